import { randomUUID } from 'node:crypto';
import type { WakePayload } from '@palisade/contract';
import { unseal } from '../../crypto';
import type { Db } from '../../db/client';
import { postWebhook } from '../../shared/webhook-post';
import { webhookSignature } from '../../shared/webhook-signature';
import { type BackendSetRow, claimMinute, recordWake, wakeableSets } from './queries';

/** How long a webhook receiver or a panel may take to answer. */
const timeoutMs = 10_000;

interface WakeOptions {
  dataKey: string;
  allowPrivate: boolean;
}

/** Pterodactyl's power action `start` (POST /api/client/servers/{identifier}/power). */
function startPterodactyl(set: BackendSetRow, options: WakeOptions) {
  const panel = set.pterodactylUrl.endsWith('/') ? set.pterodactylUrl : `${set.pterodactylUrl}/`;
  const url = new URL(
    `api/client/servers/${encodeURIComponent(set.pterodactylServer)}/power`,
    panel,
  );
  return postWebhook(
    url.toString(),
    JSON.stringify({ signal: 'start' }),
    {
      authorization: `Bearer ${unseal(set.pterodactylKeySealed, options.dataKey)}`,
      accept: 'application/json',
    },
    { allowPrivate: options.allowPrivate, timeoutMs },
  );
}

async function call(what: string, status: () => Promise<number>): Promise<string | null> {
  try {
    const answered = await status();
    return answered >= 200 && answered <= 299 ? null : `${what}: HTTP ${answered}`;
  } catch (error) {
    return `${what}: ${(error as Error).message}`;
  }
}

/**
 * Wakes the sets the edges asked for whose wake is on and whose minute is free: the signed
 * webhook and the Pterodactyl start, side by side, then the outcome for the dashboard.
 */
export async function wakeSets(db: Db, setIds: number[], options: WakeOptions): Promise<void> {
  if (setIds.length === 0) return;
  const rows = await wakeableSets(db, [...new Set(setIds)]);
  await Promise.all(
    rows.map(async ({ set, network }) => {
      if (!(await claimMinute(db, set.id))) return;
      const calls: Promise<string | null>[] = [];
      if (set.wakeWebhookUrl) {
        const payload: WakePayload = {
          id: randomUUID(),
          event: 'backend_set.wake',
          created_at: new Date().toISOString(),
          network: { id: network.id, name: network.name },
          backend_set: { id: set.id, name: set.name },
        };
        const body = JSON.stringify(payload);
        const headers: Record<string, string> = {
          'x-palisade-event': payload.event,
          'x-palisade-delivery': payload.id,
        };
        if (network.webhookSecret)
          headers['x-palisade-signature'] = webhookSignature(network.webhookSecret, body);
        calls.push(
          call('webhook', () =>
            postWebhook(set.wakeWebhookUrl, body, headers, {
              allowPrivate: options.allowPrivate,
              timeoutMs,
            }),
          ),
        );
      }
      if (set.pterodactylUrl && set.pterodactylKeySealed && set.pterodactylServer)
        calls.push(call('Pterodactyl', () => startPterodactyl(set, options)));
      const errors = (await Promise.all(calls)).filter((e): e is string => e !== null);
      await recordWake(db, set.id, errors.length === 0 ? null : errors.join('\n'));
    }),
  );
}
