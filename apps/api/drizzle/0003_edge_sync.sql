CREATE TABLE "edge_config_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edge_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "edge_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location_id" text NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "edge_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "edge_tokens" ADD CONSTRAINT "edge_tokens_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "edge_config_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION palisade_bump_edge_config() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE edge_config_version SET version = version + 1, changed_at = now() WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER networks_edge_config AFTER INSERT OR UPDATE OR DELETE ON networks FOR EACH STATEMENT EXECUTE FUNCTION palisade_bump_edge_config();
--> statement-breakpoint
CREATE TRIGGER domains_edge_config AFTER INSERT OR UPDATE OR DELETE ON domains FOR EACH STATEMENT EXECUTE FUNCTION palisade_bump_edge_config();
--> statement-breakpoint
CREATE TRIGGER backend_sets_edge_config AFTER INSERT OR UPDATE OR DELETE ON backend_sets FOR EACH STATEMENT EXECUTE FUNCTION palisade_bump_edge_config();
--> statement-breakpoint
CREATE TRIGGER ip_firewall_edge_config AFTER INSERT OR UPDATE OR DELETE ON ip_firewall FOR EACH STATEMENT EXECUTE FUNCTION palisade_bump_edge_config();
--> statement-breakpoint
CREATE TRIGGER asn_firewall_edge_config AFTER INSERT OR UPDATE OR DELETE ON asn_firewall FOR EACH STATEMENT EXECUTE FUNCTION palisade_bump_edge_config();
--> statement-breakpoint
CREATE TRIGGER country_firewall_edge_config AFTER INSERT OR UPDATE OR DELETE ON country_firewall FOR EACH STATEMENT EXECUTE FUNCTION palisade_bump_edge_config();
--> statement-breakpoint
CREATE TRIGGER verification_servers_edge_config AFTER INSERT OR UPDATE OR DELETE ON verification_servers FOR EACH STATEMENT EXECUTE FUNCTION palisade_bump_edge_config();
--> statement-breakpoint
CREATE TRIGGER bedrock_tunnels_edge_config AFTER INSERT OR UPDATE OR DELETE ON bedrock_tunnels FOR EACH STATEMENT EXECUTE FUNCTION palisade_bump_edge_config();
--> statement-breakpoint
-- Bandwidth counters change all the time and edges do not enforce them: not a config change.
CREATE TRIGGER tunnels_edge_config AFTER INSERT OR DELETE OR UPDATE OF name, endpoint_peer, endpoint_public_key, location_id, bind_port, private_address, peer_private_address ON tunnels FOR EACH STATEMENT EXECUTE FUNCTION palisade_bump_edge_config();
--> statement-breakpoint
CREATE TRIGGER tunnel_firewall_rules_edge_config AFTER INSERT OR UPDATE OR DELETE ON tunnel_firewall_rules FOR EACH STATEMENT EXECUTE FUNCTION palisade_bump_edge_config();
--> statement-breakpoint
CREATE TRIGGER locations_edge_config AFTER INSERT OR UPDATE OR DELETE ON locations FOR EACH STATEMENT EXECUTE FUNCTION palisade_bump_edge_config();
