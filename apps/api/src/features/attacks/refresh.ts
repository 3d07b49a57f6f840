import type { Tx } from '../../db/client';
import { attackFigures, findAttackById, partsOf, updateAttack } from './queries';

export interface AttackEvent {
  event: 'attack.started' | 'attack.updated' | 'attack.ended';
  attackId: number;
  networkId: number;
}

/** Update alerts of an ongoing attack go out at most this often. */
export const updateEveryMs = 60_000;
const topSources = 10;

/** Every edge's counts of the same source (by `key`) added up; the largest `topSources`. */
function addUp<T extends { count: number }>(lists: T[][], key: (item: T) => string): T[] {
  const merged = new Map<string, T>();
  for (const item of lists.flat()) {
    const seen = merged.get(key(item));
    if (seen) seen.count += item.count;
    else merged.set(key(item), { ...item });
  }
  return [...merged.values()].sort((a, b) => b.count - a.count).slice(0, topSources);
}

function busiestDomain(maps: Record<string, number>[]): string | null {
  const totals = new Map<string, number>();
  for (const map of maps)
    for (const [domain, count] of Object.entries(map))
      totals.set(domain, (totals.get(domain) ?? 0) + count);
  let best: string | null = null;
  for (const [domain, count] of totals)
    if (best === null || count > (totals.get(best) ?? 0)) best = domain;
  return best;
}

/**
 * Recomputes an attack from its parts and samples: peaks per second across edges, drops,
 * sources, target domain; it ends when every edge's part has ended. Answers the alerts due.
 */
export async function refreshAttack(
  tx: Tx,
  attackId: number,
  created: boolean,
  now: Date,
): Promise<AttackEvent[]> {
  const attack = await findAttackById(tx, attackId);
  if (!attack) return [];
  const figures = await attackFigures(tx, attackId);
  const parts = await partsOf(tx, attackId);
  const ends = parts.map((p) => p.endedAt);
  const endedAt = ends.every((end) => end !== null)
    ? new Date(Math.max(...ends.map((end) => (end as Date).getTime())))
    : null;
  const startedAt = new Date(Math.min(...parts.map((p) => p.startedAt.getTime())));
  const next = {
    startedAt,
    endedAt,
    peakCps: figures?.peakCps ?? 0,
    peakBps: figures?.peakBps ?? 0,
    dropped: figures?.dropped ?? 0,
    connections: figures?.connections ?? 0,
    topSources: addUp(
      parts.map((p) => p.sources),
      (s) => `${s.asn}|${s.country}`,
    ),
    topPrefixes: addUp(
      parts.map((p) => p.prefixes),
      (p) => p.prefix,
    ),
    topAddresses: addUp(
      parts.map((p) => p.addresses),
      (a) => a.address,
    ),
    targetDomain: busiestDomain(parts.map((p) => p.domains)),
  };

  const events: AttackEvent[] = [];
  const say = (event: AttackEvent['event']) =>
    events.push({ event, attackId, networkId: attack.networkId });
  let notifiedAt = attack.notifiedAt;
  if (created) {
    say('attack.started');
    notifiedAt = now;
  }
  if (endedAt !== null && attack.endedAt === null) say('attack.ended');
  else if (
    !created &&
    endedAt === null &&
    (next.peakCps !== attack.peakCps ||
      next.peakBps !== attack.peakBps ||
      next.dropped !== attack.dropped) &&
    (notifiedAt === null || now.getTime() - notifiedAt.getTime() >= updateEveryMs)
  ) {
    say('attack.updated');
    notifiedAt = now;
  }
  await updateAttack(tx, attackId, { ...next, notifiedAt });
  return events;
}
