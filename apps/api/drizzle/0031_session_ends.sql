ALTER TABLE "play_sessions" ADD COLUMN "closed_by" text;--> statement-breakpoint
ALTER TABLE "play_sessions" ADD COLUMN "kick_reason" text;--> statement-breakpoint
ALTER TABLE "refusals" ADD COLUMN "edition" text DEFAULT 'java' NOT NULL;