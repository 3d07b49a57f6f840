import { createHmac } from 'node:crypto';

/**
 * The `X-Palisade-Signature` of a webhook body: HMAC-SHA256 of its exact bytes under the
 * network's `webhook_secret` (docs/api.md#webhooks).
 */
export const webhookSignature = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
