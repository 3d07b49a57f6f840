ALTER TABLE "networks" ADD COLUMN "dns_label" text;--> statement-breakpoint
-- Existing networks get a random label as new ones do: 16 characters of base32 (a-z, 2-7), each
-- from the first byte of a fresh random UUID. The subquery names the row so that it runs per row.
UPDATE "networks" SET "dns_label" = (
  SELECT string_agg(substr('abcdefghijklmnopqrstuvwxyz234567', get_byte(uuid_send(gen_random_uuid()), 0) % 32 + 1, 1), '')
  FROM generate_series(1, 16) WHERE "networks"."id" IS NOT NULL
);--> statement-breakpoint
ALTER TABLE "networks" ALTER COLUMN "dns_label" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "networks_dns_label_idx" ON "networks" USING btree ("dns_label");
