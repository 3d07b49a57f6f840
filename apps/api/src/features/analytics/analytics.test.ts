import { randomUUID } from 'node:crypto';
import type {
  Permission,
  PlaySession,
  RouteName,
  RouteRequest,
  Routes,
  TelemetryBucket,
} from '@palisade/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLocation } from '../../../test/fixtures';
import {
  type Account,
  account,
  type BodyOf,
  type Harness,
  setPlan,
  startHarness,
  uniqueEmail,
} from '../../../test/harness';
import { noDrops } from '../../db/drops';
import { tunnels } from '../../db/schema';
import { createEdgeToken } from '../edge-sync/tokens';

/**
 * The stats and analytics routes over telemetry stored through the edge's own ingest route:
 * known counters and sessions in, the figures they imply out.
 */

let h: Harness;
let token: string;
let owner: Account;
let networkId: number;
let tunnelId: number;
let seq = 1;
const day = 86_400_000;
const now = Date.now();
/** Two 10-second buckets a couple of minutes back, inside one step of every default grid. */
const b1 = Math.floor((now - 150_000) / 240_000) * 240_000;
const b2 = b1 + 10_000;

const bucket = (start: number, over: Partial<TelemetryBucket>): TelemetryBucket => ({
  network_id: networkId,
  start,
  connections: 0,
  status_pings: 0,
  logins: 0,
  dropped: noDrops,
  bytes_in: 0,
  bytes_out: 0,
  players: 0,
  by_protocol: {},
  by_domain: {},
  by_country: {},
  sources: [],
  ...over,
});

const session = (
  username: string,
  startedAt: number,
  endedAt: number | null,
  played = true,
): PlaySession => ({
  id: randomUUID(),
  network_id: networkId,
  username,
  address: null,
  edition: 'java',
  protocol_version: 767,
  domain: 'play.example.com',
  country: 'DE',
  asn: null,
  started_at: startedAt,
  ended_at: endedAt,
  bytes_in: 0,
  bytes_out: 0,
  played,
  closed_by: null,
  kick_reason: null,
});

const sessions: PlaySession[] = [];

const send = async (body: Partial<BodyOf<'edgeTelemetry'>>) => {
  const reply = await h.route(
    'edgeTelemetry',
    { body: { seq: seq++, buckets: [], sessions: [], ...body } },
    { 'x-edge-token': token },
  );
  expect(reply.statusCode, JSON.stringify(reply.body)).toBe(200);
};

