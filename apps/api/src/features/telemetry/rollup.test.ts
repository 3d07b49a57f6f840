import {
  periodSeconds,
  type RouteName,
  type RouteRequest,
  type Routes,
  type TelemetryBucket,
} from '@palisade/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertLocation } from '../../../test/fixtures';
import { type Account, account, type Harness, setPlan, startHarness } from '../../../test/harness';
import { noDrops } from '../../db/drops';
import { tunnels } from '../../db/schema';
import { rows } from '../../db/sql';
import { grid } from '../../shared/telemetry-store';
import { createEdgeToken } from '../edge-sync/tokens';
import { ingestBatch } from './ingest';
import { maintainNow, rollUpNow } from './jobs';

/**
 * Rollups agree with the 10-second rows they replace: random traffic from two edges over the
 * last 60 hours goes in through the ingest, is rolled up and its old raw rows dropped, and every
 * series and total the API answers equals what a plain model computes from the same rows.
 */

let h: Harness;
let owner: Account;
let edges: number[];
let locationId: string;
let seq = 1;
/** The moment the last property run rolled up to. */
let lastNow = 0;

beforeAll(async () => {
  h = await startHarness();
  const location = await insertLocation(h, `ru${Date.now()}`);
  locationId = location.id;
  edges = [
    (await createEdgeToken(h.deps.db, location.id, 'rollup a')).id,
    (await createEdgeToken(h.deps.db, location.id, 'rollup b')).id,
  ];
  owner = await account(h);
  await setPlan(h, owner.id, 4);
});
afterAll(() => h.close());

interface Sample {
  /** 10-second buckets back from now: 1 minute to 60 hours. */
  back: number;
  edge: 0 | 1;
  connections: number;
  dropped: number;
  bytesIn: number;
  bytesOut: number;
  players: number;
  domain: string;
  tunnelIn: number;
}

const sample = fc.record<Sample>({
  // Spread over 60 hours, plus clusters (minutes ago, and around the 48-hour raw boundary) so
  // that many samples share a rollup bucket.
  back: fc.oneof(
    fc.integer({ min: 6, max: 21_600 }),
    fc.integer({ min: 6, max: 90 }),
    fc.integer({ min: 17_250, max: 17_330 }),
  ),
  edge: fc.constantFrom(0, 1),
  connections: fc.integer({ min: 0, max: 5000 }),
  dropped: fc.integer({ min: 0, max: 500 }),
  bytesIn: fc.integer({ min: 0, max: 50_000_000 }),
  bytesOut: fc.integer({ min: 0, max: 50_000_000 }),
  players: fc.integer({ min: 0, max: 200 }),
  domain: fc.constantFrom('a.example.com', 'b.example.com', 'c.example.com'),
  tunnelIn: fc.integer({ min: 0, max: 1_000_000 }),
});

