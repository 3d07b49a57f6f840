import { randomUUID } from 'node:crypto';
import type { PlaySession, Refusal } from '@palisade/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLocation, subUser } from '../../../test/fixtures';
import { type Account, account, type Harness, setPlan, startHarness } from '../../../test/harness';
import { throttle } from '../../db/schema';
import { releaseName } from '../analytics/mc-versions';
import { createEdgeToken } from '../edge-sync/tokens';
import { pruneByPlan } from '../telemetry/queries/jobs';
import { lookupLimit } from './lookup';

let h: Harness;
let token: string;
let seq = 0;
beforeAll(async () => {
  h = await startHarness();
  await insertLocation(h, 'look1');
  ({ token } = await createEdgeToken(h.deps.db, 'look1', 'lookup'));
});
afterAll(() => h.close());

const now = Date.now();
const germany = { asn: 64500, country: 'DE' };

const session = (networkId: number, over: Partial<PlaySession>): PlaySession => ({
  id: randomUUID(),
  network_id: networkId,
  username: 'Steve',
  address: '198.51.100.8',
  edition: 'java',
  protocol_version: 767,
  domain: 'play.example.com',
  ...germany,
  started_at: now - 600_000,
  ended_at: now - 300_000,
  bytes_in: 5000,
  bytes_out: 90_000,
  played: true,
  closed_by: 'player',
  kick_reason: null,
  ...over,
});

const refusal = (networkId: number, over: Partial<Refusal>): Refusal => ({
  network_id: networkId,
  at: now - 120_000,
  address: '198.51.100.8',
  edition: 'java',
  username: 'Steve',
  domain: 'play.example.com',
  protocol_version: 767,
  reason: 'verification',
  ...germany,
  ...over,
});

const send = (sessions: PlaySession[], refusals: Refusal[]) =>
  h.route(
    'edgeTelemetry',
    { body: { seq: ++seq, buckets: [], sessions, refusals } },
    { 'x-edge-token': token },
  );

/**
 * A network whose edge let Steve play, whose backend then refused his login, who then left at
 * once, and whose edge refused him twice, a bot at accept and a Bedrock client of his range.
 */
async function visited(a: Account) {
  const networkId = (await a.route('createNetwork', { body: { name: 'asked' } })).body.data.id;
  const sent = await send(
    [
      session(networkId, {}),
      session(networkId, {
        started_at: now - 250_000,
        ended_at: now - 250_000,
        played: false,
        closed_by: 'backend',
        kick_reason: 'You are not white-listed on this server!',
      }),
      session(networkId, {
        started_at: now - 200_000,
        ended_at: now - 195_000,
        played: false,
        protocol_version: 769,
      }),
      session(networkId, { username: 'Alex', address: '203.0.113.5', country: 'FR' }),
    ],
    [
      refusal(networkId, {}),
      refusal(networkId, { at: now - 60_000, reason: 'reconnect_check', username: 'STEVE' }),
      refusal(networkId, {
        at: now - 30_000,
        address: '198.51.100.200',
        username: null,
        domain: null,
        protocol_version: null,
        reason: 'rate_limit',
      }),
      refusal(networkId, {
        at: now - 10_000,
        address: '198.51.100.77',
        edition: 'bedrock',
        username: null,
        domain: 'bedrock.example.com',
        protocol_version: null,
        reason: 'firewall',
      }),
    ],
  );
  expect(sent.statusCode, JSON.stringify(sent.body)).toBe(200);
  return { id: String(networkId) };
}

