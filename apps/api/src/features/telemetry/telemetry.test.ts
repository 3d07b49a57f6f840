import { randomUUID } from 'node:crypto';
import type { TelemetryBucket } from '@palisade/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLocation } from '../../../test/fixtures';
import {
  type Account,
  account,
  type BodyOf,
  type Harness,
  startHarness,
} from '../../../test/harness';
import { noDrops } from '../../db/drops';
import { createEdgeToken } from '../edge-sync/tokens';

let h: Harness;
let token: string;
let a: Account;
let networkId: number;
let seq = 0;
beforeAll(async () => {
  h = await startHarness();
  await insertLocation(h, 'tel1');
  ({ token } = await createEdgeToken(h.deps.db, 'tel1', 'telemetry'));
  a = await account(h);
  networkId = (await a.route('createNetwork', { body: { name: 'counted' } })).body.data.id;
});
afterAll(() => h.close());

const bucketStart = (secondsAgo: number) =>
  Math.floor((Date.now() - secondsAgo * 1000) / 10_000) * 10_000;

const bucket = (start: number, over: Partial<TelemetryBucket> = {}): TelemetryBucket => ({
  network_id: networkId,
  start,
  connections: 10,
  status_pings: 4,
  logins: 3,
  dropped: { ...noDrops, firewall: 1, rate_limit: 2, invalid: 1 },
  bytes_in: 1000,
  bytes_out: 5000,
  players: 3,
  by_protocol: { '767': 2, '47': 1 },
  by_domain: { 'play.example.com': 3 },
  by_country: { DE: 2, US: 1 },
  sources: [],
  ...over,
});

const send = (body: BodyOf<'edgeTelemetry'>, edgeToken = token) =>
  h.route('edgeTelemetry', { body }, { 'x-edge-token': edgeToken });

describe('telemetry ingest', () => {
  it('stores a batch once however often it is sent', async () => {
    const start = bucketStart(5);
    const session = {
      id: randomUUID(),
      network_id: networkId,
      username: 'Notch',
      protocol_version: 767,
      domain: 'play.example.com',
      country: 'DE',
      asn: 3320,
      started_at: Date.now() - 60_000,
      ended_at: null,
      bytes_in: 10,
      bytes_out: 20,
    };
    const batch = { seq: ++seq, buckets: [bucket(start)], sessions: [session] };
    const first = await send(batch);
    expect(first.body.data, JSON.stringify(first.body)).toEqual({ seq, duplicate: false });
    expect((await send(batch)).body.data).toEqual({ seq, duplicate: true });

    const overview = await a.route('statsOverview', { params: { id: String(networkId) } });
    expect(overview.body.data).toMatchObject({
      players: 3,
      peak_players_24h: 3,
      connections_24h: 10,
      logins_24h: 3,
      mitigated_24h: 4,
      bytes_in_24h: 1000,
      bytes_out_24h: 5000,
      unique_players_24h: 1,
    });

    // The same bucket again in a later batch adds up; players keep the larger figure.
    await send({
      seq: ++seq,
      buckets: [bucket(start, { connections: 5, players: 2 })],
      sessions: [{ ...session, ended_at: Date.now(), bytes_in: 99 }],
    });
    const after = (await a.route('statsOverview', { params: { id: String(networkId) } })).body.data;
    expect(after).toMatchObject({ connections_24h: 15, players: 3, unique_players_24h: 1 });
  });

  it('answers the players series on its grid', async () => {
    const now = bucketStart(0);
    await send({
      seq: ++seq,
      buckets: [bucket(bucketStart(3600), { players: 9 }), bucket(now, { players: 3 })],
      sessions: [],
    });
    const series = await a.route('statsPlayers', {
      params: { id: String(networkId) },
      query: { period: '1d', points: 144 },
    });
    expect(series.body.data.step_seconds).toBe(600);
    expect(series.body.data.points).toHaveLength(144);
    const values = series.body.data.points.map(([, v]) => v);
    expect(Math.max(...values)).toBe(9);
    // The step that holds the latest bucket: the last one, or the one before if a step began
    // between the batch and the question.
    const latest = series.body.data.points.find(([at]) => at <= now && now < at + 600_000);
    expect(latest?.[1]).toBe(3);
    expect(series.body.data.points.slice(-2)).toContainEqual(latest);
    const [first, second] = series.body.data.points;
    expect((second?.[0] ?? 0) - (first?.[0] ?? 0)).toBe(600_000);
    // A period the contract does not name, sent raw on purpose.
    expect((await a.call('GET', `/networks/${networkId}/stats/players?period=5y`)).statusCode).toBe(
      400,
    );
  });

  it('refuses times outside the window with a 400 in the envelope, storing nothing', async () => {
    const session = (startedAt: number, endedAt: number | null) => ({
      id: randomUUID(),
      network_id: networkId,
      username: 'Dinnerbone',
      protocol_version: 767,
      domain: 'play.example.com',
      country: null,
      asn: null,
      started_at: startedAt,
      ended_at: endedAt,
      bytes_in: 0,
      bytes_out: 0,
    });
    const hour = 3600_000;
    const refused = [
      { buckets: [bucket(-86_400_000)], sessions: [] },
      { buckets: [bucket(8_640_000_000_000_000)], sessions: [] },
      { buckets: [bucket(bucketStart(0) + 3_600_000)], sessions: [] },
      { buckets: [bucket(bucketStart(3 * 3600 + 60))], sessions: [] },
      { buckets: [], sessions: [session(Date.now() - 401 * 86_400_000, null)] },
      { buckets: [], sessions: [session(Date.now() - hour, Date.now() + 2 * hour)] },
      {
        buckets: [],
        sessions: [],
        tunnels: [{ tunnel_id: 1, start: 0, bytes_in: 1, bytes_out: 1 }],
      },
    ];
    for (const body of refused) {
      const reply = await send({ seq: ++seq, ...body });
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.body).toMatchObject({ status: expect.any(Number), message: expect.any(String) });
      expect(JSON.stringify(reply.body)).toMatch(/must lie within the last/);
    }
    const connections = async () =>
      (await a.route('statsOverview', { params: { id: String(networkId) } })).body.data
        .connections_24h;
    const before = await connections();
    // The edges of the window are taken: three hours back for counters, 400 days for sessions.
    const edge = bucketStart(3 * 3600 - 20);
    const kept = await send({
      seq: ++seq,
      buckets: [bucket(edge, { connections: 1, players: 0 })],
      sessions: [session(Date.now() - 399 * 86_400_000, Date.now())],
    });
    expect(kept.statusCode, JSON.stringify(kept.body)).toBe(200);
    expect(await connections()).toBe(before + 1);
  });

  it('refuses malformed batches and unknown edges, and skips deleted networks', async () => {
    expect(
      (await send({ seq: ++seq, buckets: [bucket(bucketStart(0) + 5)], sessions: [] })).statusCode,
    ).toBe(400);
    expect((await send({ seq: -1, buckets: [], sessions: [] })).statusCode).toBe(400);
    expect(
      (await send({ seq: ++seq, buckets: [], sessions: [] }, 'pal_edge_nope')).statusCode,
    ).toBe(401);
    const gone = await send({
      seq: ++seq,
      buckets: [bucket(bucketStart(0), { network_id: 987654 })],
      sessions: [],
    });
    expect(gone.body.data.duplicate).toBe(false);
  });
});
