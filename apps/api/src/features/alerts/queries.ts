import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alertDeliveries } from '../../db/schema';
import type { DeliveryRow } from './dispatcher';

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
export async function insertDelivery(
  db: Db,
  delivery: typeof alertDeliveries.$inferInsert,
): Promise<DeliveryRow> {
  const [row] = await db.insert(alertDeliveries).values(delivery).returning();
  if (!row) throw new Error('delivery insert returned nothing');
  return row;
}
