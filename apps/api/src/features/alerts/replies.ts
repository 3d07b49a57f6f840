import type { AlertDelivery } from '@palisade/contract';
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
