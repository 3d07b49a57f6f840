CREATE TABLE "backend_set_wakes" (
	"set_id" integer PRIMARY KEY NOT NULL,
	"woken_at" timestamp with time zone NOT NULL,
	"ok" boolean,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "backend_sets" ADD COLUMN "wake_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "backend_sets" ADD COLUMN "wake_webhook_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "backend_sets" ADD COLUMN "wake_motd" text DEFAULT '§eThe server starts when you join.' NOT NULL;--> statement-breakpoint
ALTER TABLE "backend_sets" ADD COLUMN "wake_kick_message" text DEFAULT 'The server is starting up. Join again in a minute.' NOT NULL;--> statement-breakpoint
ALTER TABLE "backend_sets" ADD COLUMN "pterodactyl_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "backend_sets" ADD COLUMN "pterodactyl_key_sealed" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "backend_sets" ADD COLUMN "pterodactyl_server" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "backend_set_wakes" ADD CONSTRAINT "backend_set_wakes_set_id_backend_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."backend_sets"("id") ON DELETE cascade ON UPDATE no action;