import type { Attack } from '@palisade/contract';
import type { AttackRow } from './queries';

export const toAttack = (row: AttackRow): Attack => ({
  id: row.id,
  network_id: row.networkId,
  started_at: row.startedAt.toISOString(),
  ended_at: row.endedAt?.toISOString() ?? null,
  type: row.type,
  peak_cps: row.peakCps,
  peak_bps: row.peakBps,
  dropped: row.dropped,
  connections: row.connections,
  top_sources: row.topSources,
  top_prefixes: row.topPrefixes,
  target_domain: row.targetDomain,
});
