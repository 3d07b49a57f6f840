CREATE TABLE "network_breakdowns" (
	"network_id" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"edge_id" integer NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "network_breakdowns_network_id_bucket_edge_id_dimension_key_pk" PRIMARY KEY("network_id","bucket","edge_id","dimension","key")
);
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
);
--> statement-breakpoint
CREATE TABLE "play_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
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
	"bytes_out" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telemetry_batches" (
	"edge_id" integer NOT NULL,
	"seq" bigint NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telemetry_batches_edge_id_seq_pk" PRIMARY KEY("edge_id","seq")
);
--> statement-breakpoint
ALTER TABLE "network_breakdowns" ADD CONSTRAINT "network_breakdowns_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_buckets" ADD CONSTRAINT "network_buckets_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_sessions" ADD CONSTRAINT "play_sessions_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemetry_batches" ADD CONSTRAINT "telemetry_batches_edge_id_edge_tokens_id_fk" FOREIGN KEY ("edge_id") REFERENCES "public"."edge_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "network_buckets_bucket_idx" ON "network_buckets" USING btree ("bucket");--> statement-breakpoint
CREATE INDEX "play_sessions_network_started_idx" ON "play_sessions" USING btree ("network_id","started_at");