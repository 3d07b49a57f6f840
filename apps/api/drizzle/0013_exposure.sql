CREATE TABLE "backend_exposure" (
	"network_id" integer NOT NULL,
	"backend_set_id" integer NOT NULL,
	"address" text NOT NULL,
	"answers_status" boolean NOT NULL,
	"accepts_login" boolean NOT NULL,
	"verdict" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "backend_exposure_backend_set_id_address_pk" PRIMARY KEY("backend_set_id","address")
);
--> statement-breakpoint
CREATE TABLE "exposure_checks" (
	"network_id" integer PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"requested_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "backend_exposure" ADD CONSTRAINT "backend_exposure_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backend_exposure" ADD CONSTRAINT "backend_exposure_backend_set_id_backend_sets_id_fk" FOREIGN KEY ("backend_set_id") REFERENCES "public"."backend_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exposure_checks" ADD CONSTRAINT "exposure_checks_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backend_exposure_network_idx" ON "backend_exposure" USING btree ("network_id");