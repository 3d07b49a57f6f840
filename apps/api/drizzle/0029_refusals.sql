CREATE TABLE "refusals" (
	"network_id" integer NOT NULL,
	"edge_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"address" "inet" NOT NULL,
	"username" text,
	"domain" text,
	"protocol_version" integer,
	"reason" text NOT NULL,
	"country" char(2),
	"asn" bigint
);
--> statement-breakpoint
ALTER TABLE "refusals" ADD CONSTRAINT "refusals_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refusals_network_at_idx" ON "refusals" USING btree ("network_id","at");--> statement-breakpoint
CREATE INDEX "refusals_network_username_idx" ON "refusals" USING btree ("network_id",lower("username"));