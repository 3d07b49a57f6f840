import type { AttackNow, Fleet } from '@palisade/contract';
import type { Db } from '../../db/client';
import { currentVersion, liveEdges } from '../edge-sync/queries';
import { lastBatchAt } from '../telemetry/queries/reads';
import { listLocations, ongoingAttacks } from './queries';

/**
 * An edge asks for its config at least every 25 s (the long-poll) and reports health every 10 s:
 * one not heard from for a minute has gone quiet.
 */
export const quietAfterMs = 60_000;

export async function fleet(db: Db, now = Date.now()): Promise<Fleet> {
  const version = await currentVersion(db);
  const [places, edges] = await Promise.all([listLocations(db), liveEdges(db)]);
  const telemetry = new Map(
    await Promise.all(edges.map(async (e) => [e.id, await lastBatchAt(db, e.id)] as const)),
  );
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
          last_telemetry_at: telemetry.get(e.id)?.toISOString() ?? null,
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
  const rows = await ongoingAttacks(db);
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
