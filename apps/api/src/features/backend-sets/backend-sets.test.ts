import type { BackendHealth } from '@palisade/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowTestNets, insertLocation } from '../../../test/fixtures';
import { account, type Entity, type Harness, startHarness } from '../../../test/harness';
import { freePort } from '../../../test/ports';
import { backendHealth } from '../../db/schema';
import { createEdgeToken } from '../edge-sync/tokens';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  await allowTestNets(h);
});
afterAll(() => h.close());

describe('backend sets', () => {
  it('are created, listed, read, changed and deleted', async () => {
    const a = await account(h);
    const network = (await a.call('POST', '/networks', { name: 'n' })).body.data;
    const base = `/networks/${network.id}/backendSets`;
    const created = await a.call('POST', base, {
      name: 'lobby',
      backends: ['203.0.113.7:25565', '[2001:db8::1]:25565', 'mc-1.example.com:25577'],
      proxy_protocol: true,
      load_balancing_mode: 1,
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
    expect((await a.call<Entity[]>('GET', base)).body.data.map((s) => s.id)).toEqual([id]);
    expect((await a.call('GET', `${base}/${id}`)).body.data.name).toBe('lobby');

    const changed = await a.call('PATCH', `${base}/${id}`, {
      backends: ['203.0.113.8:25565'],
      vulcan_ac_enabled: true,
      load_balancing_mode: 4,
    });
    expect(changed.body.data).toMatchObject({
      name: 'lobby',
      backends: ['203.0.113.8:25565'],
      vulcan_ac_enabled: true,
      load_balancing_mode: 4,
    });

    expect((await a.call('DELETE', `${base}/${id}`)).body.data).toEqual({ id });
    expect((await a.call('GET', `${base}/${id}`)).statusCode).toBe(404);
  });

  it('validate every backend and the mode', async () => {
    const a = await account(h);
    const network = (await a.call('POST', '/networks', { name: 'n' })).body.data;
    const base = `/networks/${network.id}/backendSets`;
    const bad = [
      ['203.0.113.7'],
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
      const reply = await a.call('POST', base, { name: 'x', backends });
      expect(reply.statusCode, JSON.stringify(backends)).toBe(400);
      expect(reply.body.code).toBe('VALIDATION_ERROR');
    }
    const mode = await a.call('POST', base, {
      name: 'x',
      backends: ['10.0.0.1:25565'],
      load_balancing_mode: 5,
    });
    expect(mode.body.details).toContainEqual(
      expect.objectContaining({ path: 'body.load_balancing_mode' }),
    );
  });

  it('refuse internal addresses, and names that resolve to them, unless an operator allows them', async () => {
    const a = await account(h);
    const network = (await a.call('POST', '/networks', { name: 'n' })).body.data;
    const base = `/networks/${network.id}/backendSets`;
    const internal = [
      '127.0.0.53:5432',
      '[::1]:22',
      '169.254.169.254:80',
      '100.64.0.1:25565',
      '192.168.77.1:25565',
      '172.16.0.1:25565',
      '[::ffff:192.168.77.1]:25565',
      '[fd00::1]:25565',
      '[fe80::1]:25565',
      '0.0.0.0:25565',
      '224.0.0.1:25565',
      '240.0.0.1:25565',
      // Resolves to loopback: checked after resolution, every answer.
      `localhost:${await freePort()}`,
    ];
    for (const backend of internal) {
      const reply = await a.call('POST', base, { name: 'x', backends: ['203.0.113.7:1', backend] });
      expect(reply.statusCode, backend).toBe(400);
      expect(reply.body).toMatchObject({
        code: 'BACKEND_NOT_PUBLIC',
        details: [
          { path: 'body.backends.1', message: expect.stringMatching(/not a public address/) },
        ],
      });
    }
    const set = (await a.call('POST', base, { name: 'ok', backends: ['203.0.113.7:1'] })).body.data;
    const patched = await a.call('PATCH', `${base}/${set.id}`, { backends: ['[::1]:25565'] });
    expect(patched.body.code).toBe('BACKEND_NOT_PUBLIC');
    expect((await a.call('GET', `${base}/${set.id}`)).body.data.backends).toEqual([
      '203.0.113.7:1',
    ]);

    // The operator allows a range for a location whose game servers share its private network.
    await insertLocation(h, `lan${Date.now().toString(36)}`, {
      allowedBackends: ['192.168.77.0/24'],
    });
    const lan = await a.call('PATCH', `${base}/${set.id}`, {
      backends: ['192.168.77.1:25565', '[::ffff:192.168.77.2]:25565'],
    });
    expect(lan.statusCode).toBe(200);
    expect(
      (await a.call('PATCH', `${base}/${set.id}`, { backends: ['192.168.78.1:1'] })).body.code,
    ).toBe('BACKEND_NOT_PUBLIC');
  });

  it('follow the plan and refuse deletion while a domain uses them', async () => {
    const a = await account(h);
    const network = (await a.call('POST', '/networks', { name: 'n' })).body.data;
    const base = `/networks/${network.id}/backendSets`;
    const tooMany = await a.call('POST', base, {
      name: 'big',
      backends: ['10.0.0.1:1', '10.0.0.2:1', '10.0.0.3:1', '10.0.0.4:1', '10.0.0.5:1'],
    });
    expect(tooMany.statusCode).toBe(402);
    expect(tooMany.body.code).toBe('PLAN_LIMIT');
    const first = (await a.call('POST', base, { name: 'one', backends: ['10.0.0.1:1'] })).body.data;
    expect((await a.call('POST', base, { name: 'two', backends: ['10.0.0.1:1'] })).statusCode).toBe(
      200,
    );
    expect(
      (await a.call('POST', base, { name: 'three', backends: ['10.0.0.1:1'] })).body.code,
    ).toBe('PLAN_LIMIT');

    await a.call('POST', `/networks/${network.id}/domains`, {
      name: `used${Date.now()}.example.com`,
      backend_set_id: first.id,
    });
    const inUse = await a.call('DELETE', `${base}/${first.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.body.code).toBe('IN_USE');
    expect(inUse.body.message).toMatch(/used\d+\.example\.com/);
  });

  it('of one network cannot be reached through another', async () => {
    const a = await account(h);
    const b = await account(h);
    const mine = (await a.call('POST', '/networks', { name: 'n' })).body.data;
    const theirs = (await b.call('POST', '/networks', { name: 'n' })).body.data;
    const set = (
      await b.call('POST', `/networks/${theirs.id}/backendSets`, {
        name: 's',
        backends: ['10.0.0.1:1'],
      })
    ).body.data;
    expect((await a.call('GET', `/networks/${mine.id}/backendSets/${set.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await a.call('PATCH', `/networks/${mine.id}/backendSets/${set.id}`, { name: 'stolen' }))
        .statusCode,
    ).toBe(404);
    expect((await a.call('DELETE', `/networks/${mine.id}/backendSets/${set.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await b.call('GET', `/networks/${theirs.id}/backendSets/${set.id}`)).body.data.name,
    ).toBe('s');
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
          report: (backends: unknown[]) =>
            h.request({
              method: 'PUT',
              url: '/api/v1/edge/backendHealth',
              headers: { 'x-edge-token': token },
              payload: { backends },
            }),
        };
      }),
    );
    const [one, two] = edges as [(typeof edges)[0], (typeof edges)[0]];
    const a = await account(h);
    const network = (await a.call('POST', '/networks', { name: 'n' })).body.data;
    const backends = ['198.51.100.10:25565', '198.51.100.11:25565', '198.51.100.12:25565'];
    await a.call('POST', `/networks/${network.id}/backendSets`, { name: 's', backends });
    const [up, partial, unchecked] = backends as [string, string, string];
    const health = async () =>
      new Map(
        (
          await a.call<BackendHealth[]>('GET', `/networks/${network.id}/backendHealth`)
        ).body.data.map((b) => [b.address, b]),
      );

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
    expect((await other.call('GET', `/networks/${network.id}/backendHealth`)).statusCode).toBe(404);
    const refused = await one.report([{ address: up, healthy: 'yes' }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
