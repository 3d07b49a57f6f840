CREATE TABLE "alert_deliveries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"network_id" integer NOT NULL,
	"attack_id" integer,
	"channel" text NOT NULL,
	"event" text NOT NULL,
	"target" text NOT NULL,
	"format" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"response_status" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "attack_parts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"attack_id" integer NOT NULL,
	"edge_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"last_report_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sources" jsonb NOT NULL,
	"domains" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attack_samples" (
	"attack_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"edge_id" integer NOT NULL,
	"connections" integer NOT NULL,
	"dropped_firewall" integer NOT NULL,
	"dropped_rate_limit" integer NOT NULL,
	"dropped_verification" integer NOT NULL,
	"dropped_invalid" integer NOT NULL,
	"bytes_in" bigint NOT NULL,
	CONSTRAINT "attack_samples_attack_id_at_edge_id_pk" PRIMARY KEY("attack_id","at","edge_id")
);
--> statement-breakpoint
CREATE TABLE "attacks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"network_id" integer NOT NULL,
	"type" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"peak_cps" integer DEFAULT 0 NOT NULL,
	"peak_bps" bigint DEFAULT 0 NOT NULL,
	"dropped" bigint DEFAULT 0 NOT NULL,
	"top_sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"target_domain" text,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_attack_id_attacks_id_fk" FOREIGN KEY ("attack_id") REFERENCES "public"."attacks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attack_parts" ADD CONSTRAINT "attack_parts_attack_id_attacks_id_fk" FOREIGN KEY ("attack_id") REFERENCES "public"."attacks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attack_samples" ADD CONSTRAINT "attack_samples_attack_id_attacks_id_fk" FOREIGN KEY ("attack_id") REFERENCES "public"."attacks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attacks" ADD CONSTRAINT "attacks_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_deliveries_due_idx" ON "alert_deliveries" USING btree ("next_attempt_at") WHERE "alert_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "alert_deliveries_network_idx" ON "alert_deliveries" USING btree ("network_id","created_at");--> statement-breakpoint
CREATE INDEX "attack_parts_attack_idx" ON "attack_parts" USING btree ("attack_id");--> statement-breakpoint
CREATE INDEX "attacks_network_started_idx" ON "attacks" USING btree ("network_id","started_at");--> statement-breakpoint
CREATE INDEX "attacks_open_idx" ON "attacks" USING btree ("network_id") WHERE "attacks"."ended_at" is null;