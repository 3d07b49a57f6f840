-- The edge snapshot reads these too (tunnel rules' protocols, country codes): a change to them
-- is a config change like any other. edge-sync/triggers.test.ts checks the list.
CREATE TRIGGER tunnel_filters_edge_config AFTER INSERT OR UPDATE OR DELETE ON tunnel_filters FOR EACH STATEMENT EXECUTE FUNCTION palisade_bump_edge_config();
--> statement-breakpoint
CREATE TRIGGER countries_edge_config AFTER INSERT OR UPDATE OR DELETE ON countries FOR EACH STATEMENT EXECUTE FUNCTION palisade_bump_edge_config();
