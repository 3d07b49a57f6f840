import { classifySecond } from '@palisade/attacks';
import type { Db, Tx } from '../../db/client';
import { dropsOf } from '../../db/drops';
import { lockAttackThreshold } from '../networks/queries';
import { edgeSamples, findPart, silentParts, updatePart } from './queries';
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
  const stale = await silentParts(db, new Date(now.getTime() - silentMs));
  const events: AttackEvent[] = [];
  for (const { id, networkId } of stale) {
    events.push(
      ...(await db.transaction(async (tx) => {
        const threshold = await lockAttackThreshold(tx, networkId);
        const part = await findPart(tx, id);
        if (threshold === undefined || !part || part.endedAt !== null) return [];
        const samples = await edgeSamples(tx, part.attackId, part.edgeId);
        const over = samples.filter((s) =>
          classifySecond(
            {
              at: s.at.getTime(),
              connections: s.connections,
              dropped: dropsOf(s),
              bytes_in: s.bytesIn,
            },
            threshold,
          ),
        );
        const last = over.at(-1)?.at.getTime() ?? part.startedAt.getTime();
        await updatePart(tx, id, { endedAt: new Date(last + 1000) });
        const events = await refreshAttack(tx, part.attackId, false, now);
        await onEvents(tx, events);
        return events;
      })),
    );
  }
  return events;
}
