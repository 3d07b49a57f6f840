import type { AlertDelivery } from '@palisade/contract';
import { maskedUrl } from '../../shared/masked-url';
import type { DeliveryRow } from './queries';

/** A delivery; a webhook's target masked unless `revealUrl` (the caller holds `update_webhooks`). */
export const toDelivery = (row: DeliveryRow, revealUrl: boolean): AlertDelivery => ({
  id: row.id,
  channel: row.channel,
  event: row.event,
  attack_id: row.attackId,
  target: row.channel === 'webhook' && !revealUrl ? maskedUrl(row.target) : row.target,
  format: row.format,
  status: row.status,
  attempts: row.attempts,
  response_status: row.responseStatus,
  error: row.error,
  next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  delivered_at: row.deliveredAt?.toISOString() ?? null,
});
