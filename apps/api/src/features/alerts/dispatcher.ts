import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { alertDeliveries, networks } from '../../db/schema';
import type { Mail, Mailer } from '../../mail/mailer';
import { postWebhook, undelivered } from '../../shared/webhook-post';
import { webhookSignature } from '../../shared/webhook-signature';
import { RefusedTarget } from '../../shared/webhook-target';
import type { AttackEvent } from '../attacks/refresh';
import { enqueueAttackAlerts } from './enqueue';

export type DeliveryRow = typeof alertDeliveries.$inferSelect;

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

/** Takes up to `limit` due deliveries (or the one named) for this process, with a lease. */
async function claim(db: Db, leaseMs: number, limit: number, id?: string): Promise<DeliveryRow[]> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: alertDeliveries.id })
      .from(alertDeliveries)
      .where(
        and(
          eq(alertDeliveries.status, 'pending'),
          id === undefined ? lte(alertDeliveries.nextAttemptAt, now) : eq(alertDeliveries.id, id),
          or(isNull(alertDeliveries.leaseUntil), lt(alertDeliveries.leaseUntil, now)),
        ),
      )
      .orderBy(asc(alertDeliveries.nextAttemptAt))
      .limit(limit)
      // Another process's rows are skipped, not waited for: each delivery goes out once.
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(alertDeliveries)
      .set({
        leaseUntil: new Date(now.getTime() + leaseMs),
        attempts: sql`${alertDeliveries.attempts} + 1`,
      })
      .where(
        inArray(
          alertDeliveries.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

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
        const [network] = await db
          .select({ secret: networks.webhookSecret })
          .from(networks)
          .where(eq(networks.id, row.networkId));
        const headers: Record<string, string> = {
          'x-palisade-event': row.event,
          'x-palisade-delivery': row.id,
        };
        if (network?.secret)
          headers['x-palisade-signature'] = webhookSignature(network.secret, row.body);
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
    const [updated] = await db
      .update(alertDeliveries)
      .set({
        status: delivered ? 'delivered' : last ? 'failed' : 'pending',
        responseStatus,
        error,
        leaseUntil: null,
        nextAttemptAt:
          delivered || last ? null : new Date(Date.now() + delay * (0.9 + Math.random() * 0.2)),
        deliveredAt: delivered ? new Date() : null,
      })
      .where(eq(alertDeliveries.id, row.id))
      .returning();
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
