import { isIP } from 'node:net';
import { ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dnsZone } from '../db/schema';

/**
 * Writes the zone PowerDNS answers (docs/scaling.md): EDGE_DOMAIN with its name servers, the one
 * row of palisade_dns.zone. An edge domain that is an IP address has no names, so no zone.
 */
export async function writeDnsZone(db: Db, edgeDomain: string, nameservers: string[]) {
  const name = edgeDomain.toLowerCase();
  if (isIP(name) !== 0) {
    await db.delete(dnsZone);
    return;
  }
  await db.transaction(async (tx) => {
    await tx.delete(dnsZone).where(ne(dnsZone.name, name));
    await tx
      .insert(dnsZone)
      .values({ name, nameservers, hostmaster: `hostmaster.${name}` })
      .onConflictDoUpdate({ target: dnsZone.name, set: { nameservers } });
  });
}
