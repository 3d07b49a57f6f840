import { randomUUID } from 'node:crypto';
import type { AlertEvent } from '@palisade/contract';
import type { Tx } from '../../db/client';
import { attackMail } from '../../mail/templates';
import { findAttack } from '../attacks/queries';
import type { AttackEvent } from '../attacks/refresh';
import { toAttack } from '../attacks/replies';
import { networkWithOwnerEmail } from '../networks/queries';
import { type AlertContext, alertTitle, attackFacts, discordBody, jsonBody } from './bodies';
import { insertDeliveries, type NewDelivery } from './queries';

const intros: Record<AlertEvent, string> = {
  'attack.started': 'Palisade detected an attack on your network and is mitigating it.',
  'attack.updated': 'The attack on your network is still going on.',
  'attack.ended': 'The attack on your network has ended.',
  test: 'This is a test of your attack alerts.',
};

/** The webhook delivery for an event, in the network's `webhook_type`. */
export function webhookDelivery(
  url: string,
  format: 'discord' | 'json',
  context: AlertContext,
  attackId: number | null,
  maxAttempts: number,
): NewDelivery {
  return {
    id: context.id,
    networkId: context.network.id,
    attackId,
    channel: 'webhook',
    event: context.event,
    target: url,
    format,
    body: format === 'discord' ? discordBody(context) : jsonBody(context),
    maxAttempts,
    nextAttemptAt: context.createdAt,
  };
}

/**
 * Queues the webhook (when the network has a URL) and the owner's e-mail (when
 * `attack_emails` is on; starts and ends only) for each event, in the caller's transaction:
 * the alerts exist exactly when the attack change that caused them was stored.
 */
export async function enqueueAttackAlerts(
  tx: Tx,
  events: AttackEvent[],
  options: { publicUrl: string; maxAttempts: number },
) {
  const historyUrl = `${options.publicUrl}/networks/attack-history`;
  for (const e of events) {
    const row = await networkWithOwnerEmail(tx, e.networkId);
    const attack = await findAttack(tx, e.networkId, e.attackId);
    if (!row || !attack) continue;
    const context: AlertContext = {
      id: randomUUID(),
      event: e.event,
      createdAt: new Date(),
      network: { id: row.network.id, name: row.network.name },
      attack: toAttack(attack),
      historyUrl,
    };
    const deliveries: NewDelivery[] = [];
    if (row.network.webhookUrl)
      deliveries.push(
        webhookDelivery(
          row.network.webhookUrl,
          row.network.webhookType,
          context,
          attack.id,
          options.maxAttempts,
        ),
      );
    if (row.network.attackEmails && e.event !== 'attack.updated' && context.attack) {
      const mail = attackMail(
        row.ownerEmail,
        `${alertTitle(context)} (${context.attack.peak_cps} connections/s)`,
        intros[e.event],
        attackFacts(context.attack, context.createdAt),
        historyUrl,
      );
      deliveries.push({
        id: randomUUID(),
        networkId: row.network.id,
        attackId: attack.id,
        channel: 'email',
        event: e.event,
        target: row.ownerEmail,
        format: 'email',
        body: JSON.stringify(mail),
        maxAttempts: options.maxAttempts,
        nextAttemptAt: context.createdAt,
      });
    }
    await insertDeliveries(tx, deliveries);
  }
}