const get = async <N extends RouteName>(name: N, request: RouteRequest<Routes[N]> = {}) => {
  const reply = await owner.route(name, request);
  expect(reply.statusCode, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
};

beforeAll(async () => {
  h = await startHarness();
  const location = await insertLocation(h, `an${Date.now()}`);
  ({ token } = await createEdgeToken(h.deps.db, location.id, 'analytics'));
  owner = await account(h);
  // Business keeps 90 days of analytics, so the sessions of ten days ago count.
  await setPlan(h, owner.id, 3);
  networkId = (await owner.route('createNetwork', { body: { name: 'measured' } })).body.data.id;
  const [tunnel] = await h.deps.db
    .insert(tunnels)
    .values({
      ownerId: owner.id,
      name: 'wg',
      endpointPeer: '203.0.113.5',
      endpointPublicKey: 'mZGSvMSRDWNmkXQ54qTanHhXDbmgvvLAsMt3DMCCOWM=',
      locationId: location.id,
      bindPort: 20000,
      privateAddress: '10.99.0.0',
      peerPrivateAddress: '10.99.0.1',
    })
    .returning();
  tunnelId = tunnel?.id ?? 0;

  sessions.push(
    // Today: one bounce (10 s), one long session, one open for two minutes (kept).
    session('Herobrine', now - 600_000, now - 590_000),
    session('Steve', now - 900_000, now - 600_000),
    session('Notch', now - 120_000, null),
    // Days back, for retention (and outside the 1-day figures).
    session('Alex', now - 10 * day, now - 10 * day + 60_000),
    session('Alex', now - 9 * day, now - 9 * day + 60_000),
    session('Steve', now - 8 * day, now - 8 * day + 60_000),
  );
  await send({
    buckets: [
      bucket(b1, {
        connections: 40,
        logins: 3,
        dropped: { ...noDrops, firewall: 5, rate_limit: 7, verification: 2, invalid: 1 },
        bytes_in: 6000,
        bytes_out: 24_000,
        players: 3,
        by_protocol: { '767': 2, '47': 1 },
        by_domain: { 'play.example.com': 2, 'hub.example.com': 1 },
        by_country: { DE: 2, US: 1 },
      }),
      bucket(b2, {
        connections: 8,
        logins: 1,
        bytes_in: 2000,
        bytes_out: 8000,
        players: 4,
        by_protocol: { '765': 1 },
        by_domain: { 'hub.example.com': 1 },
        by_country: { FR: 1 },
      }),
    ],
    sessions,
    tunnels: [
      { tunnel_id: tunnelId, start: b1, bytes_in: 1000, bytes_out: 3000 },
      { tunnel_id: tunnelId, start: b2, bytes_in: 500, bytes_out: 0 },
    ],
  });
  // A second edge's counts for the same bucket add up with the first's (its tunnel bytes do not).
  const location2 = await insertLocation(h, `an2${Date.now()}`);
  const second = await createEdgeToken(h.deps.db, location2.id, 'analytics 2');
  const reply = await h.route(
    'edgeTelemetry',
    {
      body: {
        seq: 1,
        buckets: [bucket(b2, { connections: 2, players: 2, bytes_in: 100, bytes_out: 0 })],
        sessions: [],
        // The tunnel is not at this edge's location: its bytes from here are dropped.
        tunnels: [{ tunnel_id: tunnelId, start: b2, bytes_in: 999, bytes_out: 999 }],
      },
    },
    { 'x-edge-token': second.token },
  );
  expect(reply.statusCode).toBe(200);
});
afterAll(() => h.close());

const base = () => `/networks/${networkId}`;
/** The path parameters of the network's routes. */
const params = () => ({ id: String(networkId) });
const tunnel = () => ({ id: String(tunnelId) });
type Series = { points: [number, number][]; step_seconds: number };
const at = (s: Series, ms: number) => {
  const point = s.points.find(([t]) => t <= ms && ms < t + s.step_seconds * 1000);
  return point?.[1];
};

describe('stats', () => {
  it('answers series on the grid of points and period', async () => {
    const players = await get('statsPlayers', { params: params() });
    expect(players.points).toHaveLength(360);
    expect(players.step_seconds).toBe(240);
    // The largest concurrent figure of the step: 4 on one edge plus 2 on the other.
    expect(at(players, b1)).toBe(6);
    expect(players.points.reduce((sum, [, v]) => sum + v, 0)).toBe(6);

    const cps = await get('statsConnPerSecond', {
      params: params(),
      query: { period: '1h', points: 360 },
    });
    expect(cps.step_seconds).toBe(10);
    expect(at(cps, b1)).toBe(4);
    expect(at(cps, b2)).toBe(1);

    const bitrate = await get('statsBitrate', { params: params(), query: { period: '1h' } });
    expect(at(bitrate, b1)).toBe((30_000 * 8) / 10);
    const inAt = bitrate.in.find(([t]) => t === b2)?.[1];
    const outAt = bitrate.out.find(([t]) => t === b2)?.[1];
    expect([inAt, outAt]).toEqual([(2100 * 8) / 10, (8000 * 8) / 10]);
  });

  it('adds up bandwidth over the period', async () => {
    expect(await get('statsBandwidth', { params: params() })).toEqual({
      value: 40_100,
      bytes_in: 8100,
      bytes_out: 32_000,
    });
  });

  it('answers connections and drops per second between two moments', async () => {
    const from = b1 - 60_000;
    const to = b2 + 60_000;
    const cps = await get('statsCpsInRange', { params: params(), query: { from, to, points: 14 } });
    expect(cps.step_seconds).toBe(10);
    expect(at(cps, b1)).toBe(4);
    const drops = await get('statsMitigationDropInRange', {
      params: params(),
      query: { from: new Date(from).toISOString(), to: new Date(to).toISOString(), points: 14 },
    });
    expect(at(drops, b1)).toBe(1.5);
    expect(at(drops, b2)).toBe(0);
  });

  it('meters bandwidth against the allowance; nothing charged before a month closes', async () => {
    const usage = await get('statsBillingBandwidth', { params: params() });
    expect(usage).toMatchObject({
      bytes: 40_100,
      included_bytes: 5000 * 1e9,
      overage_bytes: 0,
      overage_cents_per_gb: 3,
      estimated_charge_cents: 0,
    });
    expect(await get('statsBillingCharges', { params: params() })).toEqual([]);
  });
});

describe('analytics', () => {
  it('counts mitigated connections', async () => {
    expect(await get('analyticsMitigatedCount', { params: params() })).toEqual({ value: 15 });
  });

  it('ranks domains, countries and releases', async () => {
    // TCPShield's shape, `{key: value}`, largest first.
    const domains = await get('analyticsTopDomains', { params: params() });
    expect(Object.entries(domains)).toEqual([
      ['hub.example.com', 2],
      ['play.example.com', 2],
    ]);
    expect(await get('analyticsCountryHeatmap', { params: params() })).toEqual([
      { key: 'DE', value: 2 },
      { key: 'FR', value: 1 },
      { key: 'US', value: 1 },
    ]);
    const releases = await get('analyticsMcVersionBreakdown', { params: params() });
    expect(Object.entries(releases)).toEqual([
      ['1.21–1.21.1', 2],
      ['1.20.3–1.20.4', 1],
      ['1.8–1.8.9', 1],
    ]);
  });

  it('counts players, bounces and returns', async () => {
    // Open for a second: too early to tell whether it bounces.
    const jeb = session('Jeb', Date.now() - 1000, null);
    sessions.push(jeb);
    await send({ sessions: [jeb] });
    const uniqueUsers = (query?: { period: '1M' | '30d' }) =>
      get('analyticsUniqueUsers', { params: params(), query });
    expect(await uniqueUsers()).toEqual({ value: 4 });
    expect(await uniqueUsers({ period: '1M' })).toEqual({ value: 5 });
    // Periods in days, as clients also write them, read as the same periods.
    expect(await uniqueUsers({ period: '30d' })).toEqual({ value: 5 });
    expect(
      await get('analyticsCountryHeatmap', { params: params(), query: { period: '7d' } }),
    ).toEqual(await get('analyticsCountryHeatmap', { params: params(), query: { period: '1w' } }));
    expect(
      await get('statsPlayers', { params: params(), query: { period: '24h', points: 24 } }),
    ).toMatchObject({ step_seconds: 3600 });
    // Herobrine bounced; Steve played five minutes; Notch is past 30 s; Jeb is too new to tell.
    expect(await get('analyticsBounceRate', { params: params() })).toEqual({ value: 1 / 3 });
    // Alex (first seen 10 days ago) came back the next day only; Steve (8 days ago) today. The
    // players seen only in the last minutes start a cohort too once those minutes lie in
    // yesterday (a run just after midnight UTC), so the cohorts are counted from the days.
    const today = Math.floor(Date.now() / day);
    const firstDays = new Map<string, number[]>();
    for (const s of sessions) {
      const days = firstDays.get(s.username) ?? [];
      firstDays.set(s.username, [...days, Math.floor(s.started_at / day)]);
    }
    const share = (n: number) => {
      const cohort = [...firstDays.values()].filter((d) => Math.min(...d) <= today - n);
      const back = cohort.filter((d) => Math.max(...d) >= Math.min(...d) + n).length;
      return { value: cohort.length === 0 ? 0 : back / cohort.length, players: cohort.length };
    };
    expect(share(1).players).toBeGreaterThanOrEqual(2);
    expect(share(7)).toEqual({ value: 0.5, players: 2 });
    expect(await get('analyticsRetention', { params: params() })).toEqual({
      day_1: share(1),
      day_7: share(7),
      day_30: { value: 0, players: 0 },
    });
  });

  it('counts a login that never played as a login, not a player', async () => {
    const figures = async () => ({
      unique: await get('analyticsUniqueUsers', { params: params() }),
      bounce: await get('analyticsBounceRate', { params: params() }),
      retention: await get('analyticsRetention', { params: params() }),
      unplayed: await get('analyticsUnplayedLogins', { params: params() }),
      overview: (await get('statsOverview', { params: params() })).unique_players_24h,
    });
    const before = await figures();
    // A flood's bots: logged in and idled, one left after 5 s (a bounce, were it a player), one
    // is still there after a minute, one logged in a second ago (the edge has yet to judge it).
    const bots = [
      session('Bot_1', now - 300_000, now - 295_000, false),
      session('Bot_2', now - 60_000, null, false),
      session('Bot_3', Date.now() - 1000, null, false),
    ];
    await send({ sessions: bots });
    expect(await figures()).toEqual({ ...before, unplayed: { value: before.unplayed.value + 2 } });

    // A session reported at its login and again once it played is a player from then on, even
    // if the reports come in the other order.
    const kai = session('Kai', now - 200_000, null, false);
    await send({ sessions: [kai] });
    await send({ sessions: [{ ...kai, played: true }] });
    await send({ sessions: [kai] });
    const after = await figures();
    expect(after.unique.value).toBe(before.unique.value + 1);
    expect(after.overview).toBe(before.overview + 1);
    expect(after.unplayed.value).toBe(before.unplayed.value + 2);

    // An edge of the previous version sends no `played`: its sessions count as players, as
    // they always did.
    const { played: _, ...older } = session('Old_edge_player', now - 100_000, null);
    const reply = await h.route(
      'edgeTelemetry',
      { body: { seq: seq++, buckets: [], sessions: [older] } },
      { 'x-edge-token': token },
    );
    expect(reply.statusCode).toBe(200);
    expect((await figures()).unique.value).toBe(after.unique.value + 1);
  });

  it('shows no more than the plan keeps', async () => {
    await setPlan(h, owner.id, 1);
    try {
      // Free keeps 7 days: the sessions of 8 to 10 days ago are out of sight.
      expect(await get('analyticsRetention', { params: params() })).toMatchObject({
        day_7: { players: 0 },
      });
    } finally {
      await setPlan(h, owner.id, 3);
    }
  });
});

describe('tunnel analytics', () => {
  it('answers ingress and egress per step and the running counters', async () => {
    const series = await get('tunnelAnalytics', {
      params: tunnel(),
      query: { type: 'traffic', period: '1h', points: 360 },
    });
    expect(series.ingress).toHaveLength(360);
    const point = (list: { value: number; time: string }[], ms: number) =>
      list.find((p) => Date.parse(p.time) === ms)?.value;
    expect([point(series.ingress, b1), point(series.egress, b1)]).toEqual([1000, 3000]);
    expect(series.max).toBe(3000);
    const defaults = await get('tunnelAnalytics', { params: tunnel() });
    expect(defaults.ingress).toHaveLength(720);
    expect(defaults.max).toBe((3000 * 8) / 120);

    expect(await get('getTunnel', { params: tunnel() })).toMatchObject({
      ingress: 1500,
      egress: 3000,
      cumulative_bandwidth_usage: 4500,
    });
  });
});

describe('refusals', () => {
  it('answers bad query values with the error envelope', async () => {
    // Bad values as a client would write them in the URL, sent raw on purpose.
    for (const path of [
      `${base()}/stats/players?period=2y`,
      `${base()}/stats/players?period=7D`,
      `${base()}/stats/players?points=0`,
      `${base()}/stats/connPerSecond?points=abc`,
      `${base()}/stats/bandwidth?period=`,
      `${base()}/stats/cpsInRange`,
      `${base()}/stats/cpsInRange?from=2000&to=1000`,
      `${base()}/stats/mitigationDropInRange?from=yesterday&to=now`,
      `${base()}/stats/cpsInRange?from=0&to=${365 * day}`,
      `${base()}/analytics/topDomains?period=1y`,
      `/tunnels/${tunnelId}/analytics?type=packets`,
      `/tunnels/${tunnelId}/analytics?points=5000`,
    ]) {
      const reply = await owner.call('GET', path);
      expect(reply.statusCode, path).toBe(400);
      expect(reply.body.code, path).toBe('VALIDATION_ERROR');
    }
  });

  it('keeps other accounts out and sub-users without read_analytics', async () => {
    const stranger = await account(h);
    expect((await stranger.route('analyticsUniqueUsers', { params: params() })).statusCode).toBe(
      404,
    );
    expect((await stranger.route('tunnelAnalytics', { params: tunnel() })).statusCode).toBe(404);

    const invite = async (perms: Partial<Record<Permission, boolean>>) => {
      const email = uniqueEmail('member');
      const { body } = await owner.route('inviteSubUser', {
        params: params(),
        body: { email, perms },
      });
      const member = await account(h, email);
      await member.route('acceptInvite', {
        params: { ...params(), userId: String(body.data.id) },
      });
      return member;
    };
    const without = await invite({ read_network: true });
    const refused = await without.route('statsBitrate', { params: params() });
    expect(refused.statusCode).toBe(403);
    const withIt = await invite({ read_analytics: true });
    expect((await withIt.route('analyticsRetention', { params: params() })).statusCode).toBe(200);
  });
});
