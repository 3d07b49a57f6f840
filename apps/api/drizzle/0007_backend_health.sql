CREATE TABLE "backend_health" (
	"edge_id" integer NOT NULL,
	"address" text NOT NULL,
	"healthy" boolean NOT NULL,
	"latency_ms" real,
	"reported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "backend_health_edge_id_address_pk" PRIMARY KEY("edge_id","address")
);
--> statement-breakpoint
ALTER TABLE "backend_health" ADD CONSTRAINT "backend_health_edge_id_edge_tokens_id_fk" FOREIGN KEY ("edge_id") REFERENCES "public"."edge_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backend_health_address_idx" ON "backend_health" USING btree ("address");