import { integer, pgSchema, text } from 'drizzle-orm/pg-core';

/**
 * What PowerDNS reads through its PostgreSQL backend: the schema `palisade_dns`, whose views
 * (made by hand in the migration) answer the zone from networks, locations and the edges' health
 * reports (docs/decisions/2026-11-28-powerdns-reads-views.md).
 */
export const dnsSchema = pgSchema('palisade_dns');

/** The zone Palisade keeps: EDGE_DOMAIN with its name servers, written at each start. */
export const dnsZone = dnsSchema.table('zone', {
  name: text('name').primaryKey(),
  nameservers: text('nameservers').array().notNull(),
  hostmaster: text('hostmaster').notNull(),
  /** The Java port of every location, which PowerDNS probes before answering a location. */
  javaPort: integer('java_port').notNull().default(25565),
});

/**
 * The continent of each country (ISO 3166 alpha-2 to the GeoIP continent codes AF, AN, AS, EU, NA,
 * OC, SA), filled by the migration: a location's continent, for the resolvers of its continent.
 */
export const dnsContinents = dnsSchema.table('continents', {
  country: text('country').primaryKey(),
  continent: text('continent').notNull(),
});
