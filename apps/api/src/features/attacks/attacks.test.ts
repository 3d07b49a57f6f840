import { randomUUID } from 'node:crypto';
import type { AttackReport, AttackSample, RouteRequest, Routes } from '@palisade/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLocation } from '../../../test/fixtures';
import {
  type Account,
  account,
  type Harness,
  saved,
  setPlan,
  startHarness,
  uniqueEmail,
} from '../../../test/harness';
import { noDrops } from '../../db/drops';
import { createEdgeToken } from '../edge-sync/tokens';
import { recordAttacks } from './ingest';
import { closeSilentParts } from './silence';

/**
 * Attack reports as edges send them in telemetry batches: how the API confirms, merges and
 * pages them. The path from a real flood through the edge is in the alerts' end-to-end test.
 */

let h: Harness;
let edgeA: string;
let edgeB: string;
let owner: Account;
let networkId: number;
let seq = 0;
const t0 = Math.floor(Date.now() / 1000) * 1000 - 600_000;

beforeAll(async () => {
  h = await startHarness();
  await insertLocation(h, 'atk1');
  await insertLocation(h, 'atk2');
  ({ token: edgeA } = await createEdgeToken(h.deps.db, 'atk1', 'edge a'));
  ({ token: edgeB } = await createEdgeToken(h.deps.db, 'atk2', 'edge b'));
  owner = await account(h);
  await setPlan(h, owner.id, 3);
  networkId = (await owner.route('createNetwork', { body: { name: 'targeted' } })).body.data.id;
  await owner.route('updateNetwork', {
    params: { id: String(networkId) },
    body: { connections_per_second_threshold: 50 },
  });
});
afterAll(() => h.close());

const sample = (offsetS: number, connections: number, dropped = 0): AttackSample => ({
  at: t0 + offsetS * 1000,
  connections,
  dropped: { ...noDrops, rate_limit: dropped },
  bytes_in: connections * 100,
});

const report = (over: Partial<AttackReport> & { samples: AttackSample[] }): AttackReport => ({
  id: randomUUID(),
  network_id: networkId,
  type: 'connection_flood',
  started_at: over.samples[0]?.at ?? t0,
  ended_at: null,
  sources: [{ asn: 4134, country: 'CN', count: 70 }],
  prefixes: [{ prefix: '203.0.113.0/24', count: 70 }],
  addresses: [{ address: '203.0.113.9', count: 70 }],
  domains: { 'play.example.com': 70 },
  ...over,
});

const send = async (token: string, attacks: AttackReport[]) => {
  const reply = await h.route(
    'edgeTelemetry',
    { body: { seq: ++seq, buckets: [], sessions: [], attacks } },
    { 'x-edge-token': token },
  );
  expect(reply.statusCode, JSON.stringify(reply.body)).toBe(200);
  return { ...reply, seq };
};

const list = async (query: RouteRequest<Routes['listAttacks']>['query'] = {}) =>
  (await owner.route('listAttacks', { params: { id: String(networkId) }, query })).body.data;

