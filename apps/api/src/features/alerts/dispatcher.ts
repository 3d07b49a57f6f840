import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import type { Mail, Mailer } from '../../mail/mailer';
import { postWebhook, undelivered } from '../../shared/webhook-post';
import { webhookSignature } from '../../shared/webhook-signature';
import { RefusedTarget } from '../../shared/webhook-target';
import type { AttackEvent } from '../attacks/refresh';
import { webhookSecretOf } from '../networks/queries';
import { enqueueAttackAlerts } from './enqueue';
import { claimDeliveries as claim, type DeliveryRow, recordAttempt } from './queries';

export interface AlertTiming {
  /** Wait before each retry; one more attempt than there are entries. */
  retryDelaysMs: number[];
  /** How often each process looks for due deliveries (others' and retries). */
  pollMs: number;
  /** How long a process holds a delivery it is sending before another may take it. */
  leaseMs: number;
  /** How long a webhook receiver may take to answer. */
  timeoutMs: number;
}

/** Eight attempts over about five hours. */
export const defaultAlertTiming: AlertTiming = {
  retryDelaysMs: [10_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 10_800_000],
  pollMs: 1000,
  leaseMs: 60_000,
  timeoutMs: 10_000,
};

/**
 * Sends queued attack webhooks and e-mails. Every API process runs one; they share the queue
 * in the database, so deliveries survive a restart and go out once however many processes
 * run. A failed attempt is retried after the next delay of `retryDelaysMs` (with ±10 % jitter)
 * until the attempts run out; a refused (non-public) target is not retried.
 */
export function createAlertDispatcher(options: {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  allowPrivate: boolean;
  timing: AlertTiming;
}) {
  const { db, timing } = options;
  const maxAttempts = timing.retryDelaysMs.length + 1;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  async function attempt(row: DeliveryRow): Promise<DeliveryRow> {
    let responseStatus: number | null = null;
    let error: string | null = null;
    /** Why it failed, for the operator's log only: the row says `undelivered`. */
    let cause: string | null = null;
    let retry = true;
    try {
      if (row.channel === 'email') {
        await options.mailer.send(JSON.parse(row.body) as Mail);
      } else {
        const secret = await webhookSecretOf(db, row.networkId);
        const headers: Record<string, string> = {
          'x-palisade-event': row.event,
          'x-palisade-delivery': row.id,
        };
        if (secret) headers['x-palisade-signature'] = webhookSignature(secret, row.body);
        responseStatus = await postWebhook(row.target, row.body, headers, {
          allowPrivate: options.allowPrivate,
          timeoutMs: timing.timeoutMs,
        });
        if (responseStatus < 200 || responseStatus > 299)
          error = `the receiver answered HTTP ${responseStatus}`;
      }
    } catch (failure) {
      cause = (failure as Error).message;
      // A mail server's error is the operator's business too.
      error = undelivered;
      if (failure instanceof RefusedTarget) retry = false;
    }
    const delivered = error === null;
    const last = !retry || row.attempts >= row.maxAttempts;
    const delay = timing.retryDelaysMs[row.attempts - 1] ?? 0;
    const updated = await recordAttempt(db, row.id, {
      status: delivered ? 'delivered' : last ? 'failed' : 'pending',
      responseStatus,
      error,
      nextAttemptAt:
        delivered || last ? null : new Date(Date.now() + delay * (0.9 + Math.random() * 0.2)),
      deliveredAt: delivered ? new Date() : null,
    });
    if (!delivered)
      options.log.warn(
        { delivery: row.id, attempt: row.attempts, error: cause ?? error },
        last ? 'alert delivery failed for good' : 'alert delivery failed; will retry',
      );
    return updated ?? row;
  }

  async function drain() {
    for (;;) {
      const rows = await claim(db, timing.leaseMs, 10);
      await Promise.all(rows.map(attempt));
      if (rows.length < 10) return;
    }
  }

  /** Runs a pass now, or right after the one under way. */
  function wake(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((err: unknown) => options.log.warn({ err }, 'alert dispatch failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void wake();
        }
      });
    return running;
  }

  return {
    maxAttempts,
    /** Queues the alerts of attack events inside the transaction that stored them. */
    enqueue: (tx: Tx, events: AttackEvent[]) =>
      enqueueAttackAlerts(tx, events, { publicUrl: options.publicUrl, maxAttempts }),
    wake,
    /** Sends one queued delivery now (the test call), unless another process has it. */
    async deliverNow(id: string): Promise<DeliveryRow | null> {
      const [row] = await claim(db, timing.leaseMs, 1, id);
      return row ? attempt(row) : null;
    },
    start() {
      if (timer) return;
      timer = setInterval(() => void wake(), timing.pollMs);
      timer.unref();
      void wake();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      again = false;
      await running;
    },
  };
}
export type AlertDispatcher = ReturnType<typeof createAlertDispatcher>;
