import type { AttackNow, Fleet } from '@palisade/contract';
import { desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attacks, edgeTokens, networks, users } from '../../db/schema';
import { listLocations } from '../../shared/locations';
import { currentVersion } from '../edge-sync/queries';

/**
 * An edge asks for its config at least every 25 s (the long-poll) and reports health every 10 s:
 * one not heard from for a minute has gone quiet.
 */
export const quietAfterMs = 60_000;

export async function fleet(db: Db, now = Date.now()): Promise<Fleet> {
  const version = await currentVersion(db);
  const [places, edges] = await Promise.all([
    listLocations(db),
    db.select().from(edgeTokens).where(isNull(edgeTokens.revokedAt)).orderBy(edgeTokens.id),
  ]);
  return {
    config_version: version,
    locations: places.map((place) => ({
      id: place.id,
      name: place.name,
      region: place.region,
      edges: edges
        .filter((e) => e.locationId === place.id)
        .map((e) => ({
          id: e.id,
          name: e.name,
          online: e.lastSeenAt !== null && now - e.lastSeenAt.getTime() < quietAfterMs,
          last_seen_at: e.lastSeenAt?.toISOString() ?? null,
          kernel_filter: e.kernelFilter,
          location_sharing: e.locationSharing,
          saturated: e.saturated,
          report: e.report,
          config_behind: e.report !== null && e.report.config_version < version,
        })),
    })),
  };
}

/** Every attack under way across the service, the most connections per second first. */
export async function attacksNow(db: Db): Promise<AttackNow[]> {
  const rows = await db
    .select({ attack: attacks, network: networks.name, owner: users.email })
    .from(attacks)
    .innerJoin(networks, eq(networks.id, attacks.networkId))
    .innerJoin(users, eq(users.id, networks.ownerId))
    .where(isNull(attacks.endedAt))
    .orderBy(desc(attacks.peakCps), desc(attacks.peakBps))
    .limit(500);
  return rows.map(({ attack, network, owner }) => ({
    attack_id: attack.id,
    network_id: attack.networkId,
    network_name: network,
    owner_email: owner,
    type: attack.type,
    started_at: attack.startedAt.toISOString(),
    peak_cps: attack.peakCps,
    peak_bps: attack.peakBps,
    dropped: attack.dropped,
    target_domain: attack.targetDomain,
  }));
}
