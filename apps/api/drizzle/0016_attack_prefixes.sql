ALTER TABLE "attack_parts" ADD COLUMN "prefixes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "attacks" ADD COLUMN "connections" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attacks" ADD COLUMN "top_prefixes" jsonb DEFAULT '[]'::jsonb NOT NULL;