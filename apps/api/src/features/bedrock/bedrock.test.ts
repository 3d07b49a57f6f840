import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowTestNets, insertLocation } from '../../../test/fixtures';
import { account, type Entity, type Harness, setPlan, startHarness } from '../../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ EDGE_DOMAIN: 'edge.example.com' });
  await allowTestNets(h);
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
    expect(first.statusCode).toBe(200);
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
          proxy_protocol: 3,
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
    expect(renamed.body.data).not.toHaveProperty('message');
    expect((await a.call('GET', `${base}/${first.body.data.id}`)).body.data).toEqual(
      renamed.body.data,
    );
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

  it('move to another location with a free port there, and say which PROXY version they send', async () => {
    const a = await account(h);
    await setPlan(h, a.id, 2);
    const net = (await a.call('POST', '/networks', { name: 'moving' })).body.data;
    const base = `/networks/${net.id}/bedrockTunnels`;
    const set = (
      await a.call('POST', `/networks/${net.id}/backendSets`, {
        name: 'geyser',
        backends: ['10.0.0.5:19132'],
      })
    ).body.data;
    // Locations of this test alone: on a shared PostgreSQL other files use `local`'s ports.
    const suffix = Date.now().toString(36);
    const here = await insertLocation(h, `hr${suffix}`, {
      bedrockPortMin: 19400,
      bedrockPortMax: 19401,
    });
    const there = await insertLocation(h, `th${suffix}`, {
      publicAddress: '203.0.113.7',
      bedrockPortMin: 19500,
      bedrockPortMax: 19500,
    });
    const created = await a.call('POST', base, {
      name: 'Geyser',
      backend_set_id: set.id,
      location: here.id,
      proxy_protocol: 1,
    });
    expect(created.statusCode).toBe(200);
    expect(created.body.data).toMatchObject({
      port: 19400,
      proxy_protocol: 2,
      message: expect.stringContaining('PROXY protocol v2'),
    });
    const tunnel = created.body.data;

    // TCPShield's clients send the whole tunnel back with a new location.
    const moved = await a.call('PATCH', `${base}/${tunnel.id}`, {
      name: 'Geyser',
      backend_set_id: set.id,
      location: there.id,
      proxy_protocol: 2,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.body.data).toMatchObject({
      id: tunnel.id,
      location: there.id,
      address: '203.0.113.7',
      port: 19500,
      allocated_cname: `br${tunnel.id}.${there.id}.edge.example.com`,
    });
    expect(moved.body.data).not.toHaveProperty('message');
    expect((await a.call('GET', `${base}/${tunnel.id}`)).body.data).toEqual(moved.body.data);
    const same = await a.call('PATCH', `${base}/${tunnel.id}`, { location: there.id, name: 'G' });
    expect(same.body.data).toMatchObject({ name: 'G', location: there.id, port: 19500 });

    // The port it left is free again; a location with no free port refuses the move.
    const next = await a.call('POST', base, {
      name: 'n',
      backend_set_id: set.id,
      location: here.id,
    });
    expect(next.body.data.port).toBe(19400);
    const refused = await a.call('PATCH', `${base}/${next.body.data.id}`, { location: there.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.code).toBe('NO_PORT_AVAILABLE');
    expect((await a.call('GET', `${base}/${next.body.data.id}`)).body.data).toMatchObject({
      location: here.id,
      port: 19400,
    });
    const unknown = await a.call('PATCH', `${base}/${tunnel.id}`, { location: 'moon' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.message).toContain('moon');
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
    expect((await a.call('GET', `/networks/${mine.id}/bedrockTunnels/${tunnel.id}`)).body).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      error: 'Bedrock tunnel not found.',
      message: 'Bedrock tunnel not found.',
    });
    expect(
      (await a.call('DELETE', `/networks/${mine.id}/bedrockTunnels/${tunnel.id}`)).statusCode,
    ).toBe(404);
  });
});
