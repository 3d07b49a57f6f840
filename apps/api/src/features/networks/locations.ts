import type { ServingLocation } from '@palisade/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locations } from '../../db/schema';
import { FieldError } from '../../errors';
import { rows } from '../../shared/telemetry-store';

/** Pinning names locations that exist; anything else is a mistake of the caller's. */
export async function checkLocations(db: Db, ids: string[]) {
  const known = await db
    .select({ id: locations.id })
    .from(locations)
    .where(inArray(locations.id, ids));
  const unknown = ids.filter((id) => !known.some((row) => row.id === id));
  if (unknown.length > 0)
    throw new FieldError(
      'body.dns_locations',
      `No location "${unknown[0]}" (see GET bedrockTunnels/locations); leave the list empty for every location.`,
    );
}

/**
 * The locations that serve a network, as PowerDNS answers its CNAME target (the view
 * palisade_dns.network_locations), with the players its edges reported in the last 30 s.
 */
export async function servingLocations(db: Db, networkId: number): Promise<ServingLocation[]> {
  const found = await rows<ServingLocation>(
    db,
    sql`
    select l.id, l.name, l.region, l.public_address, s.healthy, s.answered,
      coalesce((
        select sum(b.players) from network_buckets b
        join edge_tokens e on e.id = b.edge_id
        where b.network_id = s.network_id and e.location_id = l.id
          and b.bucket = (
            select max(latest.bucket) from network_buckets latest
            where latest.network_id = b.network_id and latest.edge_id = b.edge_id
              and latest.bucket > now() - interval '30 seconds'
          )
      ), 0)::integer as players_online
    from palisade_dns.network_locations s
    join locations l on l.id = s.location_id
    where s.network_id = ${networkId}
    order by l.created_at, l.id
  `,
  );
  return found.map((row) => ({ ...row, players_online: Number(row.players_online) }));
}
