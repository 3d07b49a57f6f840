ALTER TABLE "backend_health" ADD COLUMN "protocol" text DEFAULT 'java' NOT NULL;--> statement-breakpoint
ALTER TABLE "backend_health" DROP CONSTRAINT "backend_health_edge_id_address_pk";--> statement-breakpoint
ALTER TABLE "backend_health" ADD CONSTRAINT "backend_health_edge_id_address_protocol_pk" PRIMARY KEY("edge_id","address","protocol");
