CREATE TABLE "oidc_nonces_spent" (
	"nonce_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "domains_name_key";--> statement-breakpoint
ALTER TABLE "user_tokens" ADD COLUMN "session_family" uuid;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "allowed_backends" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "domains_verified_name_key" ON "domains" USING btree ("name") WHERE "domains"."verified_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "domains_network_name_key" ON "domains" USING btree ("network_id","name");