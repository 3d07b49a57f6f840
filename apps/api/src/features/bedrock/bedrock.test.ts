import type { RouteRequest, Routes } from '@palisade/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowTestNets, insertLocation } from '../../../test/fixtures';
import { type Account, account, type Harness, setPlan, startHarness } from '../../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ EDGE_DOMAIN: 'edge.example.com' });
  await allowTestNets(h);
});
afterAll(() => h.close());

/** A new network with one backend set, and the path parameters of its routes. */
async function networkWithSet(a: Account) {
  const net = (await a.route('createNetwork', { body: { name: 'bedrock' } })).body.data;
  const params = { id: String(net.id) };
  const set = (
    await a.route('createBackendSet', {
      params,
      body: { name: 'geyser', backends: ['10.0.0.5:19132'] },
    })
  ).body.data;
  return { params, set };
}

/** The path parameters of one Bedrock tunnel of a network. */
const of = (params: { id: string }, tunnelId: number) => ({
  ...params,
  tunnelId: String(tunnelId),
});

describe('Bedrock tunnels', () => {
  it('get their own public port and follow the network', async () => {
    const a = await account(h);
    await setPlan(h, a.id, 2);
    const { params, set } = await networkWithSet(a);
    const create = (body: { name: string; backend_set_id: number; location: string }) =>
      a.route('createBedrockTunnel', { params, body });

    expect((await a.route('listBedrockLocations', { params })).body.data).toContain('local');
    const first = await create({ name: 'Geyser', backend_set_id: set.id, location: 'local' });
    expect(first.statusCode).toBe(200);
    expect(first.body.data).toMatchObject({
      name: 'Geyser',
      backend_set_id: set.id,
      location: 'local',
      proxy_protocol: 2,
      port: 19132,
      allocated_cname: `br${first.body.data.id}.local.edge.example.com`,
    });
    const second = await a.route('createBedrockTunnel', {
      params,
      body: { name: 'Second', backend_set_id: set.id, location: 'local', proxy_protocol: 2 },
    });
    expect(second.body.data.port).toBe(19133);
    // A PROXY version the contract does not name, sent raw on purpose.
    expect(
      (
        await a.call('POST', `/networks/${params.id}/bedrockTunnels`, {
          name: 'x',
          backend_set_id: set.id,
          location: 'local',
          proxy_protocol: 3,
        })
      ).statusCode,
    ).toBe(400);
    expect((await create({ name: 'x', backend_set_id: set.id, location: 'moon' })).statusCode).toBe(
      400,
    );
    expect(
      (await create({ name: 'x', backend_set_id: 999999, location: 'local' })).statusCode,
    ).toBe(404);

    const tunnel = of(params, first.body.data.id);
    const renamed = await a.route('updateBedrockTunnel', {
      params: tunnel,
      body: { name: 'Geyser EU' },
    });
    expect(renamed.body.data).toMatchObject({ name: 'Geyser EU', port: 19132 });
    expect(renamed.body.data).not.toHaveProperty('message');
    expect((await a.route('getBedrockTunnel', { params: tunnel })).body.data).toEqual(
      renamed.body.data,
    );
    expect(
      (await a.route('deleteBackendSet', { params: { ...params, setId: String(set.id) } })).body
        .code,
    ).toBe('IN_USE');

    expect((await a.route('deleteBedrockTunnel', { params: tunnel })).statusCode).toBe(200);
    const reused = await create({ name: 'Again', backend_set_id: set.id, location: 'local' });
    expect(reused.body.data.port).toBe(19132);
    expect((await a.route('listBedrockTunnels', { params })).body.data.map((t) => t.port)).toEqual([
      19133, 19132,
    ]);
    const third = await create({ name: 'third', backend_set_id: set.id, location: 'local' });
    expect(third.body.data.port).toBe(19134);
    const over = await create({ name: 'over', backend_set_id: set.id, location: 'local' });
    expect(over.body.code).toBe('PLAN_LIMIT');
  });

  it('move to another location with a free port there, and say which PROXY version they send', async () => {
    const a = await account(h);
    await setPlan(h, a.id, 2);
    const { params, set } = await networkWithSet(a);
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
    const created = await a.route('createBedrockTunnel', {
      params,
      body: { name: 'Geyser', backend_set_id: set.id, location: here.id, proxy_protocol: 1 },
    });
    expect(created.statusCode).toBe(200);
    expect(created.body.data).toMatchObject({
      port: 19400,
      proxy_protocol: 2,
      message: expect.stringContaining('PROXY protocol v2'),
    });
    const tunnel = created.body.data;
    const update = (tunnelId: number, body: RouteRequest<Routes['updateBedrockTunnel']>['body']) =>
      a.route('updateBedrockTunnel', { params: of(params, tunnelId), body });

    // TCPShield's clients send the whole tunnel back with a new location.
    const moved = await update(tunnel.id, {
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
    expect(
      (await a.route('getBedrockTunnel', { params: of(params, tunnel.id) })).body.data,
    ).toEqual(moved.body.data);
    const same = await update(tunnel.id, { location: there.id, name: 'G' });
    expect(same.body.data).toMatchObject({ name: 'G', location: there.id, port: 19500 });

    // The port it left is free again; a location with no free port refuses the move.
    const next = await a.route('createBedrockTunnel', {
      params,
      body: { name: 'n', backend_set_id: set.id, location: here.id },
    });
    expect(next.body.data.port).toBe(19400);
    const refused = await update(next.body.data.id, { location: there.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.code).toBe('NO_PORT_AVAILABLE');
    expect(
      (await a.route('getBedrockTunnel', { params: of(params, next.body.data.id) })).body.data,
    ).toMatchObject({ location: here.id, port: 19400 });
    const unknown = await update(tunnel.id, { location: 'moon' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.message).toContain('moon');
  });

  it('of one network are not reachable through another', async () => {
    const a = await account(h);
    const b = await account(h);
    const mine = (await a.route('createNetwork', { body: { name: 'a' } })).body.data;
    const theirs = await networkWithSet(b);
    const tunnel = (
      await b.route('createBedrockTunnel', {
        params: theirs.params,
        body: { name: 't', backend_set_id: theirs.set.id, location: 'local' },
      })
    ).body.data;
    // Their tunnel's id under my network.
    const stray = of({ id: String(mine.id) }, tunnel.id);
    expect(
      (await a.route('updateBedrockTunnel', { params: stray, body: { name: 'x' } })).statusCode,
    ).toBe(404);
    expect((await a.route('getBedrockTunnel', { params: stray })).body).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      error: 'Bedrock tunnel not found.',
      message: 'Bedrock tunnel not found.',
    });
    expect((await a.route('deleteBedrockTunnel', { params: stray })).statusCode).toBe(404);
  });
});
