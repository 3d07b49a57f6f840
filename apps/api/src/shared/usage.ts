import type { Db } from '../db/client';
import {
  chargesOf,
  insertCharge,
  networkPlanOf,
  networksDueCharge,
} from '../features/billing/queries';
import { rollupMarks } from '../features/telemetry/queries/reads';
import { post } from './ledger';
import { formatCents } from './money';
import { networkTotals } from './network-counters';

/**
 * Usage billing: each network includes its owner's plan's `included_bandwidth_gb` per calendar
 * month (UTC); bytes beyond it (in plus out, 1 GB = 10^9 bytes) cost `overage_cents_per_gb`,
 * rounded up to a whole cent. A month is charged once, after it closed and its days are rolled
 * up: the charge row's key (network, month) makes a second run a no-op.
 */
const gb = 1e9;

export const monthStart = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
};
const nextMonth = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
};

export const overageCents = (overageBytes: number, centsPerGb: number) =>
  Math.ceil((overageBytes * centsPerGb) / gb);

async function metered(db: Db, networkId: number, from: number, to: number) {
  const totals = await networkTotals(db, networkId, {
    from,
    to,
    resolution: 86_400,
    metering: true,
  });
  return { bytesIn: totals.bytesIn, bytesOut: totals.bytesOut };
}

/** Bytes (in plus out) the networks used in the current month so far, as billed. */
export async function monthBytes(db: Db, networkIds: number[], now = Date.now()) {
  const from = monthStart(now);
  let bytes = 0;
  for (const id of networkIds) {
    const { bytesIn, bytesOut } = await metered(db, id, from, now);
    bytes += bytesIn + bytesOut;
  }
  return bytes;
}

/** The current month so far against the allowance. */
export async function billingBandwidth(db: Db, networkId: number, now = Date.now()) {
  const from = monthStart(now);
  const plan = await networkPlanOf(db, networkId);
  const { bytesIn, bytesOut } = await metered(db, networkId, from, now);
  const bytes = bytesIn + bytesOut;
  const included = plan.includedGb * gb;
  const overage = Math.max(0, bytes - included);
  return {
    period_start: new Date(from).toISOString(),
    period_end: new Date(nextMonth(from)).toISOString(),
    bytes_in: bytesIn,
    bytes_out: bytesOut,
    bytes,
    included_bytes: included,
    overage_bytes: overage,
    overage_cents_per_gb: plan.centsPerGb,
    estimated_charge_cents: overageCents(overage, plan.centsPerGb),
  };
}

export async function billingCharges(db: Db, networkId: number) {
  const found = await chargesOf(db, networkId);
  return found.map((c) => ({
    period_start: c.periodStart.toISOString(),
    period_end: c.periodEnd.toISOString(),
    bytes: c.bytes,
    included_bytes: c.includedBytes,
    overage_bytes: c.overageBytes,
    cents_per_gb: c.centsPerGb,
    amount_cents: c.amountCents,
    charged_at: c.createdAt.toISOString(),
  }));
}

/** Charges one network's month once; answers the amount, or null when it was charged before. */
async function chargeMonth(db: Db, networkId: number, from: number) {
  const to = nextMonth(from);
  return db.transaction(async (tx) => {
    const plan = await networkPlanOf(tx, networkId);
    const { bytesIn, bytesOut } = await metered(tx, networkId, from, to);
    const bytes = bytesIn + bytesOut;
    const included = plan.includedGb * gb;
    const overage = Math.max(0, bytes - included);
    const amount = overageCents(overage, plan.centsPerGb);
    const fresh = await insertCharge(tx, {
      networkId,
      periodStart: new Date(from),
      periodEnd: new Date(to),
      bytes,
      includedBytes: included,
      overageBytes: overage,
      centsPerGb: plan.centsPerGb,
      amountCents: amount,
    });
    if (!fresh) return null;
    if (amount > 0) {
      const month = new Date(from).toISOString().slice(0, 7);
      await post(
        tx,
        plan.ownerId,
        -amount,
        'bandwidth',
        `Bandwidth of network "${plan.name}" in ${month}: ${(overage / gb).toFixed(2)} GB over the ${plan.includedGb} GB included, $${formatCents(amount)}`,
        { allowDebt: true },
      );
    }
    return amount;
  });
}

/**
 * Charges every network for each closed month whose days are all rolled up and that has no
 * charge yet (the last three months are looked at, so a long outage catches up).
 */
export async function chargeClosedMonths(db: Db, now = Date.now()) {
  const dailyMark = (await rollupMarks(db)).get(86_400);
  if (dailyMark === undefined) return 0;
  let charged = 0;
  let month = monthStart(now);
  for (let i = 0; i < 3; i++) {
    month = monthStart(month - 1);
    const end = nextMonth(month);
    if (dailyMark < end) continue;
    for (const networkId of await networksDueCharge(db, month, end)) {
      if ((await chargeMonth(db, networkId, month)) !== null) charged += 1;
    }
  }
  return charged;
}
