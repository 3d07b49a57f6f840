import { pgSchema, text } from 'drizzle-orm/pg-core';

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
});
