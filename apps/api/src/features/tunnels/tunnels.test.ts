import { execFile } from 'node:child_process';
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { RouteReply, RouteRequest, Routes } from '@palisade/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, account, type Harness, setPlan, startHarness } from '../../../test/harness';
import { locations, tunnelFilters, tunnelFirewallRules } from '../../db/schema';
import { wireguardKeyPair } from '../../shared/wireguard';

const run = promisify(execFile);

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ PUBLIC_URL: 'https://panel.example.com' });
});
afterAll(() => h.close());

type Tunnel = RouteReply<Routes['createTunnel']>;

const freePort = async (a: Account) => (await a.route('tunnelBindPort')).body.data;

/** The path parameters of one tunnel, or of one port rule. */
const of = (id: number) => ({ id: String(id) });

/** The public key a WireGuard private key (standard base64 of 32 bytes) belongs to. */
function publicKeyOf(privateKey: string): string {
  const der = Buffer.concat([
    Buffer.from('302e020100300506032b656e04220420', 'hex'),
    Buffer.from(privateKey, 'base64'),
  ]);
  const jwk = createPublicKey(createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })).export({
    format: 'jwk',
  });
  return Buffer.from(jwk.x as string, 'base64url').toString('base64');
}

describe('WireGuard tunnels', () => {
  it('are created with a real key pair and a setup script that brings them up', async () => {
    const a = await account(h);
    // TCPShield's shape: `{id: name}`, answered with 201 as its API does.
    const listed = await a.route('tunnelLocations');
    expect(listed.statusCode).toBe(201);
    // Locations are operator data shared by every test file on one database: find ours.
    expect(listed.body.data.local).toBe('Local edge');
    const [local] = await h.deps.db.select().from(locations).where(eq(locations.id, 'local'));
    const publicAddress = local?.publicAddress;
    expect(publicAddress).toMatch(/^[a-z0-9.-]+$/);
    const port = await freePort(a);
    expect(port).toBe(20000);

    const created = await a.route('createTunnel', {
      body: { name: 'survival', endpoint_peer: '203.0.113.50', bind_port: port },
    });
    expect(created.statusCode).toBe(201);
    const t = created.body.data;
    expect(t).toMatchObject({
      name: 'survival',
      location: 'local',
      bind_port: 20000,
      ingress: 0,
      egress: 0,
    });
    expect(t.tunnel_addresses).toEqual([
      {
        ip_address_public: publicAddress,
        ip_address_private: '10.77.0.0',
        peer_ip_address_private: '10.77.0.1',
        location: 'local',
      },
    ]);

    expect(t.tunnel_users).toEqual([
      { verified: true, tunnel_id: t.id, user_id: a.id, permission_id: 1 },
    ]);

    const text = (await a.route('tunnelSetupScript', { params: of(t.id) })).body.data;
    const privateKey = /PRIVATE_KEY='([A-Za-z0-9+/=]{44})'/.exec(text)?.[1] ?? '';
    expect(publicKeyOf(privateKey)).toBe(t.endpoint_public_key);
    // The owner reads the key Palisade made for the server's end, as the script holds it.
    expect(t.endpoint_private_key).toBe(privateKey);
    expect((await a.route('getTunnel', { params: of(t.id) })).body.data.endpoint_private_key).toBe(
      privateKey,
    );
    expect(text).toContain('Address = 10.77.0.1/31');
    expect(text).toContain('AllowedIPs = 10.77.0.0/32');
    expect(text).toContain(`Endpoint = ${publicAddress}:51820`);
    const dir = await mkdtemp(path.join(tmpdir(), 'palisade-script-'));
    try {
      await writeFile(path.join(dir, 'setup.sh'), text);
      await run('bash', ['-n', path.join(dir, 'setup.sh')]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }

    const light = await a.route('listTunnels', { query: { light: 'true' } });
    expect(Object.keys(light.body.data[0] ?? {})).not.toContain('ingress');
    expect(Object.keys(light.body.data[0] ?? {})).not.toContain('endpoint_private_key');
    expect((await a.route('listTunnels')).body.data[0]).toMatchObject({
      tunnel_addresses: t.tunnel_addresses,
      endpoint_private_key: privateKey,
    });
  });

  it('take a customer key, and the script then asks for its private half', async () => {
    const a = await account(h);
    const own = wireguardKeyPair();
    const t = (
      await a.route('createTunnel', {
        body: {
          name: 'own key',
          endpoint_peer: 'mc.example.net:51820',
          bind_port: await freePort(a),
          endpoint_public_key: own.publicKey,
        },
      })
    ).body.data;
    expect(t.endpoint_public_key).toBe(own.publicKey);
    // Palisade never held this private key.
    expect(t.endpoint_private_key).toBe('');
    const text = (await a.route('tunnelSetupScript', { params: of(t.id) })).body.data;
    expect(text).toContain("PRIVATE_KEY='PASTE_YOUR_PRIVATE_KEY_HERE'");
    expect(text).toContain(own.publicKey);
  });

  it('never share ports or inner addresses, and follow the plan', async () => {
    const a = await account(h);
    await setPlan(h, a.id, 2);
    const made: Tunnel[] = [];
    for (const name of ['one', 'two', 'three']) {
      made.push(
        (
          await a.route('createTunnel', {
            body: { name, endpoint_peer: '[2001:db8::5]', bind_port: await freePort(a) },
          })
        ).body.data,
      );
    }
    expect(new Set(made.map((t) => t.bind_port)).size).toBe(3);
    expect(new Set(made.map((t) => t.tunnel_addresses[0]?.peer_ip_address_private)).size).toBe(3);
    const over = await a.route('createTunnel', {
      body: { name: 'four', endpoint_peer: '203.0.113.1', bind_port: await freePort(a) },
    });
    expect(over.statusCode).toBe(402);

    const b = await account(h);
    const taken = await b.route('createTunnel', {
      body: {
        name: 'copycat',
        endpoint_peer: '203.0.113.1',
        bind_port: Number(made[0]?.bind_port),
      },
    });
    expect(taken.statusCode).toBe(409);
    for (const body of [
      { name: 'ab', endpoint_peer: '203.0.113.1', bind_port: 20500 },
      { name: 'abc', endpoint_peer: 'not a host', bind_port: 20500 },
      { name: 'abc', endpoint_peer: '203.0.113.1', bind_port: 80 },
      { name: 'abc', endpoint_peer: '203.0.113.1', bind_port: 20500, location: 'mars' },
      { name: 'abc', endpoint_peer: '203.0.113.1', bind_port: 20500, endpoint_public_key: 'short' },
    ]) {
      expect((await b.route('createTunnel', { body })).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('are changed and deleted only by their owner', async () => {
    const a = await account(h);
    const b = await account(h);
    const t = (
      await a.route('createTunnel', {
        body: { name: 'mine', endpoint_peer: '203.0.113.9', bind_port: await freePort(a) },
      })
    ).body.data;
    const params = of(t.id);
    const key = wireguardKeyPair().publicKey;
    const update = {
      name: 'renamed',
      endpoint_public_key: key,
      endpoint_peer: '203.0.113.10:51821',
      bind_port: t.bind_port,
    };
    expect((await b.route('updateTunnel', { params, body: update })).statusCode).toBe(404);
    const changed = await a.route('updateTunnel', { params, body: update });
    expect(changed.body.data).toMatchObject({
      name: 'renamed',
      endpoint_public_key: key,
      endpoint_peer: '203.0.113.10:51821',
    });
    expect((await b.route('deleteTunnel', { params })).statusCode).toBe(404);
    expect((await a.route('deleteTunnel', { params })).body.data).toEqual({ id: t.id });
    expect((await a.route('getTunnel', { params })).statusCode).toBe(404);
  });
});

describe('tunnel port rules', () => {
  it('open ranges to a filter, without overlaps', async () => {
    const a = await account(h);
    const filters = (await a.route('listTunnelFilters')).body.data;
    // The built-in filters come first, in this order; an operator's would be listed after them.
    expect(filters.slice(0, 5).map((f) => f.internal_name)).toEqual([
      'minecraft_java',
      'minecraft_bedrock',
      'generic_tcp',
      'generic_udp',
      'generic_tcp_udp',
    ]);
    // With the fields of TCPShield's yaml: the ports the traffic usually uses.
    expect(filters[0]).toMatchObject({
      filter_id: 1,
      start_port: 25565,
      end_port: 25565,
      is_active: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(filters[1]).toMatchObject({ start_port: 19132, end_port: 19132 });
    expect(filters[2]).toMatchObject({ start_port: 1, end_port: 65535 });
    const t = (
      await a.route('createTunnel', {
        body: { name: 'rules', endpoint_peer: '203.0.113.9', bind_port: await freePort(a) },
      })
    ).body.data;
    const params = of(t.id);
    const open = (body: RouteRequest<Routes['createTunnelRule']>['body']) =>
      a.route('createTunnelRule', { params, body });
    const java = await open({ start_port: 25565, end_port: 25565, filter_id: 1 });
    expect(java.statusCode).toBe(201);
    expect(java.body.data).toMatchObject({
      start_port: 25565,
      end_port: 25565,
      internal_name: 'minecraft_java',
      human_name: 'Minecraft Java',
      is_active: true,
    });

    const overlap = await open({ start_port: 25500, end_port: 25600, filter_id: 3 });
    expect(overlap.statusCode).toBe(409);
    const inactive = await open({
      start_port: 25500,
      end_port: 25600,
      filter_id: 3,
      is_active: false,
    });
    expect(inactive.statusCode).toBe(201);
    expect((await open({ start_port: 30, end_port: 20, filter_id: 1 })).statusCode).toBe(400);
    expect((await open({ start_port: 1, end_port: 2, filter_id: 99 })).statusCode).toBe(400);

    const list = await a.route('listTunnelRules', { params });
    expect(list.body.data.map((r) => r.start_port)).toEqual([25500, 25565]);
    const ruleId = java.body.data.id;
    const rule = of(ruleId);
    expect((await a.route('getTunnelRule', { params: rule })).body.data.filter_id).toBe(1);
    const moved = await a.route('updateTunnelRule', {
      params: rule,
      body: { start_port: 19132, end_port: 19133, filter_id: 2 },
    });
    expect(moved.body.data).toMatchObject({
      start_port: 19132,
      internal_name: 'minecraft_bedrock',
    });
    const b = await account(h);
    expect((await b.route('getTunnelRule', { params: rule })).statusCode).toBe(404);
    expect((await a.route('deleteTunnelRule', { params: rule })).body.data).toEqual({ id: ruleId });
  });

  it('keep a withdrawn filter, which new rules cannot take', async () => {
    const a = await account(h);
    const [withdrawn] = await h.deps.db
      .insert(tunnelFilters)
      .values({
        internalName: `withdrawn_${Date.now().toString(36)}`,
        humanName: 'Old game',
        protocol: 'udp',
        isActive: false,
      })
      .returning();
    const filterId = withdrawn?.id ?? 0;
    const t = (
      await a.route('createTunnel', {
        body: { name: 'withdrawn', endpoint_peer: '203.0.113.8', bind_port: await freePort(a) },
      })
    ).body.data;
    const params = of(t.id);
    const refused = await a.route('createTunnelRule', {
      params,
      body: { start_port: 7000, end_port: 7000, filter_id: filterId },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.details).toEqual([
      {
        path: 'body.filter_id',
        message: 'Old game is withdrawn; choose a filter /tunnelFilters lists as active.',
      },
    ]);
    // A rule made before the filter was withdrawn keeps it when it changes its ports.
    const [kept] = await h.deps.db
      .insert(tunnelFirewallRules)
      .values({ tunnelId: t.id, startPort: 7000, endPort: 7000, filterId })
      .returning();
    const changed = await a.route('updateTunnelRule', {
      params: of(kept?.id ?? 0),
      body: { start_port: 7000, end_port: 7001, filter_id: filterId },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body.data).toMatchObject({ end_port: 7001, human_name: 'Old game' });
  });
});
