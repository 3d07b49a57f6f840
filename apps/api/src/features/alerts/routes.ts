import { randomUUID } from 'node:crypto';
import type { webhookRoutes } from '@palisade/contract';
import { badRequest } from '../../errors';
import type { Handlers } from '../../plugins/handlers';
import { type Limit, spendLimits } from '../account/throttle';
import { webhookDelivery } from './enqueue';
import { deliveryPage, insertDelivery } from './queries';
import { toDelivery } from './replies';

/**
 * Tests per network and per account, across all its networks (docs/security.md): each one is a
 * connection from the API host to wherever the URL points, sent whether or not it arrives.
 */
const testLimits = (networkId: number, ownerId: number): Limit[] => [
  { key: `webhook-test:network:${networkId}`, max: 5, windowSeconds: 600 },
  { key: `webhook-test:account:${ownerId}`, max: 15, windowSeconds: 3600 },
];

export const webhookHandlers: Handlers<typeof webhookRoutes> = {
  async listAlertDeliveries({ network, query, deps }) {
    const { rows, total } = await deliveryPage(deps.db, network.row.id, query.page, query.per_page);
    const reveal = network.perms.update_webhooks;
    return {
      deliveries: rows.map((row) => toDelivery(row, reveal)),
      total,
      page: query.page,
      per_page: query.per_page,
    };
  },

  async testWebhook({ network, deps }) {
    const url = network.row.webhookUrl;
    if (!url) throw badRequest('WEBHOOK_NOT_SET', 'Set a webhook URL for this network first.');
    await spendLimits(deps.db, testLimits(network.row.id, network.row.ownerId));
    const delivery = webhookDelivery(
      url,
      network.row.webhookType,
      {
        id: randomUUID(),
        event: 'test',
        createdAt: new Date(),
        network: { id: network.row.id, name: network.row.name },
        attack: null,
        historyUrl: `${deps.config.publicUrl}/networks/attack-history`,
      },
      null,
      1,
    );
    // Sent in this request, once: the caller wants to know now whether the receiver answers. The
    // dispatcher's poll leaves it to this request, unless this process dies before sending it.
    const row = await insertDelivery(deps.db, {
      ...delivery,
      nextAttemptAt: new Date(Date.now() + 60_000),
    });
    return toDelivery((await deps.alerts.deliverNow(row.id)) ?? row, network.perms.update_webhooks);
  },
};
