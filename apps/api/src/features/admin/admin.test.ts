import type { RouteReply, Routes } from '@palisade/contract';
import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowTestNets } from '../../../test/fixtures';
import {
  type Account,
  account,
  bearer,
  type Harness,
  operatorAccount,
  password,
  startHarness,
} from '../../../test/harness';
import { noDrops } from '../../db/drops';
import { attacks, bedrockTunnels, plans } from '../../db/schema';
import { monthStart } from '../../shared/usage';

let h: Harness;
let operator: Account;
let customer: Account;
let networkId: number;
let domain: string;

beforeAll(async () => {
  h = await startHarness();
  await allowTestNets(h);
  operator = await operatorAccount(h);
  customer = await account(h);
  networkId = (await customer.route('createNetwork', { body: { name: 'castle' } })).body.data.id;
  const params = { id: String(networkId) };
  const set = await customer.route('createBackendSet', {
    params,
    body: { name: 's', backends: ['10.0.0.1:25565'] },
  });
  domain = `castle${Date.now()}.example.com`;
  const added = await customer.route('addDomain', {
    params,
    body: { name: domain, backend_set_id: set.body.data.id },
  });
  expect(added.statusCode, JSON.stringify(added.body)).toBe(200);
  // Verified as the DNS check would (its own tests go through a DNS server).
  await h.deps.db.execute(
    sql`update domains set verified_at = now() where name = ${domain.toLowerCase()}`,
  );
});
afterAll(() => h.close());

const newLocation = (id: string) => ({
  id,
  name: 'Frankfurt',
  region: 'eu',
  address: '203.0.113.10',
  allowed_backends: ['10.1.0.0/16', '127.0.0.1:25566'],
});

/** The audit's newest entries for an action, as the operator reads them. */
async function audited(action: string) {
  const reply = await operator.route('adminAudit', { query: { action } });
  expect(reply.statusCode).toBe(200);
  return reply.body.data.entries;
}

describe('locations', () => {
  it('adds, edits and removes a location, refusing what would break it', async () => {
    const id = `fra${Date.now().toString(36)}`;
    const created = await operator.route('adminCreateLocation', { body: newLocation(id) });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      id,
      bedrock_ports: { first: 19132, last: 19199 },
      allowed_backends: ['10.1.0.0/16', '127.0.0.1:25566'],
      country: null,
      tunnels: 0,
    });
    expect(
      (await operator.route('adminCreateLocation', { body: newLocation(id) })).body,
    ).toMatchObject({ status: 409, code: 'DUPLICATE' });
    const bad = await operator.route('adminCreateLocation', {
      body: { ...newLocation(`x${id}`), allowed_backends: ['localhost'] },
    });
    expect(bad.body).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(JSON.stringify(bad.body)).toContain('Not a range: localhost');
    // The address goes into the DNS zone's record code: only an address's or a name's characters.
    const quoted = await operator.route('adminCreateLocation', {
      body: { ...newLocation(`q${id}`), address: "2001:db8::1'}" },
    });
    expect(quoted.body).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(JSON.stringify(quoted.body)).toContain('Use an IP address or a host name.');
    const reversed = await h.request({
      method: 'POST',
      url: '/api/v1/admin/locations',
      headers: bearer(operator.token),
      payload: { ...newLocation(`y${id}`), bedrock_ports: { first: 2, last: 1 } },
    });
    expect(reversed.body).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });

    const params = { locationId: id };
    const edited = await operator.route('adminUpdateLocation', {
      params,
      body: { name: 'Frankfurt 2', bedrock_ports: { first: 19200, last: 19300 }, country: 'de' },
    });
    expect(edited.body.data).toMatchObject({
      name: 'Frankfurt 2',
      bedrock_ports: { first: 19200, last: 19300 },
      country: 'DE',
    });
    // A code of the right shape that is no country: the DNS could place it nowhere.
    const nowhere = await operator.route('adminUpdateLocation', {
      params,
      body: { country: 'XX' },
    });
    expect(nowhere.body).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(JSON.stringify(nowhere.body)).toContain('No country XX');
    expect((await operator.route('adminUpdateLocation', { params, body: {} })).body).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
    });

    const set = (await customer.route('listBackendSets', { params: { id: String(networkId) } }))
      .body.data[0];
    await h.deps.db.insert(bedrockTunnels).values({
      networkId,
      name: 'pocket',
      backendSetId: Number(set?.id),
      locationId: id,
      port: 19250,
    });
    const outside = await operator.route('adminUpdateLocation', {
      params,
      body: { bedrock_ports: { first: 19200, last: 19210 } },
    });
    expect(outside.body).toMatchObject({ status: 409, code: 'IN_USE' });
    expect(JSON.stringify(outside.body)).toContain('19250');
    const inUse = await operator.route('adminDeleteLocation', { params });
    expect(inUse.body).toMatchObject({ status: 409, code: 'IN_USE' });
    expect(JSON.stringify(inUse.body)).toContain(
      'Bedrock tunnel \\"pocket\\" of network \\"castle\\"',
    );

    await h.deps.db.execute(sql`delete from bedrock_tunnels where location_id = ${id}`);
    expect((await operator.route('adminDeleteLocation', { params })).body.data).toEqual({ id });
    expect((await operator.route('adminDeleteLocation', { params })).body).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    const list = await operator.route('adminListLocations');
    expect(list.body.data.map((l) => l.id)).not.toContain(id);

    const trail = await operator.route('adminAudit', { query: { target: id } });
    expect(trail.body.data.entries.map((e) => e.action)).toEqual([
      'location.remove',
      'location.update',
      'location.create',
    ]);
    expect(trail.body.data.entries[0]).toMatchObject({
      operator: operator.email,
      source: expect.stringMatching(/^10\./),
    });
  });
});

