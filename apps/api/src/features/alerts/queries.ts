import { and, asc, count, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { alertDeliveries } from '../../db/schema';

export type DeliveryRow = typeof alertDeliveries.$inferSelect;
export type NewDelivery = typeof alertDeliveries.$inferInsert;

export async function deliveryPage(db: Db, networkId: number, page: number, perPage: number) {
  const where = eq(alertDeliveries.networkId, networkId);
  const rows = await db
    .select()
    .from(alertDeliveries)
    .where(where)
    .orderBy(desc(alertDeliveries.createdAt), desc(alertDeliveries.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await db.select({ n: count() }).from(alertDeliveries).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Stores a delivery to be sent (the dispatcher sends what is pending). */
export async function insertDelivery(db: Db, delivery: NewDelivery): Promise<DeliveryRow> {
  const [row] = await db.insert(alertDeliveries).values(delivery).returning();
  if (!row) throw new Error('delivery insert returned nothing');
  return row;
}

/** Stores an event's deliveries in the caller's transaction. */
export async function insertDeliveries(tx: Tx, deliveries: NewDelivery[]): Promise<void> {
  if (deliveries.length > 0) await tx.insert(alertDeliveries).values(deliveries);
}

/** Takes up to `limit` due deliveries (or the one named) for this process, with a lease. */
export async function claimDeliveries(
  db: Db,
  leaseMs: number,
  limit: number,
  id?: string,
): Promise<DeliveryRow[]> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: alertDeliveries.id })
      .from(alertDeliveries)
      .where(
        and(
          eq(alertDeliveries.status, 'pending'),
          id === undefined ? lte(alertDeliveries.nextAttemptAt, now) : eq(alertDeliveries.id, id),
          or(isNull(alertDeliveries.leaseUntil), lt(alertDeliveries.leaseUntil, now)),
        ),
      )
      .orderBy(asc(alertDeliveries.nextAttemptAt))
      .limit(limit)
      // Another process's rows are skipped, not waited for: each delivery goes out once.
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(alertDeliveries)
      .set({
        leaseUntil: new Date(now.getTime() + leaseMs),
        attempts: sql`${alertDeliveries.attempts} + 1`,
      })
      .where(
        inArray(
          alertDeliveries.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

/** Writes how an attempt went and releases the lease; undefined when the delivery is gone. */
export async function recordAttempt(
  db: Db,
  id: string,
  outcome: Pick<
    NewDelivery,
    'status' | 'responseStatus' | 'error' | 'nextAttemptAt' | 'deliveredAt'
  >,
): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .update(alertDeliveries)
    .set({ ...outcome, leaseUntil: null })
    .where(eq(alertDeliveries.id, id))
    .returning();
  return row;
}
