import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteName, RouteRequest, Routes } from '@palisade/contract';
import { type Edge, startEdge } from '@palisade/edge';
import { type DnsServer, startDnsServer } from '@palisade/peers/dns-server';
import { type Backend, join, startBackend } from '@palisade/peers/minecraft';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { allowBackends, insertLocation } from '../../../test/fixtures';
import { type Account, account, type Harness, setPlan, startHarness } from '../../../test/harness';
import { createEdgeToken } from '../edge-sync/tokens';
import { rollUpNow } from '../telemetry/jobs';

/**
 * Known traffic through the real edge: real minecraft-protocol clients of two releases join
 * through two domains, a firewalled address is turned away, and every stats and analytics
 * route answers the figures that traffic implies, before and after the rollup job runs.
 */

const quiet = { info() {}, warn() {}, debug() {} };
const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
const modern = `play.${suffix}.example.com`;
const legacy = `legacy.${suffix}.example.com`;
const blocked = '127.0.0.5';
const stateDir = await mkdtemp(path.join(tmpdir(), 'palisade-analytics-edge-'));

let dns: DnsServer;
let h: Harness;
let owner: Account;
let networkId: number;
let edge: Edge;
let locationId: string;
let backends: Backend[] = [];
let started = 0;

/** The path parameters of the network's routes. */
const params = () => ({ id: String(networkId) });
const get = async <N extends RouteName>(name: N, request: RouteRequest<Routes[N]>) => {
  const reply = await owner.route(name, request);
  expect(reply.statusCode, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
};

async function routed(name: string, backend: Backend) {
  await allowBackends(h, locationId, [`127.0.0.1:${backend.port}`]);
  const set = await owner.route('createBackendSet', {
    params: params(),
    body: { name: name.split('.')[0] ?? name, backends: [`127.0.0.1:${backend.port}`] },
  });
  const domain = await owner.route('addDomain', {
    params: params(),
    body: { name, backend_set_id: set.body.data.id },
  });
  const network = (await owner.route('getNetwork', { params: params() })).body.data;
  dns.setTxt(`_palisade.${name}`, [network.txt_verification]);
  const verified = await owner.route('verifyDomain', {
    params: { ...params(), domainId: String(domain.body.data.id) },
  });
  expect(verified.body.data.verified).toBe(true);
}

/** How long each player plays before it leaves: it counts as a player, not a login alone. */
const playMs = 1000;

beforeAll(async () => {
  dns = await startDnsServer();
  h = await startHarness({ DNS_SERVERS: dns.address });
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const address = h.app.server.address();
  const apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const location = await insertLocation(h, `ae${suffix}`);
  locationId = location.id;
  const { token } = await createEdgeToken(h.deps.db, location.id, 'analytics edge');

  owner = await account(h);
  await setPlan(h, owner.id, 3);
  networkId = (await owner.route('createNetwork', { body: { name: 'traffic' } })).body.data.id;
  backends = [await startBackend('modern', '1.21.1'), await startBackend('legacy', '1.8.8')];
  await routed(modern, backends[0] as Backend);
  await routed(legacy, backends[1] as Backend);
  await owner.route('saveIpFirewall', {
    params: params(),
    body: { cidr: blocked, whitelist: false },
  });

  edge = await startEdge({
    apiUrl,
    token,
    stateDir,
    javaPort: 0,
    host: '127.0.0.1',
    log: quiet,
    telemetryIntervalMs: 3_600_000,
    handshakeTimeoutMs: 2000,
    // Loopback has no country in the offline database: two loopback addresses get one.
    geo: {
      country: (a: string) => ({ '127.0.0.1': 'DE', '127.0.0.6': 'BR' })[a] ?? null,
      asn: () => null,
    },
  });
  await vi.waitFor(
    async () => {
      const probe = await join(
        edge.port,
        modern,
        'Probe',
        backends[0] as Backend,
        '127.0.0.1',
        '1.21.1',
        playMs,
      );
      expect(probe.joined).toBe(true);
    },
    { timeout: 15_000, interval: 200 },
  );
  // The probe's traffic is not part of the figures: send it and start counting afresh.
  await vi.waitFor(() => expect(edge.recorder.players(networkId)).toBe(0), { timeout: 5000 });
  await edge.flushTelemetry();
  started = Date.now();
});

afterAll(async () => {
  await edge?.stop();
  for (const b of backends) b.close();
  await h?.close();
  await dns?.close();
  await rm(stateDir, { recursive: true, force: true });
});

describe('analytics from real traffic through the edge', () => {
  it('answers every figure the traffic implies', async () => {
    const before = await get('statsOverview', { params: params() });
    for (const name of ['Alex', 'Steve', 'Notch']) {
      expect(
        await join(edge.port, modern, name, backends[0] as Backend, '127.0.0.1', '1.21.1', playMs),
      ).toMatchObject({ joined: true });
    }
    for (const name of ['Jeb', 'Dinnerbone']) {
      const joined = await join(
        edge.port,
        legacy,
        name,
        backends[1] as Backend,
        '127.0.0.6',
        '1.8.8',
        playMs,
      );
      expect(joined).toMatchObject({ joined: true });
    }
    for (const name of ['Griefer1', 'Griefer2']) {
      const refused = await join(edge.port, modern, name, null, blocked);
      expect(refused.joined).toBe(false);
    }
    await vi.waitFor(() => expect(edge.recorder.players(networkId)).toBe(0), { timeout: 5000 });
    await edge.flushTelemetry();

    const check = async () => {
      const overview = await get('statsOverview', { params: params() });
      expect(overview.logins_24h - before.logins_24h).toBe(5);
      expect(overview.connections_24h - before.connections_24h).toBe(7);
      expect(overview.mitigated_24h).toBe(2);
      // The probe counts among the day's players too.
      expect(overview.unique_players_24h).toBe(6);
      const sum = (s: { points: [number, number][]; step_seconds: number }) =>
        s.points.reduce((total, [, v]) => total + v * s.step_seconds, 0);
      const cps = await get('statsConnPerSecond', { params: params(), query: { period: '1h' } });
      expect(Math.round(sum(cps))).toBe(overview.connections_24h);
      const range = { from: started - 600_000, to: Date.now() + 10_000, points: 60 };
      const cpsRange = await get('statsCpsInRange', { params: params(), query: range });
      expect(Math.round(sum(cpsRange))).toBe(overview.connections_24h);
      const drops = await get('statsMitigationDropInRange', { params: params(), query: range });
      expect(Math.round(sum(drops))).toBe(2);
      const players = await get('statsPlayers', { params: params(), query: { period: '1h' } });
      expect(Math.max(...players.points.map(([, v]) => v))).toBeGreaterThanOrEqual(1);
      const bandwidth = await get('statsBandwidth', { params: params() });
      expect(bandwidth.bytes_in).toBe(overview.bytes_in_24h);
      expect(bandwidth.bytes_out).toBe(overview.bytes_out_24h);
      expect(bandwidth.value).toBe(bandwidth.bytes_in + bandwidth.bytes_out);
      const bitrate = await get('statsBitrate', { params: params(), query: { period: '1h' } });
      expect(Math.round(sum(bitrate) / 8)).toBe(bandwidth.value);
      expect(await get('statsBillingBandwidth', { params: params() })).toMatchObject({
        bytes: bandwidth.value,
        overage_bytes: 0,
      });
      expect(await get('statsBillingCharges', { params: params() })).toEqual([]);

      expect(await get('analyticsMitigatedCount', { params: params() })).toEqual({ value: 2 });
      expect(await get('analyticsUniqueUsers', { params: params() })).toEqual({ value: 6 });
      // Every client left right after joining: six sessions, all under 30 seconds.
      expect(await get('analyticsBounceRate', { params: params() })).toEqual({ value: 1 });
      expect(await get('analyticsTopDomains', { params: params() })).toEqual({
        [modern]: 4,
        [legacy]: 2,
      });
      expect(await get('analyticsMcVersionBreakdown', { params: params() })).toEqual({
        '1.21–1.21.1': 4,
        '1.8–1.8.9': 2,
      });
      expect(await get('analyticsCountryHeatmap', { params: params() })).toEqual([
        { key: 'DE', value: 4 },
        { key: 'BR', value: 2 },
      ]);
      expect(await get('analyticsRetention', { params: params() })).toEqual({
        day_1: { value: 0, players: 0 },
        day_7: { value: 0, players: 0 },
        day_30: { value: 0, players: 0 },
      });
    };
    await check();
    // The rollup job changes where the figures are read from, not what they are.
    await vi.waitFor(async () => expect(await rollUpNow(h.deps.db)).not.toBeNull());
    await check();
  });
});
