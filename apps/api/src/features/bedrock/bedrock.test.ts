import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, type Entity, type Harness, setPlan, startHarness } from '../../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ EDGE_DOMAIN: 'edge.example.com' });
});
afterAll(() => h.close());

describe('Bedrock tunnels', () => {
  it('get their own public port and follow the network', async () => {
    const a = await account(h);
    await setPlan(h, a.id, 2);
    const net = (await a.call('POST', '/networks', { name: 'bedrock' })).body.data;
    const base = `/networks/${net.id}/bedrockTunnels`;
    const set = (
      await a.call('POST', `/networks/${net.id}/backendSets`, {
        name: 'geyser',
        backends: ['10.0.0.5:19132'],
      })
    ).body.data;

    expect(
      (await a.call<Entity[]>('GET', `${base}/locations`)).body.data.map((l) => l.id),
    ).toContain('local');
    const first = await a.call('POST', base, {
      name: 'Geyser',
      backend_set_id: set.id,
      location: 'local',
    });
    expect(first.statusCode).toBe(201);
    expect(first.body.data).toMatchObject({
      name: 'Geyser',
      backend_set_id: set.id,
      location: 'local',
      proxy_protocol: 2,
      port: 19132,
      allocated_cname: `br${first.body.data.id}.local.edge.example.com`,
    });
    const second = await a.call('POST', base, {
      name: 'Second',
      backend_set_id: set.id,
      location: 'local',
      proxy_protocol: 2,
    });
    expect(second.body.data.port).toBe(19133);
    expect(
      (
        await a.call('POST', base, {
          name: 'x',
          backend_set_id: set.id,
          location: 'local',
          proxy_protocol: 1,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await a.call('POST', base, { name: 'x', backend_set_id: set.id, location: 'moon' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await a.call('POST', base, { name: 'x', backend_set_id: 999999, location: 'local' }))
        .statusCode,
    ).toBe(404);

    const renamed = await a.call('PATCH', `${base}/${first.body.data.id}`, { name: 'Geyser EU' });
    expect(renamed.body.data).toMatchObject({ name: 'Geyser EU', port: 19132 });
    expect((await a.call('DELETE', `/networks/${net.id}/backendSets/${set.id}`)).body.code).toBe(
      'IN_USE',
    );

    expect((await a.call('DELETE', `${base}/${first.body.data.id}`)).statusCode).toBe(200);
    const reused = await a.call('POST', base, {
      name: 'Again',
      backend_set_id: set.id,
      location: 'local',
    });
    expect(reused.body.data.port).toBe(19132);
    expect((await a.call<Entity[]>('GET', base)).body.data.map((t) => t.port)).toEqual([
      19133, 19132,
    ]);
    const third = await a.call('POST', base, {
      name: 'third',
      backend_set_id: set.id,
      location: 'local',
    });
    expect(third.body.data.port).toBe(19134);
    const over = await a.call('POST', base, {
      name: 'over',
      backend_set_id: set.id,
      location: 'local',
    });
    expect(over.body.code).toBe('PLAN_LIMIT');
  });

  it('of one network are not reachable through another', async () => {
    const a = await account(h);
    const b = await account(h);
    const mine = (await a.call('POST', '/networks', { name: 'a' })).body.data;
    const theirs = (await b.call('POST', '/networks', { name: 'b' })).body.data;
    const set = (
      await b.call('POST', `/networks/${theirs.id}/backendSets`, {
        name: 's',
        backends: ['10.0.0.5:19132'],
      })
    ).body.data;
    const tunnel = (
      await b.call('POST', `/networks/${theirs.id}/bedrockTunnels`, {
        name: 't',
        backend_set_id: set.id,
        location: 'local',
      })
    ).body.data;
    expect(
      (await a.call('PATCH', `/networks/${mine.id}/bedrockTunnels/${tunnel.id}`, { name: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await a.call('DELETE', `/networks/${mine.id}/bedrockTunnels/${tunnel.id}`)).statusCode,
    ).toBe(404);
  });
});
