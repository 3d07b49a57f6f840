ALTER TABLE "session_days" ADD COLUMN "unplayed" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "play_sessions" ADD COLUMN "played" boolean DEFAULT true NOT NULL;