describe('the player lookup', () => {
  it('lists a name’s connections, newest first, with what the edge decided and why', async () => {
    const a = await account(h);
    const params = await visited(a);
    const reply = await a.route('lookupPlayer', { params, query: { q: 'steve' } });
    expect(reply.statusCode, JSON.stringify(reply.body)).toBe(200);
    const where = { prefix: '198.51.100.0/24', country: 'DE', asn: 64500 };
    expect(reply.body.data.kind).toBe('name');
    expect(reply.body.data.connections).toEqual([
      {
        at: new Date(now - 60_000).toISOString(),
        ended_at: null,
        username: 'STEVE',
        ...where,
        domain: 'play.example.com',
        edition: 'java',
        protocol_version: 767,
        version: releaseName('767'),
        outcome: 'refused',
        reason: 'reconnect_check',
        closed_by: null,
        kick_reason: null,
      },
      expect.objectContaining({ outcome: 'refused', reason: 'verification', username: 'Steve' }),
      expect.objectContaining({
        at: new Date(now - 200_000).toISOString(),
        outcome: 'login',
        protocol_version: 769,
        reason: null,
        closed_by: 'player',
      }),
      expect.objectContaining({
        at: new Date(now - 250_000).toISOString(),
        outcome: 'kicked',
        reason: null,
        closed_by: 'backend',
        kick_reason: 'You are not white-listed on this server!',
      }),
      {
        at: new Date(now - 600_000).toISOString(),
        ended_at: new Date(now - 300_000).toISOString(),
        username: 'Steve',
        ...where,
        domain: 'play.example.com',
        edition: 'java',
        protocol_version: 767,
        version: releaseName('767'),
        outcome: 'played',
        reason: null,
        closed_by: 'player',
        kick_reason: null,
      },
    ]);
  });

  it('takes a kick reason as plain text only: no control character, at most 256 characters', async () => {
    const a = await account(h);
    const networkId = (await a.route('createNetwork', { body: { name: 'kicks' } })).body.data.id;
    for (const kick_reason of ['Banned\u0000', 'x'.repeat(257)]) {
      const sent = await send([session(networkId, { played: false, kick_reason })], []);
      expect(sent.statusCode, kick_reason).toBe(400);
    }
  });

  it('finds a range of /24 or wider, never one address, and names no address', async () => {
    const a = await account(h);
    const params = await visited(a);
    const range = await a.route('lookupPlayer', { params, query: { q: '198.51.100.0/24' } });
    expect(range.body.data.kind).toBe('range');
    expect(
      range.body.data.connections.map((c) => [c.edition, c.username, c.outcome, c.reason]),
    ).toEqual([
      ['bedrock', null, 'refused', 'firewall'],
      ['java', null, 'refused', 'rate_limit'],
      ['java', 'STEVE', 'refused', 'reconnect_check'],
      ['java', 'Steve', 'refused', 'verification'],
      ['java', 'Steve', 'login', null],
      ['java', 'Steve', 'kicked', null],
      ['java', 'Steve', 'played', null],
    ]);
    expect(range.body.data.connections[0]).toMatchObject({
      domain: 'bedrock.example.com',
      prefix: '198.51.100.0/24',
    });
    expect(JSON.stringify(range.body.data)).not.toMatch(/198\.51\.100\.(8|77|200)\b/);
    for (const q of ['198.51.100.8', '198.51.100.0/25', '2001:db8::/64']) {
      const narrow = await a.route('lookupPlayer', { params, query: { q } });
      expect(narrow.statusCode, q).toBe(400);
      expect(narrow.body.code).toBe('VALIDATION_ERROR');
    }
    const bad = await a.route('lookupPlayer', { params, query: { q: 'not a name!' } });
    expect(bad.statusCode).toBe(400);
  });

  it('is for who may read analytics, and is limited per network', async () => {
    const a = await account(h);
    await setPlan(h, a.id, 2);
    const params = await visited(a);
    const firewallOnly = await subUser(h, a, Number(params.id), { read_firewall: true });
    expect(
      (await firewallOnly.route('lookupPlayer', { params, query: { q: 'Steve' } })).statusCode,
    ).toBe(403);
    const analyst = await subUser(h, a, Number(params.id), { read_analytics: true });
    expect(
      (await analyst.route('lookupPlayer', { params, query: { q: 'Steve' } })).statusCode,
    ).toBe(200);
    const stranger = await account(h);
    expect(
      (await stranger.route('lookupPlayer', { params, query: { q: 'Steve' } })).statusCode,
    ).toBe(404);
    // The owner and sub-users share the network's allowance.
    const limit = lookupLimit(Number(params.id));
    await h.deps.db.update(throttle).set({ hits: limit.max }).where(eq(throttle.key, limit.key));
    const over = await a.route('lookupPlayer', { params, query: { q: 'Steve' } });
    expect(over.statusCode).toBe(429);
    expect(over.body.code).toBe('RATE_LIMITED');
    expect(over.headers['retry-after']).toBeDefined();
  });

  it('keeps refusals for the plan’s retention only', async () => {
    const a = await account(h);
    const params = await visited(a);
    expect(
      (await a.route('lookupPlayer', { params, query: { q: 'Steve' } })).body.data.connections,
    ).toHaveLength(5);
    // Eight days on, the Free plan's seven days of sessions and refusals are gone.
    await pruneByPlan((work) => h.deps.db.transaction(work), now + 8 * 86_400_000);
    const reply = await a.route('lookupPlayer', { params, query: { q: 'Steve' } });
    expect(reply.body.data.connections).toEqual([]);
  });
});
