CREATE TABLE "player_spans" (
	"network_id" integer NOT NULL,
	"username" text NOT NULL,
	"first_day" timestamp with time zone NOT NULL,
	"last_day" timestamp with time zone NOT NULL,
	CONSTRAINT "player_spans_network_id_username_pk" PRIMARY KEY("network_id","username")
);
--> statement-breakpoint
ALTER TABLE "player_spans" ADD CONSTRAINT "player_spans_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Player days stored before this migration; the telemetry job keeps the spans from here on.
INSERT INTO "player_spans" ("network_id", "username", "first_day", "last_day")
SELECT "network_id", "username", min("day"), max("day") FROM "player_days" GROUP BY 1, 2;
