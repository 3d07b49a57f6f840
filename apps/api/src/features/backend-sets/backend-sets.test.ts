import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, type Entity, type Harness, startHarness } from '../../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
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
    expect(created.statusCode).toBe(201);
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
      201,
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
