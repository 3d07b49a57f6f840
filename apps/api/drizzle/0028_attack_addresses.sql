ALTER TABLE "attack_parts" ADD COLUMN "addresses" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "attacks" ADD COLUMN "top_addresses" jsonb DEFAULT '[]'::jsonb NOT NULL;