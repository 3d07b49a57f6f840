import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, account, type Harness, startHarness } from '../../../test/harness';
import { users } from '../../db/schema';
import { post } from '../../shared/ledger';
import { periodMs } from './change-plan';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const subscription = (a: Account) => a.route('getSubscription');
const change = (a: Account, plan_id: unknown) =>
  a.route('changeSubscription', { body: { plan_id } });

describe('billing', () => {
  it('lists the plans with prices and limits', async () => {
    const a = await account(h);
    const plans = (await a.route('listPlans')).body.data;
    expect(plans.map((p) => [p.name, p.price, p.level])).toEqual([
      ['Free', '0.00', 0],
      ['Pro', '20.00', 1],
      ['Business', '100.00', 2],
      ['Enterprise', '500.00', 3],
    ]);
    expect(plans[0]?.limits).toMatchObject({
      networks: 1,
      domains_per_network: 3,
      overage_per_gb: '0.05',
    });
  });

  it('starts on Free, and an upgrade is paid from the balance', async () => {
    const a = await account(h);
    expect((await subscription(a)).body.data).toMatchObject({
      plan: { name: 'Free' },
      renews_at: null,
      balance: '0.00',
      usage: { networks: 0, tunnels: 0 },
    });

    const poor = await change(a, 2);
    expect(poor.statusCode).toBe(402);
    expect(poor.body.code).toBe('INSUFFICIENT_BALANCE');
    expect((await subscription(a)).body.data.plan.name).toBe('Free');

    await post(h.deps.db, a.id, 2550, 'credit', 'top-up');
    const pro = await change(a, 2);
    expect(pro.statusCode).toBe(200);
    expect(pro.body.data).toMatchObject({ plan: { name: 'Pro' }, balance: '5.50' });
    expect(Date.parse(pro.body.data.renews_at ?? '') - Date.now()).toBeGreaterThan(
      periodMs - 60_000,
    );
    const summary = (await a.route('summary')).body.data;
    expect(summary).toMatchObject({ commit_level: '1', balance: 5.5, balance_cents: 550 });

    const same = await change(a, 2);
    expect(same.body.data.balance).toBe('5.50');
    expect((await change(a, 99)).statusCode).toBe(404);
    expect((await change(a, 'abc')).statusCode).toBe(400);
    // No plan at all, which the contract does not type: sent raw on purpose.
    expect((await a.call('PATCH', '/billing/subscription', {})).statusCode).toBe(400);
  });

  it('charges the prorated difference for an upgrade within the period', async () => {
    const a = await account(h);
    await post(h.deps.db, a.id, 20_000, 'credit', 'top-up');
    await change(a, 2);
    const renewsAt = new Date(Date.now() + 15 * 86_400_000);
    await h.deps.db.update(users).set({ planRenewsAt: renewsAt }).where(eq(users.id, a.id));
    const before = Date.now();
    const business = await change(a, 3);
    const after = Date.now();
    const cents = (balance: string) => Math.round(Number(balance) * 100);
    const charged = 18_000 - cents(business.body.data.balance);
    const high = Math.round((8000 * (renewsAt.getTime() - before)) / periodMs);
    const low = Math.round((8000 * (renewsAt.getTime() - after)) / periodMs);
    expect(charged).toBeGreaterThanOrEqual(low);
    expect(charged).toBeLessThanOrEqual(high);
    expect(business.body.data.renews_at).toBe(renewsAt.toISOString());
  });

  it('previews what a change charges, as the change then charges it', async () => {
    const preview = (a: Account, plan_id: unknown) =>
      a.route('previewSubscriptionChange', { query: { plan_id } });
    const a = await account(h);
    expect((await preview(a, 1)).body.data).toMatchObject({ kind: 'same', charge: '0.00' });
    expect((await preview(a, 2)).body.data).toMatchObject({ kind: 'start', charge: '20.00' });
    await post(h.deps.db, a.id, 20_000, 'credit', 'top-up');
    await change(a, 2);
    const renewsAt = new Date(Date.now() + 10 * 86_400_000);
    await h.deps.db.update(users).set({ planRenewsAt: renewsAt }).where(eq(users.id, a.id));
    const shown = (await preview(a, 3)).body.data;
    expect(shown.kind).toBe('upgrade');
    expect(shown.renews_at).toBe(renewsAt.toISOString());
    const balanceBefore = 18_000;
    const after = await change(a, 3);
    const charged = balanceBefore - Math.round(Number(after.body.data.balance) * 100);
    // The change runs a moment after the preview: at most a cent apart.
    expect(Math.abs(charged - shown.charge_cents)).toBeLessThanOrEqual(1);
    expect((await preview(a, 1)).body.data).toMatchObject({ kind: 'free', charge: '0.00' });
    expect((await preview(a, 99)).statusCode).toBe(404);
    expect((await preview(a, 'x')).statusCode).toBe(400);
  });

  it('refuses a downgrade the account has outgrown, and allows it once it fits', async () => {
    const a = await account(h);
    await post(h.deps.db, a.id, 2000, 'credit', 'top-up');
    await change(a, 2);
    const first = (await a.route('createNetwork', { body: { name: 'one' } })).body.data;
    await a.route('createNetwork', { body: { name: 'two' } });
    const refused = await change(a, 1);
    expect(refused.statusCode).toBe(402);
    expect(refused.body).toMatchObject({ code: 'PLAN_LIMIT' });
    expect(refused.body.message).toContain('2 networks (allows 1)');
    await a.route('deleteNetwork', { params: { id: String(first.id) } });
    const free = await change(a, 1);
    expect(free.body.data).toMatchObject({
      plan: { name: 'Free' },
      renews_at: null,
      balance: '0.00',
    });
  });

  it('pages the ledger newest first', async () => {
    const a = await account(h);
    for (const cents of [100, 200, 300])
      await post(h.deps.db, a.id, cents, 'credit', `credit ${cents}`);
    await post(h.deps.db, a.id, -50, 'bandwidth', 'bandwidth');
    const first = (await a.route('listLedger', { query: { limit: 3 } })).body.data;
    expect(first.entries.map((e) => [e.amount, e.balance_after, e.kind])).toEqual([
      ['-0.50', '5.50', 'bandwidth'],
      ['3.00', '6.00', 'credit'],
      ['2.00', '3.00', 'credit'],
    ]);
    const second = (await a.route('listLedger', { query: { limit: 3, before: first.next_before } }))
      .body.data;
    expect(second).toEqual({
      entries: [expect.objectContaining({ amount: '1.00' })],
      next_before: null,
    });
    expect((await a.route('listLedger', { query: { limit: 0 } })).statusCode).toBe(400);
  });
});
