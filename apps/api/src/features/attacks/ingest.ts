import { classifySecond } from '@palisade/attacks';
import type { AttackReport } from '@palisade/contract';
import type { Tx } from '../../db/client';
import { dropFields } from '../../db/drops';
import { lockAttackThreshold } from '../networks/queries';
import {
  addSamples,
  findPart,
  insertAttack,
  insertPart,
  openAttackOf,
  updatePart,
} from './queries';
import { type AttackEvent, refreshAttack } from './refresh';

/**
 * Stores what edges reported about attacks, inside the telemetry batch's transaction (so a
 * retried batch changes nothing). A report the API has not seen joins the network's open
 * attack if there is one, so several edges seeing one attack make one attack; otherwise it
 * opens one only if one of its seconds is over the line by the network's settings as the API
 * holds them (an edge on a stale config does not open attacks).
 * Answers the alerts that are due: start, update (at most once a minute) and end.
 */
export async function recordAttacks(
  tx: Tx,
  edgeId: number,
  reports: AttackReport[],
  now = new Date(),
): Promise<AttackEvent[]> {
  const events: AttackEvent[] = [];
  // Older attacks first, so one that ended is closed before a newer one looks for an open one.
  const ordered = [...reports].sort((a, b) => a.started_at - b.started_at);
  for (const report of ordered) {
    // One writer per network at a time: two API processes must not both open an attack.
    const threshold = await lockAttackThreshold(tx, report.network_id);
    if (threshold === undefined) continue;
    let part = await findPart(tx, report.id);
    let created = false;
    if (!part) {
      let attackId = await openAttackOf(tx, report.network_id);
      if (attackId === undefined) {
        const confirmed = report.samples
          .map((s) => classifySecond(s, threshold))
          .find((kind) => kind !== null);
        if (!confirmed) continue;
        attackId = await insertAttack(tx, {
          networkId: report.network_id,
          type: confirmed,
          startedAt: new Date(report.started_at),
        });
        created = true;
      }
      part = await insertPart(tx, {
        id: report.id,
        attackId,
        edgeId,
        startedAt: new Date(report.started_at),
        endedAt: report.ended_at === null ? null : new Date(report.ended_at),
        lastReportAt: now,
        sources: report.sources,
        prefixes: report.prefixes,
        addresses: report.addresses,
        domains: report.domains,
      });
    } else {
      await updatePart(tx, report.id, {
        // A part the API closed for silence stays closed.
        endedAt: report.ended_at === null ? part.endedAt : new Date(report.ended_at),
        lastReportAt: now,
        sources: report.sources,
        prefixes: report.prefixes,
        addresses: report.addresses,
        domains: report.domains,
      });
    }
    if (!part) continue;
    const attackId = part.attackId;
    await addSamples(
      tx,
      report.samples.map((s) => ({
        attackId,
        at: new Date(s.at),
        edgeId,
        connections: s.connections,
        ...dropFields(s.dropped),
        bytesIn: s.bytes_in,
      })),
    );
    events.push(...(await refreshAttack(tx, part.attackId, created, now)));
  }
  return events;
}
