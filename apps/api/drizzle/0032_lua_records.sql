CREATE TABLE "palisade_dns"."continents" (
	"country" text PRIMARY KEY NOT NULL,
	"continent" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "palisade_dns"."zone" ADD COLUMN "java_port" integer DEFAULT 25565 NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "country" text;--> statement-breakpoint
-- The continent of each country as libGeoIP has it (its table GeoIP_country_continent), so that a
-- location's continent is the one PowerDNS's continent() finds for a resolver in the same country
-- with Debian's database; Kosovo (XK), which libGeoIP lacks, in Europe.
INSERT INTO "palisade_dns"."continents" ("country", "continent") VALUES
  ('AD', 'EU'), ('AE', 'AS'), ('AF', 'AS'), ('AG', 'NA'), ('AI', 'NA'), ('AL', 'EU'), ('AM', 'AS'), ('AO', 'AF'),
  ('AQ', 'AN'), ('AR', 'SA'), ('AS', 'OC'), ('AT', 'EU'), ('AU', 'OC'), ('AW', 'NA'), ('AX', 'EU'), ('AZ', 'AS'),
  ('BA', 'EU'), ('BB', 'NA'), ('BD', 'AS'), ('BE', 'EU'), ('BF', 'AF'), ('BG', 'EU'), ('BH', 'AS'), ('BI', 'AF'),
  ('BJ', 'AF'), ('BL', 'NA'), ('BM', 'NA'), ('BN', 'AS'), ('BO', 'SA'), ('BQ', 'NA'), ('BR', 'SA'), ('BS', 'NA'),
  ('BT', 'AS'), ('BV', 'AN'), ('BW', 'AF'), ('BY', 'EU'), ('BZ', 'NA'), ('CA', 'NA'), ('CC', 'AS'), ('CD', 'AF'),
  ('CF', 'AF'), ('CG', 'AF'), ('CH', 'EU'), ('CI', 'AF'), ('CK', 'OC'), ('CL', 'SA'), ('CM', 'AF'), ('CN', 'AS'),
  ('CO', 'SA'), ('CR', 'NA'), ('CU', 'NA'), ('CV', 'AF'), ('CW', 'NA'), ('CX', 'AS'), ('CY', 'AS'), ('CZ', 'EU'),
  ('DE', 'EU'), ('DJ', 'AF'), ('DK', 'EU'), ('DM', 'NA'), ('DO', 'NA'), ('DZ', 'AF'), ('EC', 'SA'), ('EE', 'EU'),
  ('EG', 'AF'), ('EH', 'AF'), ('ER', 'AF'), ('ES', 'EU'), ('ET', 'AF'), ('FI', 'EU'), ('FJ', 'OC'), ('FK', 'SA'),
  ('FM', 'OC'), ('FO', 'EU'), ('FR', 'EU'), ('GA', 'AF'), ('GB', 'EU'), ('GD', 'NA'), ('GE', 'AS'), ('GF', 'SA'),
  ('GG', 'EU'), ('GH', 'AF'), ('GI', 'EU'), ('GL', 'NA'), ('GM', 'AF'), ('GN', 'AF'), ('GP', 'NA'), ('GQ', 'AF'),
  ('GR', 'EU'), ('GS', 'AN'), ('GT', 'NA'), ('GU', 'OC'), ('GW', 'AF'), ('GY', 'SA'), ('HK', 'AS'), ('HM', 'AN'),
  ('HN', 'NA'), ('HR', 'EU'), ('HT', 'NA'), ('HU', 'EU'), ('ID', 'AS'), ('IE', 'EU'), ('IL', 'AS'), ('IM', 'EU'),
  ('IN', 'AS'), ('IO', 'AS'), ('IQ', 'AS'), ('IR', 'AS'), ('IS', 'EU'), ('IT', 'EU'), ('JE', 'EU'), ('JM', 'NA'),
  ('JO', 'AS'), ('JP', 'AS'), ('KE', 'AF'), ('KG', 'AS'), ('KH', 'AS'), ('KI', 'OC'), ('KM', 'AF'), ('KN', 'NA'),
  ('KP', 'AS'), ('KR', 'AS'), ('KW', 'AS'), ('KY', 'NA'), ('KZ', 'AS'), ('LA', 'AS'), ('LB', 'AS'), ('LC', 'NA'),
  ('LI', 'EU'), ('LK', 'AS'), ('LR', 'AF'), ('LS', 'AF'), ('LT', 'EU'), ('LU', 'EU'), ('LV', 'EU'), ('LY', 'AF'),
  ('MA', 'AF'), ('MC', 'EU'), ('MD', 'EU'), ('ME', 'EU'), ('MF', 'NA'), ('MG', 'AF'), ('MH', 'OC'), ('MK', 'EU'),
  ('ML', 'AF'), ('MM', 'AS'), ('MN', 'AS'), ('MO', 'AS'), ('MP', 'OC'), ('MQ', 'NA'), ('MR', 'AF'), ('MS', 'NA'),
  ('MT', 'EU'), ('MU', 'AF'), ('MV', 'AS'), ('MW', 'AF'), ('MX', 'NA'), ('MY', 'AS'), ('MZ', 'AF'), ('NA', 'AF'),
  ('NC', 'OC'), ('NE', 'AF'), ('NF', 'OC'), ('NG', 'AF'), ('NI', 'NA'), ('NL', 'EU'), ('NO', 'EU'), ('NP', 'AS'),
  ('NR', 'OC'), ('NU', 'OC'), ('NZ', 'OC'), ('OM', 'AS'), ('PA', 'NA'), ('PE', 'SA'), ('PF', 'OC'), ('PG', 'OC'),
  ('PH', 'AS'), ('PK', 'AS'), ('PL', 'EU'), ('PM', 'NA'), ('PN', 'OC'), ('PR', 'NA'), ('PS', 'AS'), ('PT', 'EU'),
  ('PW', 'OC'), ('PY', 'SA'), ('QA', 'AS'), ('RE', 'AF'), ('RO', 'EU'), ('RS', 'EU'), ('RU', 'EU'), ('RW', 'AF'),
  ('SA', 'AS'), ('SB', 'OC'), ('SC', 'AF'), ('SD', 'AF'), ('SE', 'EU'), ('SG', 'AS'), ('SH', 'AF'), ('SI', 'EU'),
  ('SJ', 'EU'), ('SK', 'EU'), ('SL', 'AF'), ('SM', 'EU'), ('SN', 'AF'), ('SO', 'AF'), ('SR', 'SA'), ('SS', 'AF'),
  ('ST', 'AF'), ('SV', 'NA'), ('SX', 'NA'), ('SY', 'AS'), ('SZ', 'AF'), ('TC', 'NA'), ('TD', 'AF'), ('TF', 'AN'),
  ('TG', 'AF'), ('TH', 'AS'), ('TJ', 'AS'), ('TK', 'OC'), ('TL', 'AS'), ('TM', 'AS'), ('TN', 'AF'), ('TO', 'OC'),
  ('TR', 'EU'), ('TT', 'NA'), ('TV', 'OC'), ('TW', 'AS'), ('TZ', 'AF'), ('UA', 'EU'), ('UG', 'AF'), ('UM', 'OC'),
  ('US', 'NA'), ('UY', 'SA'), ('UZ', 'AS'), ('VA', 'EU'), ('VC', 'NA'), ('VE', 'SA'), ('VG', 'NA'), ('VI', 'NA'),
  ('VN', 'AS'), ('VU', 'OC'), ('WF', 'OC'), ('WS', 'OC'), ('XK', 'EU'), ('YE', 'AS'), ('YT', 'AF'), ('ZA', 'AF'),
  ('ZM', 'AF'), ('ZW', 'AF');--> statement-breakpoint
-- A network's name is one LUA record per address family (enable-lua-records, docs/scaling.md):
-- the addresses the reports answer (network_locations.answered), probed by PowerDNS itself on
-- the Java port (ifportup), in sets: those in the resolver's (or its EDNS client subnet's)
-- country, those of its continent, all; the first set with a location up is answered, and all
-- of them when none is up. Without a GeoIP database country() and continent() match nothing.
-- Only an address's characters and a known country reach the code (the API refuses others too).
-- PowerDNS 4.7 (Debian 12) takes no nested sets in ifportup, so up() asks it for a set whose
-- addresses come twice: with one up it answers the up ones (twice each); with none up,
-- backupSelector 'hashed' answers one. Lua strings are in single quotes: the record's content is
-- itself a double-quoted string.
CREATE OR REPLACE VIEW "palisade_dns"."records" AS
WITH answered AS (
  SELECT s.network_id, s.dns_label, s.public_address AS address, c.country, c.continent,
    CASE WHEN s.public_address LIKE '%:%' THEN 'AAAA' ELSE 'A' END AS family
  FROM "palisade_dns"."network_locations" s
  JOIN "public"."locations" l ON l.id = s.location_id
  LEFT JOIN "palisade_dns"."continents" c ON c.country = l.country
  WHERE s.answered AND (s.public_address ~ '^[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*$'
    OR s.public_address ~ '^[0-9]+(\.[0-9]+){3}$')
),
places AS (
  SELECT network_id, family, 'country' AS test, country AS place,
    string_agg('''' || address || '''', ',' ORDER BY address) AS list
  FROM answered WHERE country IS NOT NULL GROUP BY network_id, family, country
  UNION ALL
  SELECT network_id, family, 'continent', continent,
    string_agg('''' || address || '''', ',' ORDER BY address)
  FROM answered WHERE continent IS NOT NULL GROUP BY network_id, family, continent
),
branches AS (
  SELECT network_id, family, test,
    'if ' || string_agg(test || '(''' || place || ''') then s[#s+1]={' || list || '}', ' elseif '
      ORDER BY place) || ' end ' AS code
  FROM places GROUP BY network_id, family, test
),
scripts AS (
  SELECT a.network_id, a.dns_label, a.family,
    ';local function up(s) local d={} for _,a in ipairs(s) do d[#d+1]=a d[#d+1]=a end'
    || ' local r=ifportup(' || z.java_port || ',d,{selector=''all'',backupSelector=''hashed''})'
    || ' local u={} if #r>1 then for i=1,#r,2 do u[#u+1]=r[i] end end return u end local s={} '
    || coalesce((
      SELECT string_agg(b.code, '' ORDER BY b.test = 'continent') FROM branches b
      WHERE b.network_id = a.network_id AND b.family = a.family
    ), '') || 's[#s+1]={' || string_agg('''' || a.address || '''', ',' ORDER BY a.address)
    || '} for _,t in ipairs(s) do local u=up(t) if #u>0 then return u end end return s[#s]' AS code,
    z.name AS zone
  FROM answered a, "palisade_dns"."zone" z
  GROUP BY a.network_id, a.dns_label, a.family, z.java_port, z.name
)
SELECT 1::bigint AS id, 1 AS domain_id, z.name, 'SOA'::text AS type,
  coalesce(z.nameservers[1], z.name) || ' ' || z.hostmaster || ' 1 10800 3600 604800 5' AS content,
  300 AS ttl, 0 AS prio, false AS disabled, NULL::text AS ordername, true AS auth
FROM "palisade_dns"."zone" z
UNION ALL
SELECT 2, 1, z.name, 'NS', ns.name, 3600, 0, false, NULL, true
FROM "palisade_dns"."zone" z, unnest(z.nameservers) AS ns(name)
UNION ALL
SELECT 3, 1, s.dns_label || '.' || s.zone, 'LUA', s.family || ' "' || s.code || '"', 5, 0, false,
  NULL, true
FROM scripts s
UNION ALL
SELECT 4, 1, 'br' || b.id || '.' || b.location_id || '.' || z.name,
  CASE WHEN l.public_address LIKE '%:%' THEN 'AAAA' ELSE 'A' END, l.public_address, 5, 0, false,
  NULL, true
FROM "public"."bedrock_tunnels" b
JOIN "public"."locations" l ON l.id = b.location_id, "palisade_dns"."zone" z
WHERE l.public_address LIKE '%:%' OR l.public_address ~ '^[0-9]+(\.[0-9]+){3}$';