const get = async <N extends RouteName>(name: N, request: RouteRequest<Routes[N]>) => {
  const reply = await owner.route(name, request);
  expect(reply.statusCode, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
};

/** What the API should answer, computed from the samples alone. */
function model(samples: (Sample & { start: number })[]) {
  // Per bucket and edge, counts add up and players keep the larger (as the ingest does).
  const perEdge = new Map<string, Sample & { start: number }>();
  for (const s of samples) {
    const key = `${s.start}|${s.edge}`;
    const seen = perEdge.get(key);
    perEdge.set(
      key,
      seen
        ? {
            ...seen,
            connections: seen.connections + s.connections,
            dropped: seen.dropped + s.dropped,
            bytesIn: seen.bytesIn + s.bytesIn,
            bytesOut: seen.bytesOut + s.bytesOut,
            players: Math.max(seen.players, s.players),
            tunnelIn: seen.tunnelIn + s.tunnelIn,
          }
        : { ...s },
    );
  }
  const playersAt = new Map<number, number>();
  for (const s of perEdge.values())
    playersAt.set(s.start, (playersAt.get(s.start) ?? 0) + s.players);
  const series = (period: keyof typeof periodSeconds, points: number) => {
    const g = grid(periodSeconds[period], points);
    const step = (start: number) => Math.floor(start / 1000 / g.step) * g.step * 1000;
    const cps = new Map<number, number>();
    const players = new Map<number, number>();
    const tunnelIn = new Map<number, number>();
    for (const s of perEdge.values()) {
      cps.set(step(s.start), (cps.get(step(s.start)) ?? 0) + s.connections / g.step);
      tunnelIn.set(step(s.start), (tunnelIn.get(step(s.start)) ?? 0) + s.tunnelIn);
    }
    for (const [start, p] of playersAt)
      players.set(step(start), Math.max(players.get(step(start)) ?? 0, p));
    return { g, cps, players, tunnelIn };
  };
  const total = (f: (s: Sample) => number) => samples.reduce((sum, s) => sum + f(s), 0);
  const domains = new Map<string, number>();
  for (const s of samples) domains.set(s.domain, (domains.get(s.domain) ?? 0) + 1);
  return { series, total, domains };
}

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

describe('rollups', () => {
  it('answer what the raw rows they replace answered', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(sample, { minLength: 1, maxLength: 120 }), async (drawn) => {
        const now = Date.now();
        lastNow = now;
        const networkId = (await owner.route('createNetwork', { body: { name: `rolled ${seq}` } }))
          .body.data.id;
        const [tunnel] = await h.deps.db
          .insert(tunnels)
          .values({
            ownerId: owner.id,
            name: `t${seq}`,
            endpointPeer: '203.0.113.5',
            endpointPublicKey: 'mZGSvMSRDWNmkXQ54qTanHhXDbmgvvLAsMt3DMCCOWM=',
            locationId,
            bindPort: 20000 + seq,
            privateAddress: `10.98.${seq}.0`,
            peerPrivateAddress: `10.98.${seq}.1`,
          })
          .returning();
        const tunnelId = tunnel?.id ?? 0;
        const samples = drawn.map((s) => ({
          ...s,
          start: Math.floor(now / 10_000) * 10_000 - s.back * 10_000,
        }));
        for (const edge of [0, 1] as const) {
          const mine = samples.filter((s) => s.edge === edge);
          await ingestBatch(h.deps.db, edges[edge] as number, {
            seq: seq++,
            sessions: [],
            refusals: [],
            attacks: [],
            buckets: mine.map(
              (s): TelemetryBucket => ({
                network_id: networkId,
                start: s.start,
                connections: s.connections,
                status_pings: 0,
                logins: 1,
                dropped: { ...noDrops, firewall: s.dropped },
                bytes_in: s.bytesIn,
                bytes_out: s.bytesOut,
                players: s.players,
                by_protocol: {},
                by_domain: { [s.domain]: 1 },
                by_country: {},
                sources: [],
              }),
            ),
            tunnels: mine.map((s) => ({
              tunnel_id: tunnelId,
              start: s.start,
              bytes_in: s.tunnelIn,
              bytes_out: 0,
            })),
          });
        }
        const oldest = Math.min(...samples.map((s) => s.start));
        // Another test file may hold the job's lock for a moment (one PostgreSQL for all).
        await vi.waitFor(async () =>
          expect(await rollUpNow(h.deps.db, now, oldest)).not.toBeNull(),
        );
        await maintainNow(h.deps.db, now);
        const [left] = await rows<{ oldest: string | null }>(
          h.deps.db,
          sql`select min(bucket)::text as oldest from network_buckets where network_id = ${networkId}`,
        );
        // Raw rows go by whole daily partitions once 48 hours old and rolled up.
        const day = 86_400_000;
        const kept = Math.floor((now - 48 * 3600_000) / day) * day;
        if (left?.oldest) expect(Date.parse(left.oldest)).toBeGreaterThanOrEqual(kept);

        const m = model(samples);
        const params = { id: String(networkId) };
        for (const [period, points] of [
          ['3d', 72],
          ['1w', 360],
          ['3d', 2000],
          ['1d', 360],
        ] as const) {
          const want = m.series(period, points);
          const query = { period, points };
          const cps = await get('statsConnPerSecond', { params, query });
          expect(cps.step_seconds).toBe(want.g.step);
          const players = await get('statsPlayers', { params, query });
          const traffic = await get('tunnelAnalytics', {
            params: { id: String(tunnelId) },
            query: { type: 'traffic', ...query },
          });
          for (const [t, v] of cps.points) {
            expect(close(v, want.cps.get(t) ?? 0), `cps ${period} ${t}: ${v}`).toBe(true);
          }
          for (const [t, v] of players.points) {
            expect(v, `players ${period} ${t}`).toBe(want.players.get(t) ?? 0);
          }
          for (const p of traffic.ingress) {
            expect(p.value, `tunnel ${period} ${p.time}`).toBe(
              want.tunnelIn.get(Date.parse(p.time)) ?? 0,
            );
          }
        }
        expect(await get('statsBandwidth', { params, query: { period: '1w' } })).toEqual({
          value: m.total((s) => s.bytesIn + s.bytesOut),
          bytes_in: m.total((s) => s.bytesIn),
          bytes_out: m.total((s) => s.bytesOut),
        });
        expect(await get('analyticsMitigatedCount', { params, query: { period: '3d' } })).toEqual({
          value: m.total((s) => s.dropped),
        });
        const domains = await get('analyticsTopDomains', { params, query: { period: '1w' } });
        expect(new Map(Object.entries(domains))).toEqual(m.domains);
      }),
      { numRuns: 4 },
    );
  }, 300_000);

  it('change nothing when run again', async () => {
    const snapshot = () =>
      rows(
        h.deps.db,
        sql`select network_id, resolution, bucket::text, connections::text, players, bytes_in::text
          from network_rollups
          where network_id in (select id from networks where owner_id = ${owner.id})
          order by 1, 2, 3`,
      );
    const before = await snapshot();
    expect(before.length).toBeGreaterThan(0);
    await vi.waitFor(async () => expect(await rollUpNow(h.deps.db, lastNow)).not.toBeNull());
    expect(await snapshot()).toEqual(before);
  });
});
