import type { TelemetryBucket } from '@palisade/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertLocation } from '../../test/fixtures';
import { type Account, account, type Harness, startHarness } from '../../test/harness';
import { noDrops } from '../db/drops';
import { ledgerEntries, users } from '../db/schema';
import { createEdgeToken } from '../features/edge-sync/tokens';
import { ingestBatch } from '../features/telemetry/ingest';
import { rollUpNow } from '../features/telemetry/jobs';
import { chargeClosedMonths, monthStart } from './usage';

/**
 * Usage billing end to end: traffic of last month is stored by the ingest (the route refuses
 * counters older than three hours, so last month's are stored as an imported batch would be),
 * rolled up, and the month's overage lands on the ledger once, however often the job runs.
 */

let h: Harness;
let owner: Account;
let token: string;
let edgeId: number;
let networkId: number;
const gb = 1e9;

const bucket = (start: number, bytesIn: number, bytesOut: number): TelemetryBucket => ({
  network_id: networkId,
  start,
  connections: 1,
  status_pings: 0,
  logins: 0,
  dropped: noDrops,
  bytes_in: bytesIn,
  bytes_out: bytesOut,
  players: 0,
  by_protocol: {},
  by_domain: {},
  by_country: {},
  sources: [],
});

beforeAll(async () => {
  h = await startHarness();
  const location = await insertLocation(h, `us${Date.now()}`);
  ({ token, id: edgeId } = await createEdgeToken(h.deps.db, location.id, 'usage'));
  owner = await account(h);
  networkId = (await owner.route('createNetwork', { body: { name: 'metered' } })).body.data.id;
});
afterAll(() => h.close());

describe('usage billing', () => {
  it('charges bandwidth beyond the allowance of a closed month once', async () => {
    const now = Date.now();
    const lastMonth = monthStart(monthStart(now) - 1);
    // Free includes 100 GB a month at 5 cents per GB beyond: 130.5 GB in and out is 30.5 GB over.
    const stored = await ingestBatch(h.deps.db, edgeId, {
      seq: 1,
      buckets: [
        bucket(lastMonth + 3 * 86_400_000, 60 * gb, 20 * gb),
        bucket(lastMonth + 20 * 86_400_000 + 10_000, 0.5 * gb, 50 * gb),
      ],
      sessions: [],
      refusals: [],
      attacks: [],
    });
    expect(stored).toBe(true);
    const reply = await h.route(
      'edgeTelemetry',
      {
        body: {
          seq: 2,
          buckets: [bucket(Math.floor(now / 10_000) * 10_000 - 60_000, 2 * gb, 1 * gb)],
          sessions: [],
        },
      },
      { 'x-edge-token': token },
    );
    expect(reply.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await rollUpNow(h.deps.db, now, lastMonth)).not.toBeNull());

    expect(await chargeClosedMonths(h.deps.db, now)).toBeGreaterThanOrEqual(1);
    expect(await chargeClosedMonths(h.deps.db, now)).toBe(0);

    const params = { id: String(networkId) };
    const charges = await owner.route('statsBillingCharges', { params });
    expect(charges.body.data).toEqual([
      {
        period_start: new Date(lastMonth).toISOString(),
        period_end: new Date(monthStart(now)).toISOString(),
        bytes: 130.5 * gb,
        included_bytes: 100 * gb,
        overage_bytes: 30.5 * gb,
        cents_per_gb: 5,
        amount_cents: 153,
        charged_at: expect.any(String),
      },
    ]);
    const entries = await h.deps.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, owner.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ amountCents: -153, kind: 'bandwidth' });
    // The traffic was carried already: the charge stands even on an empty balance.
    const [me] = await h.deps.db.select().from(users).where(eq(users.id, owner.id));
    expect(me?.balanceCents).toBe(-153);

    const usage = await owner.route('statsBillingBandwidth', { params });
    expect(usage.body.data).toMatchObject({
      period_start: new Date(monthStart(now)).toISOString(),
      bytes: 3 * gb,
      overage_bytes: 0,
      estimated_charge_cents: 0,
    });
  });
});