describe('edge tokens and the fleet', () => {
  it('issues a token once, shows its edge on the fleet, and revokes it', async () => {
    const id = `edge${Date.now().toString(36)}`;
    await operator.route('adminCreateLocation', { body: newLocation(id) });
    const created = await operator.route('adminCreateEdgeToken', {
      body: { location_id: id, name: 'fra-1' },
    });
    expect(created.statusCode).toBe(201);
    const { token, command } = created.body.data;
    expect(token).toMatch(/^pal_edge_[A-Za-z0-9_-]{43}$/);
    expect(command).toBe(
      `PALISADE_EDGE_TOKEN=${token} npx palisade edge --api http://palisade.test`,
    );
    const listed = await operator.route('adminListEdgeTokens');
    expect(JSON.stringify(listed.body.data)).not.toContain(token);
    expect(listed.body.data.find((t) => t.id === created.body.data.id)).toMatchObject({
      last_seen_at: null,
      revoked_at: null,
    });
    expect(
      (await operator.route('adminCreateEdgeToken', { body: { location_id: 'nowhere' } })).body,
    ).toMatchObject({ status: 404, code: 'NOT_FOUND' });

    const before = await operator.route('adminFleet');
    const quiet = before.body.data.locations.find((l) => l.id === id)?.edges[0];
    expect(quiet).toMatchObject({
      online: false,
      report: null,
      last_seen_at: null,
      last_telemetry_at: null,
    });

    const report = {
      version: '0.1.0',
      config_version: 1,
      workers: 2,
      players: 7,
      connections_per_second: 3.5,
      refusals_per_second: 0.5,
      cpu_percent: 12.5,
      memory_bytes: 123_456_789,
    };
    const health = await h.route(
      'edgeBackendHealth',
      { body: { backends: [], kernel_filter: false, edge: report } },
      { 'x-edge-token': token },
    );
    expect(health.statusCode).toBe(200);
    const fleet = await operator.route('adminFleet');
    const edge = fleet.body.data.locations.find((l) => l.id === id)?.edges[0];
    expect(edge).toMatchObject({
      name: 'fra-1',
      online: true,
      kernel_filter: false,
      location_sharing: null,
      saturated: false,
      report,
    });
    expect(edge?.config_behind).toBe(fleet.body.data.config_version > 1);
    // A saturated edge that shares with its location says both.
    await h.route(
      'edgeBackendHealth',
      { body: { backends: [], saturated: true, location_sharing: true, edge: report } },
      { 'x-edge-token': token },
    );
    const after = (await operator.route('adminFleet')).body.data;
    expect(after.locations.find((l) => l.id === id)?.edges[0]).toMatchObject({
      location_sharing: true,
      saturated: true,
    });

    const params = { tokenId: String(created.body.data.id) };
    const revoked = await operator.route('adminRevokeEdgeToken', { params });
    expect(revoked.body.data.revoked_at).not.toBeNull();
    expect(
      (await h.route('edgeConfig', { query: { wait: 0 } }, { 'x-edge-token': token })).statusCode,
    ).toBe(401);
    expect((await operator.route('adminRevokeEdgeToken', { params })).body).toMatchObject({
      status: 409,
      code: 'CONFLICT',
    });
    expect(
      (await operator.route('adminRevokeEdgeToken', { params: { tokenId: '999999' } })).body,
    ).toMatchObject({ status: 404 });
    expect((await audited('edge_token.')).map((e) => e.action)).toEqual([
      'edge_token.revoke',
      'edge_token.create',
    ]);
  });
});

