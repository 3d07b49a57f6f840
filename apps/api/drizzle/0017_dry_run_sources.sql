CREATE TABLE "connection_sources" (
	"network_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"address" "inet" NOT NULL,
	"asn" bigint,
	"country" char(2),
	"connections" integer NOT NULL,
	CONSTRAINT "connection_sources_network_id_hour_address_pk" PRIMARY KEY("network_id","hour","address")
);
--> statement-breakpoint
ALTER TABLE "play_sessions" ADD COLUMN "address" "inet";--> statement-breakpoint
ALTER TABLE "connection_sources" ADD CONSTRAINT "connection_sources_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;