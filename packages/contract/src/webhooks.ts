import { z } from 'zod';
import { attack } from './attacks';
import { isoDate, networkParams } from './common';
import { defineRoute } from './route';

export const alertEvents = ['attack.started', 'attack.updated', 'attack.ended', 'test'] as const;
export const alertEvent = z.enum(alertEvents);
export type AlertEvent = z.infer<typeof alertEvent>;

/**
 * The body of a JSON webhook (Discord webhooks get an embed instead). Signed with HMAC-SHA256
 * of these exact bytes under the network's `webhook_secret`: `X-Palisade-Signature: sha256=<hex>`.
 */
export const webhookPayload = z
  .object({
    id: z.uuid().meta({ description: 'The delivery; the same on every retry of it.' }),
    event: alertEvent,
    created_at: isoDate,
    network: z.object({ id: z.number().int(), name: z.string() }),
    attack: attack.nullable().meta({ description: 'The attack as it stood; null for `test`.' }),
  })
  .meta({ id: 'WebhookPayload' });
export type WebhookPayload = z.infer<typeof webhookPayload>;

export const alertDelivery = z
  .object({
    id: z.uuid(),
    channel: z.enum(['webhook', 'email']),
    event: alertEvent,
    attack_id: z.number().int().nullable(),
    target: z.string().meta({ description: 'The webhook URL or the e-mail address.' }),
    format: z.enum(['discord', 'json', 'email']),
    status: z.enum(['pending', 'delivered', 'failed']),
    attempts: z.number().int(),
    response_status: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'HTTP status of the last attempt.' }),
    error: z.string().nullable().meta({ description: 'Why the last attempt failed.' }),
    next_attempt_at: isoDate.nullable(),
    created_at: isoDate,
    delivered_at: isoDate.nullable(),
  })
  .meta({ id: 'AlertDelivery' });
export type AlertDelivery = z.infer<typeof alertDelivery>;

const tags = ['Webhooks'] as const;

export const webhookRoutes = {
  listAlertDeliveries: defineRoute({
    method: 'GET',
    path: '/networks/:id/webhooks/deliveries',
    auth: 'user',
    scope: 'network',
    permission: 'read_network',
    summary: 'The delivery log of attack webhooks and e-mails, newest first',
    tags,
    params: networkParams,
    query: z.object({
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      per_page: z.coerce.number().int().min(1).max(100).default(25),
    }),
    reply: z.object({
      deliveries: z.array(alertDelivery),
      total: z.number().int(),
      page: z.number().int(),
      per_page: z.number().int(),
    }),
  }),
  testWebhook: defineRoute({
    method: 'POST',
    path: '/networks/:id/webhooks/test',
    auth: 'user',
    scope: 'network',
    permission: 'update_network',
    summary: "Send a test event to the network's webhook now and answer how it went",
    tags,
    params: networkParams,
    reply: alertDelivery,
  }),
} as const;
