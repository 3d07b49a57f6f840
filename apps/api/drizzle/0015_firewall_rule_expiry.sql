ALTER TABLE "asn_firewall" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "country_firewall" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ip_firewall" ADD COLUMN "expires_at" timestamp with time zone;