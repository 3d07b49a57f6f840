ALTER TABLE "attack_samples" ADD COLUMN "dropped_kernel_ban" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "network_rollups" ADD COLUMN "dropped_kernel_ban" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "network_buckets" ADD COLUMN "dropped_kernel_ban" integer DEFAULT 0 NOT NULL;