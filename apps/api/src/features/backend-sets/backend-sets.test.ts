import { freePort } from '@palisade/peers/ports';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowTestNets, insertLocation } from '../../../test/fixtures';
import {
  type Account,
  account,
  type BodyOf,
  type Harness,
  startHarness,
} from '../../../test/harness';
import { backendHealth, edgeTokens } from '../../db/schema';
import { createEdgeToken } from '../edge-sync/tokens';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  await allowTestNets(h);
});
afterAll(() => h.close());

/** A new network of the account, as the path parameters of its routes. */
async function network(a: Account) {
  const id = (await a.route('createNetwork', { body: { name: 'n' } })).body.data.id;
  return { id: String(id) };
}

/** The path parameters of one backend set of a network. */
const of = (params: { id: string }, setId: number) => ({ ...params, setId: String(setId) });

describe('backend sets', () => {
  it('are created, listed, read, changed and deleted', async () => {
    const a = await account(h);
    const params = await network(a);
    const created = await a.route('createBackendSet', {
      params,
      body: {
        name: 'lobby',
        backends: ['203.0.113.7:25565', '[2001:db8::1]:25565', 'mc-1.example.com:25577'],
        proxy_protocol: true,
        load_balancing_mode: 1,
      },
    });
    expect(created.statusCode).toBe(200);
    expect(created.body.data).toMatchObject({
      name: 'lobby',
      backends: ['203.0.113.7:25565', '[2001:db8::1]:25565', 'mc-1.example.com:25577'],
      proxy_protocol: true,
      vulcan_ac_enabled: false,
      load_balancing_mode: 1,
    });
    const id = created.body.data.id;
    const set = of(params, id);
    expect((await a.route('listBackendSets', { params })).body.data.map((s) => s.id)).toEqual([id]);
    expect((await a.route('getBackendSet', { params: set })).body.data.name).toBe('lobby');

    const changed = await a.route('updateBackendSet', {
      params: set,
      body: { backends: ['203.0.113.8:25565'], vulcan_ac_enabled: true, load_balancing_mode: 4 },
    });
    expect(changed.body.data).toMatchObject({
      name: 'lobby',
      backends: ['203.0.113.8:25565'],
      vulcan_ac_enabled: true,
      load_balancing_mode: 4,
    });

    expect((await a.route('deleteBackendSet', { params: set })).body.data).toEqual({ id });
    expect((await a.route('getBackendSet', { params: set })).statusCode).toBe(404);
  });

  it('take a host without a port as one on 25565, the port a Java client assumes', async () => {
    const a = await account(h);
    const params = await network(a);
    const created = await a.route('createBackendSet', {
      params,
      body: { name: 'bare', backends: ['203.0.113.7', '[2001:db8::1]', 'mc-2.example.com:25577'] },
    });
    expect(created.body.data?.backends).toEqual([
      '203.0.113.7:25565',
      '[2001:db8::1]:25565',
      'mc-2.example.com:25577',
    ]);
    const twice = await a.route('createBackendSet', {
      params,
      body: { name: 'twice', backends: ['203.0.113.7', '203.0.113.7:25565'] },
    });
    expect(twice.body.code).toBe('VALIDATION_ERROR');
  });

  it('validate every backend and the mode', async () => {
    const a = await account(h);
    const params = await network(a);
    const bad = [
      ['203.0.113.7:'],
      ['203.0.113.7:0'],
      ['203.0.113.7:65536'],
      ['2001:db8::1:25565'],
      ['[not-v6]:25565'],
      ['999.1.1.1:25565'],
      ['bad_host!:25565'],
      [],
      ['a.example.com:1', 'A.example.com:1'],
      Array.from({ length: 33 }, (_, i) => `10.0.0.${i}:25565`),
    ];
    for (const backends of bad) {
      const reply = await a.route('createBackendSet', { params, body: { name: 'x', backends } });
      expect(reply.statusCode, JSON.stringify(backends)).toBe(400);
      expect(reply.body.code).toBe('VALIDATION_ERROR');
    }
    const mode = await a.route('createBackendSet', {
      params,
      body: { name: 'x', backends: ['10.0.0.1:25565'], load_balancing_mode: 5 },
    });
    expect(mode.body.details).toContainEqual(
      expect.objectContaining({ path: 'body.load_balancing_mode' }),
    );
  });

  it('refuse internal addresses, and names that resolve to them, unless an operator allows them', async () => {
    const a = await account(h);
    const params = await network(a);
    const internal = [
      '127.0.0.53:5432',
      '[::1]:22',
      '169.254.169.254:80',
      '100.64.0.1:25565',
      '192.168.77.1:25565',
      '172.16.0.1:25565',
      '[::ffff:192.168.77.1]:25565',
      // IPv4-compatible IPv6: judged by the IPv4 inside.
      '[::127.0.0.1]:25565',
      '[::7f00:1]:25565',
      '[::a9fe:a9fe]:80',
      '[fd00::1]:25565',
      '[fe80::1]:25565',
      '0.0.0.0:25565',
      '224.0.0.1:25565',
      '240.0.0.1:25565',
      // Resolves to loopback: checked after resolution, every answer.
      `localhost:${await freePort()}`,
    ];
    for (const backend of internal) {
      const reply = await a.route('createBackendSet', {
        params,
        body: { name: 'x', backends: ['203.0.113.7:1', backend] },
      });
      expect(reply.statusCode, backend).toBe(400);
      expect(reply.body).toMatchObject({
        code: 'BACKEND_NOT_PUBLIC',
        details: [
          { path: 'body.backends.1', message: expect.stringMatching(/not a public address/) },
        ],
      });
    }
    const created = await a.route('createBackendSet', {
      params,
      body: { name: 'ok', backends: ['203.0.113.7:1'] },
    });
    const set = of(params, created.body.data.id);
    const patch = (backends: string[]) =>
      a.route('updateBackendSet', { params: set, body: { backends } });
    const patched = await patch(['[::1]:25565']);
    expect(patched.body.code).toBe('BACKEND_NOT_PUBLIC');
    expect((await a.route('getBackendSet', { params: set })).body.data.backends).toEqual([
      '203.0.113.7:1',
    ]);

    // The operator allows a range for a location whose game servers share its private network.
    await insertLocation(h, `lan${Date.now().toString(36)}`, {
      allowedBackends: ['192.168.77.0/24'],
    });
    const lan = await patch(['192.168.77.1:25565', '[::ffff:192.168.77.2]:25565']);
    expect(lan.statusCode).toBe(200);
    expect((await patch(['192.168.78.1:1'])).body.code).toBe('BACKEND_NOT_PUBLIC');
  });

  it('follow the plan and refuse deletion while a domain uses them', async () => {
    const a = await account(h);
    const params = await network(a);
    const create = (name: string, backends: string[]) =>
      a.route('createBackendSet', { params, body: { name, backends } });
    const tooMany = await create('big', [
      '10.0.0.1:1',
      '10.0.0.2:1',
      '10.0.0.3:1',
      '10.0.0.4:1',
      '10.0.0.5:1',
    ]);
    expect(tooMany.statusCode).toBe(402);
    expect(tooMany.body.code).toBe('PLAN_LIMIT');
    const first = (await create('one', ['10.0.0.1:1'])).body.data;
    expect((await create('two', ['10.0.0.1:1'])).statusCode).toBe(200);
    expect((await create('three', ['10.0.0.1:1'])).body.code).toBe('PLAN_LIMIT');

    await a.route('addDomain', {
      params,
      body: { name: `used${Date.now()}.example.com`, backend_set_id: first.id },
    });
    const inUse = await a.route('deleteBackendSet', { params: of(params, first.id) });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.body.code).toBe('IN_USE');
    expect(inUse.body.message).toMatch(/used\d+\.example\.com/);
  });

  it('of one network cannot be reached through another', async () => {
    const a = await account(h);
    const b = await account(h);
    const mine = await network(a);
    const theirs = await network(b);
    const set = (
      await b.route('createBackendSet', {
        params: theirs,
        body: { name: 's', backends: ['10.0.0.1:1'] },
      })
    ).body.data;
    // Their set's id under my network.
    const stray = of(mine, set.id);
    expect((await a.route('getBackendSet', { params: stray })).statusCode).toBe(404);
    expect(
      (await a.route('updateBackendSet', { params: stray, body: { name: 'stolen' } })).statusCode,
    ).toBe(404);
    expect((await a.route('deleteBackendSet', { params: stray })).statusCode).toBe(404);
    expect((await b.route('getBackendSet', { params: of(theirs, set.id) })).body.data.name).toBe(
      's',
    );
  });
});

