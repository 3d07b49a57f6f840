import { isIP } from 'node:net';
import type { EdgeSource } from '@palisade/contract';
import type { Db } from '../../db/client';
import { resolveHost } from '../../shared/public-backends';
import { listLocations } from '../admin/queries';

/**
 * The addresses a backend's firewall should let in: every location's, since each edge serves
 * every network. Edges connect to backends from the address players reach them at (see
 * docs/decisions/2026-11-25-edge-addresses-for-backend-firewalls.md); a host name is resolved now.
 */
export async function edgeSources(db: Db): Promise<EdgeSource[]> {
  const rows = await listLocations(db);
  return Promise.all(
    rows.map(async (row) => {
      const host = row.publicAddress.replace(/^\[(.*)\]$/, '$1');
      return {
        location: row.id,
        name: row.name,
        public_address: row.publicAddress,
        addresses: isIP(host) === 0 ? await resolveHost(host) : [host],
      };
    }),
  );
}
