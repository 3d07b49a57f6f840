CREATE TABLE "bandwidth_charges" (
	"network_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"bytes" bigint NOT NULL,
	"included_bytes" bigint NOT NULL,
	"overage_bytes" bigint NOT NULL,
	"cents_per_gb" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bandwidth_charges_network_id_period_start_pk" PRIMARY KEY("network_id","period_start")
);
--> statement-breakpoint
CREATE TABLE "breakdown_rollups" (
	"network_id" integer NOT NULL,
	"resolution" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "breakdown_rollups_network_id_resolution_bucket_dimension_key_pk" PRIMARY KEY("network_id","resolution","bucket","dimension","key")
) PARTITION BY RANGE ("bucket");
--> statement-breakpoint
CREATE TABLE "breakdown_rollups_default" PARTITION OF "breakdown_rollups" DEFAULT;
--> statement-breakpoint
CREATE TABLE "network_rollups" (
	"network_id" integer NOT NULL,
	"resolution" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"connections" bigint NOT NULL,
	"status_pings" bigint NOT NULL,
	"logins" bigint NOT NULL,
	"dropped_firewall" bigint NOT NULL,
	"dropped_rate_limit" bigint NOT NULL,
	"dropped_verification" bigint NOT NULL,
	"dropped_invalid" bigint NOT NULL,
	"bytes_in" bigint NOT NULL,
	"bytes_out" bigint NOT NULL,
	"players" integer NOT NULL,
	CONSTRAINT "network_rollups_network_id_resolution_bucket_pk" PRIMARY KEY("network_id","resolution","bucket")
) PARTITION BY RANGE ("bucket");
--> statement-breakpoint
CREATE TABLE "network_rollups_default" PARTITION OF "network_rollups" DEFAULT;
--> statement-breakpoint
CREATE TABLE "rollup_state" (
	"resolution" integer PRIMARY KEY NOT NULL,
	"done_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tunnel_buckets" (
	"tunnel_id" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"edge_id" integer NOT NULL,
	"bytes_in" bigint NOT NULL,
	"bytes_out" bigint NOT NULL,
	CONSTRAINT "tunnel_buckets_tunnel_id_bucket_edge_id_pk" PRIMARY KEY("tunnel_id","bucket","edge_id")
) PARTITION BY RANGE ("bucket");
--> statement-breakpoint
CREATE TABLE "tunnel_buckets_default" PARTITION OF "tunnel_buckets" DEFAULT;
--> statement-breakpoint
CREATE TABLE "tunnel_rollups" (
	"tunnel_id" integer NOT NULL,
	"resolution" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"bytes_in" bigint NOT NULL,
	"bytes_out" bigint NOT NULL,
	CONSTRAINT "tunnel_rollups_tunnel_id_resolution_bucket_pk" PRIMARY KEY("tunnel_id","resolution","bucket")
) PARTITION BY RANGE ("bucket");
--> statement-breakpoint
CREATE TABLE "tunnel_rollups_default" PARTITION OF "tunnel_rollups" DEFAULT;
--> statement-breakpoint
-- The 10-second tables become partitioned by time (daily partitions for the counters, monthly
-- for play sessions, made and dropped by the telemetry job). A DEFAULT partition takes rows no
-- partition covers yet, so an insert never fails for want of one.
ALTER TABLE "network_buckets" RENAME TO "network_buckets_old";
--> statement-breakpoint
ALTER TABLE "network_buckets_old" RENAME CONSTRAINT "network_buckets_network_id_bucket_edge_id_pk" TO "network_buckets_old_pk";
--> statement-breakpoint
ALTER TABLE "network_buckets_old" DROP CONSTRAINT "network_buckets_network_id_networks_id_fk";
--> statement-breakpoint
DROP INDEX "network_buckets_bucket_idx";
--> statement-breakpoint
CREATE TABLE "network_buckets" (
	"network_id" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"edge_id" integer NOT NULL,
	"connections" integer DEFAULT 0 NOT NULL,
	"status_pings" integer DEFAULT 0 NOT NULL,
	"logins" integer DEFAULT 0 NOT NULL,
	"dropped_firewall" integer DEFAULT 0 NOT NULL,
	"dropped_rate_limit" integer DEFAULT 0 NOT NULL,
	"dropped_verification" integer DEFAULT 0 NOT NULL,
	"dropped_invalid" integer DEFAULT 0 NOT NULL,
	"bytes_in" bigint DEFAULT 0 NOT NULL,
	"bytes_out" bigint DEFAULT 0 NOT NULL,
	"players" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "network_buckets_network_id_bucket_edge_id_pk" PRIMARY KEY("network_id","bucket","edge_id")
) PARTITION BY RANGE ("bucket");
--> statement-breakpoint
CREATE TABLE "network_buckets_default" PARTITION OF "network_buckets" DEFAULT;
--> statement-breakpoint
INSERT INTO "network_buckets" SELECT * FROM "network_buckets_old";
--> statement-breakpoint
DROP TABLE "network_buckets_old";
--> statement-breakpoint
ALTER TABLE "network_buckets" ADD CONSTRAINT "network_buckets_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "network_buckets_bucket_idx" ON "network_buckets" USING btree ("bucket");
--> statement-breakpoint
ALTER TABLE "network_breakdowns" RENAME TO "network_breakdowns_old";
--> statement-breakpoint
ALTER TABLE "network_breakdowns_old" RENAME CONSTRAINT "network_breakdowns_network_id_bucket_edge_id_dimension_key_pk" TO "network_breakdowns_old_pk";
--> statement-breakpoint
ALTER TABLE "network_breakdowns_old" DROP CONSTRAINT "network_breakdowns_network_id_networks_id_fk";
--> statement-breakpoint
CREATE TABLE "network_breakdowns" (
	"network_id" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"edge_id" integer NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "network_breakdowns_network_id_bucket_edge_id_dimension_key_pk" PRIMARY KEY("network_id","bucket","edge_id","dimension","key")
) PARTITION BY RANGE ("bucket");
--> statement-breakpoint
CREATE TABLE "network_breakdowns_default" PARTITION OF "network_breakdowns" DEFAULT;
--> statement-breakpoint
INSERT INTO "network_breakdowns" SELECT * FROM "network_breakdowns_old";
--> statement-breakpoint
DROP TABLE "network_breakdowns_old";
--> statement-breakpoint
ALTER TABLE "network_breakdowns" ADD CONSTRAINT "network_breakdowns_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "play_sessions" RENAME TO "play_sessions_old";
--> statement-breakpoint
ALTER TABLE "play_sessions_old" DROP CONSTRAINT "play_sessions_pkey";
--> statement-breakpoint
ALTER TABLE "play_sessions_old" DROP CONSTRAINT "play_sessions_network_id_networks_id_fk";
--> statement-breakpoint
DROP INDEX "play_sessions_network_started_idx";
--> statement-breakpoint
CREATE TABLE "play_sessions" (
	"id" uuid NOT NULL,
	"network_id" integer NOT NULL,
	"edge_id" integer NOT NULL,
	"username" text NOT NULL,
	"protocol_version" integer NOT NULL,
	"domain" text NOT NULL,
	"country" text,
	"asn" bigint,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"bytes_in" bigint DEFAULT 0 NOT NULL,
	"bytes_out" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "play_sessions_id_started_at_pk" PRIMARY KEY("id","started_at")
) PARTITION BY RANGE ("started_at");
--> statement-breakpoint
CREATE TABLE "play_sessions_default" PARTITION OF "play_sessions" DEFAULT;
--> statement-breakpoint
INSERT INTO "play_sessions" SELECT * FROM "play_sessions_old";
--> statement-breakpoint
DROP TABLE "play_sessions_old";
--> statement-breakpoint
ALTER TABLE "play_sessions" ADD CONSTRAINT "play_sessions_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "play_sessions_network_started_idx" ON "play_sessions" USING btree ("network_id","started_at");
--> statement-breakpoint

ALTER TABLE "bandwidth_charges" ADD CONSTRAINT "bandwidth_charges_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "breakdown_rollups" ADD CONSTRAINT "breakdown_rollups_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "network_rollups" ADD CONSTRAINT "network_rollups_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tunnel_buckets" ADD CONSTRAINT "tunnel_buckets_tunnel_id_tunnels_id_fk" FOREIGN KEY ("tunnel_id") REFERENCES "public"."tunnels"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tunnel_rollups" ADD CONSTRAINT "tunnel_rollups_tunnel_id_tunnels_id_fk" FOREIGN KEY ("tunnel_id") REFERENCES "public"."tunnels"("id") ON DELETE cascade ON UPDATE no action;