describe('attacks reported by edges', () => {
  it('merges two edges into one attack, confirms it, and closes it when both have ended', async () => {
    const a = report({ samples: [sample(0, 80, 10), sample(1, 30, 2)] });
    const b = report({
      samples: [sample(0, 40, 5), sample(1, 45)],
      sources: [
        { asn: 4134, country: 'CN', count: 30 },
        { asn: 16509, country: 'US', count: 20 },
      ],
      prefixes: [
        { prefix: '2001:db8:7::/48', count: 40 },
        { prefix: '203.0.113.0/24', count: 10 },
      ],
      domains: { 'mc.example.com': 10 },
    });
    await send(edgeA, [a]);
    await send(edgeB, [b]);
    let page = await list();
    expect(page.total).toBe(1);
    expect(page.ongoing).toBe(1);
    expect(page.attacks[0]).toMatchObject({
      type: 'connection_flood',
      started_at: new Date(t0).toISOString(),
      ended_at: null,
      // Second 0 across both edges: 80 + 40 connections, (80 + 40) × 100 bytes.
      peak_cps: 120,
      peak_bps: 120 * 100 * 8,
      dropped: 17,
      // 80 + 30 from one edge, 40 + 45 from the other.
      connections: 195,
      target_domain: 'play.example.com',
      top_sources: [
        { asn: 4134, country: 'CN', count: 100 },
        { asn: 16509, country: 'US', count: 20 },
      ],
      top_prefixes: [
        { prefix: '203.0.113.0/24', count: 80 },
        { prefix: '2001:db8:7::/48', count: 40 },
      ],
    });

    // A batch sent again changes nothing.
    const again = await h.route(
      'edgeTelemetry',
      { body: { seq, buckets: [], sessions: [], attacks: [b] } },
      { 'x-edge-token': edgeB },
    );
    expect(again.body.data.duplicate).toBe(true);

    await send(edgeA, [{ ...a, samples: [sample(2, 3)], ended_at: t0 + 2000 }]);
    expect((await list()).attacks[0]?.ended_at).toBeNull();
    await send(edgeB, [{ ...b, samples: [], ended_at: t0 + 1000 }]);
    page = await list();
    expect(page.ongoing).toBe(0);
    expect(page.attacks[0]?.ended_at).toBe(new Date(t0 + 2000).toISOString());

    const id = page.attacks[0]?.id;
    const details = (
      await owner.route('getAttack', {
        params: { id: String(networkId), attackId: String(id) },
      })
    ).body.data;
    expect(details.series.step_seconds).toBe(1);
    expect(details.series.cps).toEqual([
      [t0, 120],
      [t0 + 1000, 75],
      [t0 + 2000, 3],
    ]);
    expect(details.series.dropped.map(([, v]) => v)).toEqual([15, 2, 0]);
    expect(details.dropped_by_reason).toEqual({
      ...noDrops,
      rate_limit: 17,
    });
    expect(details.edges).toBe(2);
    expect(details.locations).toEqual([
      { id: 'atk1', name: 'Location atk1' },
      { id: 'atk2', name: 'Location atk2' },
    ]);
  });

  it("ignores a report none of whose seconds is over the network's threshold", async () => {
    await send(edgeA, [report({ samples: [sample(100, 50), sample(101, 20, 3)] })]);
    expect((await list()).total).toBe(1);
  });

  it('ends an attack whose edge fell silent after its last second over the threshold', async () => {
    await send(edgeA, [report({ samples: [sample(200, 90), sample(201, 60), sample(202, 5)] })]);
    expect((await list()).ongoing).toBe(1);
    expect(await closeSilentParts(h.deps.db, 60_000)).toEqual([]);
    const events = await closeSilentParts(h.deps.db, 0, undefined, new Date(Date.now() + 1));
    expect(events).toEqual([expect.objectContaining({ event: 'attack.ended', networkId })]);
    const [latest] = (await list()).attacks;
    expect(latest?.ended_at).toBe(new Date(t0 + 202_000).toISOString());
  });

  it('pages newest first and filters by start', async () => {
    for (const offset of [300, 400, 500])
      await send(edgeA, [
        report({ samples: [sample(offset, 99)], ended_at: t0 + (offset + 1) * 1000 }),
      ]);
    const first = await list({ per_page: 2 });
    expect(first).toMatchObject({ total: 5, page: 1, per_page: 2 });
    expect(first.attacks.map((x) => x.started_at)).toEqual([
      new Date(t0 + 500_000).toISOString(),
      new Date(t0 + 400_000).toISOString(),
    ]);
    const third = await list({ per_page: 2, page: 3 });
    expect(third.attacks.map((x) => x.started_at)).toEqual([new Date(t0).toISOString()]);
    const ranged = await list({
      from: new Date(t0 + 300_000).toISOString(),
      to: new Date(t0 + 500_000).toISOString(),
    });
    expect(ranged.total).toBe(2);
    const params = { id: String(networkId) };
    for (const query of [{ per_page: 0 }, { from: 'yesterday' }])
      expect((await owner.route('listAttacks', { params, query })).statusCode).toBe(400);
  });

  it('shows attacks to sub-users with read_attacks only, and to no other account', async () => {
    const email = uniqueEmail('watcher');
    const params = { id: String(networkId) };
    const invite = await owner.route('inviteSubUser', {
      params,
      body: { email, perms: { read_attacks: true } },
    });
    const member = { ...params, userId: String(invite.body.data.id) };
    const watcher = await account(h, email);
    await watcher.route('acceptInvite', { params: member });
    expect((await watcher.route('listAttacks', { params })).statusCode).toBe(200);
    await owner.route('updateSubUser', {
      params: member,
      body: { perms: { read_attacks: false } },
    });
    expect((await watcher.route('listAttacks', { params })).statusCode).toBe(403);
    const stranger = await account(h);
    expect((await stranger.route('listAttacks', { params })).statusCode).toBe(404);
    const [one] = (await list()).attacks;
    const attackId = String(one?.id);
    expect(
      (await stranger.route('getAttack', { params: { ...params, attackId } })).statusCode,
    ).toBe(404);
    const other = (await stranger.route('createNetwork', { body: { name: 'mine' } })).body.data.id;
    const elsewhere = { id: String(other), attackId };
    expect((await stranger.route('getAttack', { params: elsewhere })).statusCode).toBe(404);
  });

  it('says an attack started once, updates at most once a minute while figures change, then ended', async () => {
    const other = (await owner.route('createNetwork', { body: { name: 'alerting' } })).body.data.id;
    const part = report({ network_id: other, samples: [sample(1000, 60)] });
    const at = (seconds: number) => new Date(t0 + seconds * 1000);
    const record = (r: AttackReport, now: Date) =>
      h.deps.db.transaction((tx) => recordAttacks(tx, 7, [r], now));
    const events = async (r: AttackReport, now: Date) => (await record(r, now)).map((e) => e.event);

    expect(await events(part, at(1000))).toEqual(['attack.started']);
    expect(await events({ ...part, samples: [sample(1001, 90)] }, at(1030))).toEqual([]);
    expect(await events({ ...part, samples: [sample(1002, 95)] }, at(1061))).toEqual([
      'attack.updated',
    ]);
    // Nothing new to say: no update even after a minute.
    expect(await events({ ...part, samples: [] }, at(1200))).toEqual([]);
    expect(await events({ ...part, samples: [], ended_at: t0 + 1003_000 }, at(1210))).toEqual([
      'attack.ended',
    ]);
  });
});

