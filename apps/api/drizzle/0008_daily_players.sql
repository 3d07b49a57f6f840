-- Daily rollups of play sessions, made by the telemetry job: the players of each network and
-- UTC day (unique players and retention read these instead of a month of sessions), partitioned
-- by month like the other rollups, with a DEFAULT partition for rows no partition covers yet;
-- and per network and day the sessions and bounces (the bounce rate).
CREATE TABLE "player_days" (
	"network_id" integer NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"username" text NOT NULL,
	CONSTRAINT "player_days_network_id_day_username_pk" PRIMARY KEY("network_id","day","username")
) PARTITION BY RANGE ("day");
--> statement-breakpoint
CREATE TABLE "player_days_default" PARTITION OF "player_days" DEFAULT;
--> statement-breakpoint
CREATE TABLE "session_days" (
	"network_id" integer NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"sessions" bigint NOT NULL,
	"bounced" bigint NOT NULL,
	CONSTRAINT "session_days_network_id_day_pk" PRIMARY KEY("network_id","day")
);
--> statement-breakpoint
ALTER TABLE "player_days" ADD CONSTRAINT "player_days_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "session_days" ADD CONSTRAINT "session_days_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Sessions stored before this migration: their days now; the job keeps them up from here on.
INSERT INTO "player_days" ("network_id", "day", "username")
SELECT DISTINCT "network_id", to_timestamp(floor(extract(epoch from "started_at") / 86400) * 86400), "username"
FROM "play_sessions";
--> statement-breakpoint
INSERT INTO "session_days" ("network_id", "day", "sessions", "bounced")
SELECT "network_id", to_timestamp(floor(extract(epoch from "started_at") / 86400) * 86400), count(*),
	count(*) FILTER (WHERE "ended_at" IS NOT NULL AND "ended_at" < "started_at" + interval '30 seconds')
FROM "play_sessions" GROUP BY 1, 2;
