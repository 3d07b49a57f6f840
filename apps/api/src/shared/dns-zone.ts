import { isIP } from 'node:net';
import type { Db } from '../db/client';
import { clearDnsZone, replaceDnsZone } from '../features/edge-sync/queries';

/**
 * Writes the zone PowerDNS answers (docs/scaling.md): EDGE_DOMAIN with its name servers and the
 * Java port it probes, the one row of palisade_dns.zone. An edge domain that is an IP address has
 * no names, so no zone.
 */
export async function writeDnsZone(
  db: Db,
  edgeDomain: string,
  nameservers: string[],
  javaPort: number,
) {
  const name = edgeDomain.toLowerCase();
  if (isIP(name) !== 0) {
    await clearDnsZone(db);
    return;
  }
  await replaceDnsZone(db, name, nameservers, javaPort);
}
