CREATE TABLE "bedrock_tunnel_stats" (
	"tunnel_id" integer NOT NULL,
	"edge_id" integer NOT NULL,
	"players" integer DEFAULT 0 NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"bytes_in" bigint DEFAULT 0 NOT NULL,
	"bytes_out" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "bedrock_tunnel_stats_tunnel_id_edge_id_pk" PRIMARY KEY("tunnel_id","edge_id")
);
--> statement-breakpoint
ALTER TABLE "play_sessions" ADD COLUMN "edition" text DEFAULT 'java' NOT NULL;--> statement-breakpoint
ALTER TABLE "bedrock_tunnel_stats" ADD CONSTRAINT "bedrock_tunnel_stats_tunnel_id_bedrock_tunnels_id_fk" FOREIGN KEY ("tunnel_id") REFERENCES "public"."bedrock_tunnels"("id") ON DELETE cascade ON UPDATE no action;