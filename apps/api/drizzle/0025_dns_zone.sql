CREATE SCHEMA "palisade_dns";
--> statement-breakpoint
CREATE TABLE "palisade_dns"."zone" (
	"name" text PRIMARY KEY NOT NULL,
	"nameservers" text[] NOT NULL,
	"hostmaster" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "edge_tokens" ADD COLUMN "health_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "edge_tokens" ADD COLUMN "saturated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "dns_locations" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- A location is healthy while one of its edges has sent a health report in the last 20 s (edges
-- send one every 10 s) and did not say it is saturated (docs/scaling.md).
CREATE VIEW "palisade_dns"."location_health" AS
SELECT l.id AS location_id, EXISTS (
  SELECT 1 FROM "public"."edge_tokens" e
  WHERE e.location_id = l.id AND e.revoked_at IS NULL AND NOT e.saturated
    AND e.health_reported_at > now() - interval '20 seconds'
) AS healthy
FROM "public"."locations" l;--> statement-breakpoint
-- The locations that serve each network (the ones it is pinned to, else every one) and whether
-- the name answers them: the healthy ones, or all of them when none is healthy, since no answer
-- sends no player anywhere.
CREATE VIEW "palisade_dns"."network_locations" AS
WITH serving AS (
  SELECT n.id AS network_id, n.dns_label, l.id AS location_id, l.public_address, h.healthy
  FROM "public"."networks" n
  JOIN "public"."locations" l ON cardinality(n.dns_locations) = 0 OR l.id = ANY (n.dns_locations)
  JOIN "palisade_dns"."location_health" h ON h.location_id = l.id
)
SELECT s.network_id, s.dns_label, s.location_id, s.public_address, s.healthy,
  s.healthy OR NOT EXISTS (
    SELECT 1 FROM serving o WHERE o.network_id = s.network_id AND o.healthy
  ) AS answered
FROM serving s;--> statement-breakpoint
-- PowerDNS's generic PostgreSQL backend reads these tables by name (search_path palisade_dns).
CREATE VIEW "palisade_dns"."domains" AS
SELECT 1 AS id, z.name, NULL::text AS master, NULL::integer AS last_check, 'NATIVE'::text AS type,
  NULL::bigint AS notified_serial, NULL::text AS account, NULL::text AS options,
  NULL::text AS catalog
FROM "palisade_dns"."zone" z;--> statement-breakpoint
CREATE VIEW "palisade_dns"."records" AS
SELECT 1::bigint AS id, 1 AS domain_id, z.name, 'SOA'::text AS type,
  coalesce(z.nameservers[1], z.name) || ' ' || z.hostmaster || ' 1 10800 3600 604800 5' AS content,
  300 AS ttl, 0 AS prio, false AS disabled, NULL::text AS ordername, true AS auth
FROM "palisade_dns"."zone" z
UNION ALL
SELECT 2, 1, z.name, 'NS', ns.name, 3600, 0, false, NULL, true
FROM "palisade_dns"."zone" z, unnest(z.nameservers) AS ns(name)
UNION ALL
SELECT 3, 1, s.dns_label || '.' || z.name,
  CASE WHEN s.public_address LIKE '%:%' THEN 'AAAA' ELSE 'A' END, s.public_address, 5, 0, false,
  NULL, true
FROM "palisade_dns"."network_locations" s, "palisade_dns"."zone" z
WHERE s.answered AND (s.public_address LIKE '%:%' OR s.public_address ~ '^[0-9]+(\.[0-9]+){3}$')
UNION ALL
SELECT 4, 1, 'br' || b.id || '.' || b.location_id || '.' || z.name,
  CASE WHEN l.public_address LIKE '%:%' THEN 'AAAA' ELSE 'A' END, l.public_address, 5, 0, false,
  NULL, true
FROM "public"."bedrock_tunnels" b
JOIN "public"."locations" l ON l.id = b.location_id, "palisade_dns"."zone" z
WHERE l.public_address LIKE '%:%' OR l.public_address ~ '^[0-9]+(\.[0-9]+){3}$';--> statement-breakpoint
CREATE VIEW "palisade_dns"."domainmetadata" AS
SELECT NULL::integer AS id, NULL::integer AS domain_id, NULL::text AS kind, NULL::text AS content
WHERE false;--> statement-breakpoint
CREATE VIEW "palisade_dns"."cryptokeys" AS
SELECT NULL::integer AS id, NULL::integer AS domain_id, NULL::integer AS flags,
  NULL::boolean AS active, NULL::boolean AS published, NULL::text AS content
WHERE false;--> statement-breakpoint
CREATE VIEW "palisade_dns"."comments" AS
SELECT NULL::integer AS id, NULL::integer AS domain_id, NULL::text AS name, NULL::text AS type,
  NULL::integer AS modified_at, NULL::text AS account, NULL::text AS comment
WHERE false;--> statement-breakpoint
CREATE VIEW "palisade_dns"."tsigkeys" AS
SELECT NULL::integer AS id, NULL::text AS name, NULL::text AS algorithm, NULL::text AS secret
WHERE false;--> statement-breakpoint
CREATE VIEW "palisade_dns"."supermasters" AS
SELECT NULL::inet AS ip, NULL::text AS nameserver, NULL::text AS account
WHERE false;
