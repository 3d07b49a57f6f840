import { randomUUID } from 'node:crypto';
import type { AlertEvent } from '@palisade/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { alertDeliveries, attacks, networks, users } from '../../db/schema';
import { attackMail } from '../../mail/templates';
import type { AttackEvent } from '../attacks/refresh';
import { toAttack } from '../attacks/replies';
import { type AlertContext, alertTitle, attackFacts, discordBody, jsonBody } from './bodies';

type Delivery = typeof alertDeliveries.$inferInsert;

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
): Delivery {
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
    const [row] = await tx
      .select({ network: networks, ownerEmail: users.email })
      .from(networks)
      .innerJoin(users, eq(users.id, networks.ownerId))
      .where(eq(networks.id, e.networkId));
    const [attack] = await tx.select().from(attacks).where(eq(attacks.id, e.attackId));
    if (!row || !attack) continue;
    const context: AlertContext = {
      id: randomUUID(),
      event: e.event,
      createdAt: new Date(),
      network: { id: row.network.id, name: row.network.name },
      attack: toAttack(attack),
      historyUrl,
    };
    const deliveries: Delivery[] = [];
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
    if (deliveries.length > 0) await tx.insert(alertDeliveries).values(deliveries);
  }
}