describe('backend health', () => {
  it("merges the edges' latest checks per address, and forgets old ones", async () => {
    const location = await insertLocation(h, `health${Date.now().toString(36)}`);
    const edges = await Promise.all(
      ['one', 'two'].map(async (name) => {
        const { token, id } = await createEdgeToken(h.deps.db, location.id, name);
        return {
          id,
          token,
          report: (backends: BodyOf<'edgeBackendHealth'>['backends']) =>
            h.route('edgeBackendHealth', { body: { backends } }, { 'x-edge-token': token }),
        };
      }),
    );
    const [one, two] = edges as [(typeof edges)[0], (typeof edges)[0]];
    const a = await account(h);
    const params = await network(a);
    const backends = ['198.51.100.10:25565', '198.51.100.11:25565', '198.51.100.12:25565'];
    await a.route('createBackendSet', { params, body: { name: 's', backends } });
    const [up, partial, unchecked] = backends as [string, string, string];
    const health = async () =>
      new Map((await a.route('backendHealth', { params })).body.data.map((b) => [b.address, b]));

    expect(
      (
        await one.report([
          { address: up, healthy: true, latency_ms: 4 },
          { address: partial, healthy: true, latency_ms: 10 },
        ])
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await two.report([
          { address: up, healthy: true, latency_ms: 8 },
          { address: partial, healthy: false, latency_ms: null },
        ])
      ).body.data,
    ).toEqual({ backends: 2 });
    let seen = await health();
    expect(seen.get(up)).toMatchObject({
      status: 'up',
      latency_ms: 6,
      edges_up: 2,
      edges_reporting: 2,
    });
    expect(seen.get(partial)).toMatchObject({
      status: 'partial',
      latency_ms: 10,
      edges_up: 1,
      edges_reporting: 2,
    });
    expect(seen.get(unchecked)).toMatchObject({
      status: 'unknown',
      latency_ms: null,
      edges_reporting: 0,
      checked_at: null,
    });

    // A report replaces the edge's last one: what it no longer checks is no longer its word.
    await two.report([{ address: up, healthy: false, latency_ms: null }]);
    seen = await health();
    expect(seen.get(up)).toMatchObject({ status: 'partial', latency_ms: 4 });
    expect(seen.get(partial)).toMatchObject({ status: 'up', edges_reporting: 1 });

    // Reports older than the freshness window say nothing.
    await h.deps.db
      .update(backendHealth)
      .set({ reportedAt: new Date(Date.now() - 60_000) })
      .where(eq(backendHealth.edgeId, one.id));
    seen = await health();
    expect(seen.get(up)).toMatchObject({ status: 'down', edges_reporting: 1 });
    expect(seen.get(partial)).toMatchObject({ status: 'unknown' });

    const other = await account(h);
    expect((await other.route('backendHealth', { params })).statusCode).toBe(404);
    // Raw: a field of the wrong type, which the typed caller cannot send.
    const refused = await h.request({
      method: 'PUT',
      url: '/api/v1/edge/backendHealth',
      headers: { 'x-edge-token': one.token },
      payload: { backends: [{ address: up, healthy: 'yes' }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it("keeps whether the edge shares with its location's other edges, as its last report said", async () => {
    const location = await insertLocation(h, `sharing${Date.now().toString(36)}`);
    const { token, id } = await createEdgeToken(h.deps.db, location.id, 'edge');
    const report = (body: Omit<BodyOf<'edgeBackendHealth'>, 'backends'>) =>
      h.route('edgeBackendHealth', { body: { backends: [], ...body } }, { 'x-edge-token': token });
    const stored = async () =>
      (
        await h.deps.db
          .select({ sharing: edgeTokens.locationSharing, kernel: edgeTokens.kernelFilter })
          .from(edgeTokens)
          .where(eq(edgeTokens.id, id))
      )[0];
    expect((await report({ location_sharing: true, kernel_filter: true })).statusCode).toBe(200);
    expect(await stored()).toEqual({ sharing: true, kernel: true });
    // NATS away: the edge protects alone and says so.
    await report({ location_sharing: false, kernel_filter: true });
    expect(await stored()).toEqual({ sharing: false, kernel: true });
    // Started again without a location bus: nothing to share, nothing said.
    await report({});
    expect(await stored()).toEqual({ sharing: null, kernel: true });
  });

  it('keeps Java and Bedrock checks of one address apart', async () => {
    const location = await insertLocation(h, `proto${Date.now().toString(36)}`);
    const { token } = await createEdgeToken(h.deps.db, location.id, 'edge');
    const report = (backends: BodyOf<'edgeBackendHealth'>['backends']) =>
      h.route('edgeBackendHealth', { body: { backends } }, { 'x-edge-token': token });
    const a = await account(h);
    const params = await network(a);
    const backend = '198.51.100.20:25565';
    const set = (
      await a.route('createBackendSet', { params, body: { name: 's', backends: [backend] } })
    ).body.data;
    await a.route('addDomain', {
      params,
      body: { name: `proto${Date.now().toString(36)}.example.com`, backend_set_id: set.id },
    });
    const tunnel = await a.route('createBedrockTunnel', {
      params,
      body: { name: 'Geyser', backend_set_id: set.id, location: 'local' },
    });
    expect(tunnel.statusCode).toBe(200);
    const health = async () => (await a.route('backendHealth', { params })).body.data;

    // The Java server answers TCP; nothing answers RakNet on that port (Geyser is elsewhere).
    await report([
      { address: backend, protocol: 'java', healthy: true, latency_ms: 3 },
      { address: backend, protocol: 'bedrock', healthy: false, latency_ms: null },
    ]);
    expect(await health()).toEqual([
      expect.objectContaining({ address: backend, protocol: 'java', status: 'up', latency_ms: 3 }),
      expect.objectContaining({ address: backend, protocol: 'bedrock', status: 'down' }),
    ]);

    // Without its tunnel the set is Java's alone; an edge from before says nothing of protocols.
    await a.route('deleteBedrockTunnel', {
      params: { ...params, tunnelId: String(tunnel.body.data.id) },
    });
    const raw = await h.request({
      method: 'PUT',
      url: '/api/v1/edge/backendHealth',
      headers: { 'x-edge-token': token },
      payload: { backends: [{ address: backend, healthy: false, latency_ms: null }] },
    });
    expect(raw.statusCode).toBe(200);
    expect(await health()).toEqual([
      expect.objectContaining({ address: backend, protocol: 'java', status: 'down' }),
    ]);
  });
});
