import { classifySecond } from '@palisade/attacks';
import type { AttackReport } from '@palisade/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { attackParts, attackSamples, attacks, networks } from '../../db/schema';
import { dropFields, perDropField } from '../../shared/drops';
import { type AttackEvent, refreshAttack } from './refresh';

const add = (column: string) => sql.raw(`"attack_samples"."${column}" + excluded."${column}"`);

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
    const [network] = await tx
      .select({ threshold: networks.connectionsPerSecondThreshold })
      .from(networks)
      .where(eq(networks.id, report.network_id))
      .for('update');
    if (!network) continue;
    let [part] = await tx.select().from(attackParts).where(eq(attackParts.id, report.id));
    let created = false;
    if (!part) {
      const [open] = await tx
        .select({ id: attacks.id })
        .from(attacks)
        .where(and(eq(attacks.networkId, report.network_id), isNull(attacks.endedAt)))
        .orderBy(asc(attacks.startedAt))
        .limit(1);
      let attackId = open?.id;
      if (attackId === undefined) {
        const confirmed = report.samples
          .map((s) => classifySecond(s, network.threshold))
          .find((kind) => kind !== null);
        if (!confirmed) continue;
        const [row] = await tx
          .insert(attacks)
          .values({
            networkId: report.network_id,
            type: confirmed,
            startedAt: new Date(report.started_at),
          })
          .returning({ id: attacks.id });
        attackId = row?.id as number;
        created = true;
      }
      [part] = await tx
        .insert(attackParts)
        .values({
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
        })
        .returning();
    } else {
      await tx
        .update(attackParts)
        .set({
          // A part the API closed for silence stays closed.
          endedAt: report.ended_at === null ? part.endedAt : new Date(report.ended_at),
          lastReportAt: now,
          sources: report.sources,
          prefixes: report.prefixes,
          addresses: report.addresses,
          domains: report.domains,
        })
        .where(eq(attackParts.id, report.id));
    }
    if (!part) continue;
    if (report.samples.length > 0) {
      await tx
        .insert(attackSamples)
        .values(
          report.samples.map((s) => ({
            attackId: part.attackId,
            at: new Date(s.at),
            edgeId,
            connections: s.connections,
            ...dropFields(s.dropped),
            bytesIn: s.bytes_in,
          })),
        )
        .onConflictDoUpdate({
          target: [attackSamples.attackId, attackSamples.at, attackSamples.edgeId],
          set: {
            connections: add('connections'),
            ...perDropField(add),
            bytesIn: add('bytes_in'),
          },
        });
    }
    events.push(...(await refreshAttack(tx, part.attackId, created, now)));
  }
  return events;
}