describe('telemetry on the console', () => {
  it("shows an edge's last telemetry batch on the fleet and its bytes in the customer's month", async () => {
    const id = `tel${Date.now().toString(36)}`;
    await operator.route('adminCreateLocation', { body: newLocation(id) });
    const { token } = (
      await operator.route('adminCreateEdgeToken', { body: { location_id: id, name: 'tel-1' } })
    ).body.data;
    const now = Date.now();
    const start = Math.max(monthStart(now), Math.floor(now / 10_000) * 10_000 - 10_000);
    const bucket = {
      network_id: networkId,
      start,
      connections: 1,
      status_pings: 0,
      logins: 0,
      dropped: noDrops,
      bytes_in: 3_000,
      bytes_out: 4_500,
      players: 0,
      by_protocol: {},
      by_domain: {},
      by_country: {},
      sources: [],
    };
    const sent = await h.route(
      'edgeTelemetry',
      { body: { seq: 1, buckets: [bucket], sessions: [] } },
      { 'x-edge-token': token },
    );
    expect(sent.statusCode).toBe(200);

    const fleet = (await operator.route('adminFleet')).body.data;
    const edge = fleet.locations.find((l) => l.id === id)?.edges[0];
    expect(Date.parse(edge?.last_telemetry_at ?? '')).toBeGreaterThanOrEqual(now - 1_000);
    const details = await operator.route('adminGetCustomer', {
      params: { userId: String(customer.id) },
    });
    expect(details.body.data.bandwidth_bytes).toBe(7_500);
  });
});

