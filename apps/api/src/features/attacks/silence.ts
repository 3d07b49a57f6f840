import { classifySecond } from '@palisade/attacks';
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { attackParts, attackSamples, attacks, networks } from '../../db/schema';
import { dropsOf } from '../../shared/drops';
import { type AttackEvent, refreshAttack } from './refresh';

/**
 * Ends the parts of edges that stopped reporting an open attack (an edge that crashed or lost
 * its state): each ends after its last second over the line. Run now and then by every API
 * process; the network lock makes a part end once. `onEvents` queues the alerts in the same
 * transaction.
 */
export async function closeSilentParts(
  db: Db,
  silentMs: number,
  onEvents: (tx: Tx, events: AttackEvent[]) => Promise<void> = async () => undefined,
  now = new Date(),
): Promise<AttackEvent[]> {
  const stale = await db
    .select({ id: attackParts.id, networkId: attacks.networkId })
    .from(attackParts)
    .innerJoin(attacks, eq(attacks.id, attackParts.attackId))
    .where(
      and(
        isNull(attackParts.endedAt),
        lt(attackParts.lastReportAt, new Date(now.getTime() - silentMs)),
      ),
    );
  const events: AttackEvent[] = [];
  for (const { id, networkId } of stale) {
    events.push(
      ...(await db.transaction(async (tx) => {
        const [network] = await tx
          .select({ threshold: networks.connectionsPerSecondThreshold })
          .from(networks)
          .where(eq(networks.id, networkId))
          .for('update');
        const [part] = await tx.select().from(attackParts).where(eq(attackParts.id, id));
        if (!network || !part || part.endedAt !== null) return [];
        const samples = await tx
          .select()
          .from(attackSamples)
          .where(
            and(eq(attackSamples.attackId, part.attackId), eq(attackSamples.edgeId, part.edgeId)),
          )
          .orderBy(asc(attackSamples.at));
        const over = samples.filter((s) =>
          classifySecond(
            {
              at: s.at.getTime(),
              connections: s.connections,
              dropped: dropsOf(s),
              bytes_in: s.bytesIn,
            },
            network.threshold,
          ),
        );
        const last = over.at(-1)?.at.getTime() ?? part.startedAt.getTime();
        await tx
          .update(attackParts)
          .set({ endedAt: new Date(last + 1000) })
          .where(eq(attackParts.id, id));
        const events = await refreshAttack(tx, part.attackId, false, now);
        await onEvents(tx, events);
        return events;
      })),
    );
  }
  return events;
}
