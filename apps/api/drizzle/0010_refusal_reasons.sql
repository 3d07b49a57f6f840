ALTER TABLE "attack_samples" ALTER COLUMN "dropped_firewall" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "attack_samples" ALTER COLUMN "dropped_rate_limit" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "attack_samples" ALTER COLUMN "dropped_verification" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "attack_samples" ALTER COLUMN "dropped_invalid" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "network_rollups" ALTER COLUMN "dropped_firewall" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "network_rollups" ALTER COLUMN "dropped_rate_limit" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "network_rollups" ALTER COLUMN "dropped_verification" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "network_rollups" ALTER COLUMN "dropped_invalid" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "attack_samples" ADD COLUMN "dropped_subnet" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attack_samples" ADD COLUMN "dropped_asn" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attack_samples" ADD COLUMN "dropped_ping_check" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attack_samples" ADD COLUMN "dropped_reconnect_check" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_servers" ADD COLUMN "world_check" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "network_rollups" ADD COLUMN "dropped_subnet" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "network_rollups" ADD COLUMN "dropped_asn" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "network_rollups" ADD COLUMN "dropped_ping_check" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "network_rollups" ADD COLUMN "dropped_reconnect_check" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "network_buckets" ADD COLUMN "dropped_subnet" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "network_buckets" ADD COLUMN "dropped_asn" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "network_buckets" ADD COLUMN "dropped_ping_check" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "network_buckets" ADD COLUMN "dropped_reconnect_check" integer DEFAULT 0 NOT NULL;