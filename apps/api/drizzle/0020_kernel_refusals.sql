ALTER TABLE "attack_samples" ADD COLUMN "dropped_kernel_jail" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attack_samples" ADD COLUMN "dropped_kernel_firewall" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "edge_tokens" ADD COLUMN "kernel_filter" boolean;--> statement-breakpoint
ALTER TABLE "network_rollups" ADD COLUMN "dropped_kernel_jail" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "network_rollups" ADD COLUMN "dropped_kernel_firewall" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "network_buckets" ADD COLUMN "dropped_kernel_jail" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "network_buckets" ADD COLUMN "dropped_kernel_firewall" integer DEFAULT 0 NOT NULL;