describe('customers', () => {
  const ids = () => ({ userId: String(customer.id) });

  it('finds a customer by e-mail, network name or domain', async () => {
    for (const q of [customer.email.toUpperCase(), 'castle', domain.slice(0, 12)]) {
      const found = await operator.route('adminSearchCustomers', { query: { q } });
      expect(
        found.body.data.map((c) => c.email),
        q,
      ).toContain(customer.email);
    }
    const none = await operator.route('adminSearchCustomers', { query: { q: '%' } });
    expect(none.body.data).toEqual([]);
    const details = await operator.route('adminGetCustomer', { params: ids() });
    expect(details.body.data).toMatchObject({
      email: customer.email,
      state: 'active',
      plan_name: 'Free',
      network_list: [{ id: networkId, name: 'castle', domains: [domain.toLowerCase()] }],
    });
    expect(
      (await operator.route('adminGetCustomer', { params: { userId: '99999999' } })).body,
    ).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('credits and debits a balance the customer sees, and refuses what it cannot cover', async () => {
    const credit = await operator.route('adminAdjustBalance', {
      params: ids(),
      body: { amount_cents: 2550, note: 'Goodwill for the outage' },
    });
    expect(credit.body.data.balance).toBe('25.50');
    const own = await customer.route('getSubscription');
    expect(own.body.data.balance).toBe('25.50');
    const ledger = await customer.route('listLedger');
    expect(ledger.body.data.entries[0]).toMatchObject({
      amount_cents: 2550,
      description: 'Goodwill for the outage',
    });
    const debit = await operator.route('adminAdjustBalance', {
      params: ids(),
      body: { amount_cents: -550, note: 'Correction' },
    });
    expect(debit.body.data.balance).toBe('20.00');
    const tooMuch = await operator.route('adminAdjustBalance', {
      params: ids(),
      body: { amount_cents: -5000, note: 'Too much' },
    });
    expect(tooMuch.body).toMatchObject({ status: 402, code: 'INSUFFICIENT_BALANCE' });
    for (const body of [
      { amount_cents: 0, note: 'nothing' },
      { amount_cents: 100, note: '   ' },
      { amount_cents: 1.5, note: 'half a cent' },
    ]) {
      const refused = await operator.route('adminAdjustBalance', { params: ids(), body });
      expect(refused.body, JSON.stringify(body)).toMatchObject({ status: 400 });
    }
    const [latest] = await audited('customer.debit');
    expect(latest).toMatchObject({
      target: customer.email,
      detail: { amount_cents: -550, note: 'Correction', balance_cents: 2000 },
    });
  });

  it('changes the plan, refusing one too small for what the account uses', async () => {
    const moved = await operator.route('adminChangeCustomerPlan', {
      params: ids(),
      body: { plan_id: 3 },
    });
    expect(moved.body.data.plan_id).toBe(3);
    expect((await customer.route('getSubscription')).body.data.balance).toBe('20.00');
    await h.deps.db.execute(sql`update plans set max_networks = 0 where id = 2`);
    const small = await operator.route('adminChangeCustomerPlan', {
      params: ids(),
      body: { plan_id: 2 },
    });
    await h.deps.db.execute(sql`update plans set max_networks = 3 where id = 2`);
    expect(small.body).toMatchObject({ status: 402, code: 'PLAN_LIMIT' });
    expect(
      (await operator.route('adminChangeCustomerPlan', { params: ids(), body: { plan_id: 99 } }))
        .body,
    ).toMatchObject({ status: 404 });
  });

  it('disables an account: its domain leaves every edge, and it reads why; activation restores', async () => {
    const location = `snap${Date.now().toString(36)}`;
    await operator.route('adminCreateLocation', { body: newLocation(location) });
    const { token } = (
      await operator.route('adminCreateEdgeToken', { body: { location_id: location } })
    ).body.data;
    const hosts = async () => {
      const reply = await h.route('edgeConfig', { query: { wait: 0 } }, { 'x-edge-token': token });
      const snapshot = reply.body.data as Extract<
        RouteReply<Routes['edgeConfig']>,
        { routes: unknown }
      >;
      return snapshot.routes.map((r) => r.host);
    };
    expect(await hosts()).toContain(domain.toLowerCase());

    const disabled = await operator.route('adminDisableCustomer', {
      params: ids(),
      body: { reason: 'Unpaid invoices; write to billing@example.com' },
    });
    expect(disabled.body.data).toMatchObject({
      state: 'disabled',
      disabled_reason: 'Unpaid invoices; write to billing@example.com',
    });
    expect(await hosts()).not.toContain(domain.toLowerCase());
    expect((await customer.route('summary')).body.data.disabled).toMatchObject({
      reason: 'Unpaid invoices; write to billing@example.com',
    });
    expect(
      (await operator.route('adminDisableCustomer', { params: ids(), body: { reason: 'again' } }))
        .body,
    ).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(
      (await operator.route('adminDisableCustomer', { params: ids(), body: { reason: '' } })).body,
    ).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    const self = await operator.route('adminDisableCustomer', {
      params: { userId: String(operator.id) },
      body: { reason: 'no' },
    });
    expect(self.body).toMatchObject({ status: 409, code: 'CONFLICT' });

    const active = await operator.route('adminActivateCustomer', { params: ids() });
    expect(active.body.data).toMatchObject({ state: 'active', disabled_reason: null });
    expect(await hosts()).toContain(domain.toLowerCase());
    expect((await customer.route('summary')).body.data.disabled).toBeNull();
    expect((await audited('customer.')).map((e) => e.action).slice(0, 2)).toEqual([
      'customer.activate',
      'customer.disable',
    ]);
  });
});

describe('plans', () => {
  it('edits prices and limits with validation', async () => {
    // The plans are the service's: put back for the file's other tests.
    const [before] = await h.deps.db.select().from(plans).where(eq(plans.id, 2));
    try {
      const edited = await operator.route('adminUpdatePlan', {
        params: { planId: '2' },
        body: { price_cents: 1299, limits: { networks: 4, analytics_retention_days: 60 } },
      });
      expect(edited.body.data).toMatchObject({
        price: '12.99',
        limits: { networks: 4, analytics_retention_days: 60 },
      });
      expect((await customer.route('listPlans')).body.data.find((p) => p.id === 2)).toMatchObject({
        price_cents: 1299,
      });
      const free = await operator.route('adminUpdatePlan', {
        params: { planId: '1' },
        body: { price_cents: 100 },
      });
      expect(free.body).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
      const listed = (await operator.route('adminListPlans')).body.data;
      const taken = await operator.route('adminUpdatePlan', {
        params: { planId: '2' },
        body: { name: listed.find((p) => p.id === 3)?.name ?? '' },
      });
      expect(taken.body).toMatchObject({ status: 409, code: 'DUPLICATE' });
      for (const body of [{}, { price_cents: -1 }, { limits: { networks: 1.5 } }]) {
        const refused = await operator.route('adminUpdatePlan', { params: { planId: '2' }, body });
        expect(refused.body, JSON.stringify(body)).toMatchObject({ status: 400 });
      }
      const [entry] = await audited('plan.update');
      expect(entry?.detail).toMatchObject({ price_cents: 1299 });
    } finally {
      if (before) await h.deps.db.update(plans).set(before).where(eq(plans.id, 2));
    }
  });
});

describe('attacks now and the audit', () => {
  it('lists every network under attack, the biggest first', async () => {
    const other = await account(h);
    const second = (await other.route('createNetwork', { body: { name: 'keep' } })).body.data.id;
    const started = new Date();
    await h.deps.db.insert(attacks).values([
      { networkId, type: 'connection_flood', startedAt: started, peakCps: 900 },
      { networkId: second, type: 'invalid_flood', startedAt: started, peakCps: 40_000 },
      { networkId: second, type: 'drop_surge', startedAt: started, endedAt: started, peakCps: 1e6 },
    ]);
    const now = (await operator.route('adminAttacksNow')).body.data;
    // The file's other tests may leave attacks under way: ours keep their order.
    const ours = now.filter((a) => a.network_id === networkId || a.network_id === second);
    expect(ours.map((a) => [a.network_id, a.peak_cps])).toEqual([
      [second, 40_000],
      [networkId, 900],
    ]);
    const peaks = now.map((a) => a.peak_cps);
    expect(peaks).toEqual([...peaks].sort((a, b) => b - a));
    expect(ours[0]).toMatchObject({ network_name: 'keep', owner_email: other.email });
  });

  it('filters the audit, pages it, and keeps it append-only', async () => {
    const mine = await operator.route('adminAudit', { query: { operator: operator.email } });
    expect(mine.body.data.entries.length).toBeGreaterThan(5);
    expect(mine.body.data.entries.every((e) => e.operator === operator.email)).toBe(true);
    const page = await operator.route('adminAudit', { query: { limit: 2 } });
    expect(page.body.data.entries).toHaveLength(2);
    const next = await operator.route('adminAudit', {
      query: { limit: 2, before: Number(page.body.data.next_before) },
    });
    expect(next.body.data.entries[0]?.id).toBeLessThan(page.body.data.entries[1]?.id ?? 0);
    const future = await operator.route('adminAudit', { query: { from: '2100-01-01' } });
    expect(future.body.data.entries).toEqual([]);
    const backwards = await operator.route('adminAudit', {
      query: { from: '2026-02-01', to: '2026-01-01' },
    });
    expect(backwards.body).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    await expect(h.deps.db.execute(sql`update operator_audit set action = 'x'`)).rejects.toThrow();
    await expect(h.deps.db.execute(sql`delete from operator_audit`)).rejects.toThrow();
  });
});

describe('the 2FA setting', () => {
  it('refuses an operator without two-factor authentication when OPERATOR_REQUIRE_2FA is on', async () => {
    const strict = await startHarness({ OPERATOR_REQUIRE_2FA: '1' });
    try {
      const person = await operatorAccount(strict);
      const refused = await person.route('adminFleet');
      expect(refused.body).toMatchObject({ status: 403, code: 'TWOFA_REQUIRED' });
      const { secret } = (await strict.route('twofaSetup', {}, bearer(person.token))).body.data;
      const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 });
      const on = await strict.route(
        'twofaEnable',
        { body: { secret, code, password } },
        bearer(person.token),
      );
      expect(on.statusCode, JSON.stringify(on.body)).toBe(200);
      expect((await person.route('adminFleet')).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
