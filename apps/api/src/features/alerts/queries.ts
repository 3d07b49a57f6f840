import type { AlertDelivery } from '@palisade/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alertDeliveries } from '../../db/schema';
import type { DeliveryRow } from './dispatcher';

export const toDelivery = (row: DeliveryRow): AlertDelivery => ({
  id: row.id,
  channel: row.channel,
  event: row.event,
  attack_id: row.attackId,
  target: row.target,
  format: row.format,
  status: row.status,
  attempts: row.attempts,
  response_status: row.responseStatus,
  error: row.error,
  next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  delivered_at: row.deliveredAt?.toISOString() ?? null,
});

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