describe('an attack’s top addresses', () => {
  it('are named with the rules that block them now, to those who may read the firewall', async () => {
    const net = (await owner.route('createNetwork', { body: { name: 'addressed' } })).body.data.id;
    const params = { id: String(net) };
    await owner.route('updateNetwork', {
      params,
      body: { connections_per_second_threshold: 50 },
    });
    await send(edgeA, [
      report({
        network_id: net,
        samples: [sample(700, 90)],
        prefixes: [
          { prefix: '203.0.113.0/24', count: 60 },
          { prefix: '2001:db8:7::/48', count: 30 },
        ],
        addresses: [
          { address: '203.0.113.9', count: 50 },
          { address: '2001:db8:7::5', count: 30 },
          { address: '203.0.113.10', count: 10 },
        ],
      }),
    ]);
    await send(edgeB, [
      report({
        network_id: net,
        samples: [sample(700, 20)],
        addresses: [{ address: '203.0.113.10', count: 45 }],
      }),
    ]);
    const [attack] = (await owner.route('listAttacks', { params, query: {} })).body.data.attacks;
    const attackParams = { ...params, attackId: String(attack?.id) };
    const details = async (who: Account = owner) =>
      (await who.route('getAttack', { params: attackParams })).body.data;

    // Both edges' counts added up, largest first; nothing blocks them yet.
    expect(await details()).toMatchObject({
      top_addresses: [
        { address: '203.0.113.10', count: 55 },
        { address: '203.0.113.9', count: 50 },
        { address: '2001:db8:7::5', count: 30 },
      ],
      blocked: { ip: {}, asn: {}, country: {} },
    });

    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const subnet = (
      await owner
        .route('saveIpFirewall', {
          params,
          body: { cidr: '203.0.113.0/24', whitelist: false, expires_at: inAnHour },
        })
        .then(saved)
    ).body.data;
    const provider = (
      await owner.route('saveAsnFirewall', { params, body: { asn: 4134 } }).then(saved)
    ).body.data;
    // An allow rule is no block.
    await owner
      .route('saveIpFirewall', {
        params,
        body: { cidr: '2001:db8:7::5', whitelist: true },
      })
      .then(saved);
    let blocked = (await details()).blocked;
    const bySubnet = { id: subnet.id, rule: '203.0.113.0/24', expires_at: subnet.expires_at };
    expect(blocked).toEqual({
      ip: { '203.0.113.10': bySubnet, '203.0.113.9': bySubnet, '203.0.113.0/24': bySubnet },
      asn: { '4134': { id: provider.id, rule: 'AS4134', expires_at: null } },
      country: {},
    });

    // The narrowest rule is the one named; a second rule for it is a duplicate, so the
    // dashboard changes this one (its id) instead.
    const single = (
      await owner
        .route('saveIpFirewall', {
          params,
          body: { cidr: '203.0.113.9', whitelist: false },
        })
        .then(saved)
    ).body.data;
    const again = await owner
      .route('saveIpFirewall', {
        params,
        body: { cidr: '203.0.113.9', whitelist: false },
      })
      .then(saved);
    expect(again.statusCode).toBe(409);
    const extended = await owner
      .route('saveIpFirewall', {
        params,
        body: { id: single.id, cidr: '203.0.113.9', whitelist: false, expires_at: inAnHour },
      })
      .then(saved);
    expect(extended.statusCode).toBe(200);
    blocked = (await details()).blocked;
    expect(blocked?.ip['203.0.113.9']).toEqual({
      id: single.id,
      rule: '203.0.113.9/32',
      expires_at: extended.body.data.expires_at,
    });
    expect(blocked?.ip['203.0.113.10']).toEqual(bySubnet);
    // The wider rule changed last (newest first in the list) does not take the address over.
    const wider = await owner
      .route('saveIpFirewall', {
        params,
        body: { id: subnet.id, cidr: '203.0.113.0/24', whitelist: false, expires_at: null },
      })
      .then(saved);
    expect(wider.statusCode).toBe(200);
    blocked = (await details()).blocked;
    expect(blocked?.ip['203.0.113.9']?.rule).toBe('203.0.113.9/32');
    expect(blocked?.ip['203.0.113.10']).toEqual({ ...bySubnet, expires_at: null });

    // A sub-user who may read attacks but not the firewall sees no address and no rule.
    const email = uniqueEmail('analyst');
    const invite = await owner.route('inviteSubUser', {
      params,
      body: { email, perms: { read_attacks: true } },
    });
    const analyst = await account(h, email);
    await analyst.route('acceptInvite', {
      params: { ...params, userId: String(invite.body.data.id) },
    });
    const seen = await details(analyst);
    expect(seen.top_prefixes).toHaveLength(2);
    expect(seen.top_addresses).toEqual([]);
    expect(seen.blocked).toBeNull();
  });
});
