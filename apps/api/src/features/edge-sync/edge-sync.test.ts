import { randomBytes } from 'node:crypto';
import type { RouteReply, RouteRequest, Routes } from '@palisade/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLocation } from '../../../test/fixtures';
import { account, type Harness, saved, startHarness } from '../../../test/harness';
import { seal } from '../../crypto';
import { asnFirewall, locations } from '../../db/schema';
import { createEdgeToken } from './tokens';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness();
  const location = await insertLocation(h, 'fra1', { allowedBackends: ['127.0.0.1:25566'] });
  ({ token } = await createEdgeToken(h.deps.db, location.id, 'test edge'));
});
afterAll(() => h.close());

const config = (query: RouteRequest<Routes['edgeConfig']>['query'], edgeToken = token) =>
  h.route('edgeConfig', { query }, { 'x-edge-token': edgeToken });

/** The snapshot an answer holds; an answer of `unchanged` fails the test. */
function snapshotIn(answer: RouteReply<Routes['edgeConfig']>) {
  if ('unchanged' in answer) throw new Error(`unchanged at version ${answer.version}`);
  return answer;
}

describe('edge config sync', () => {
  it('needs a valid edge token', async () => {
    expect((await h.route('edgeConfig')).statusCode).toBe(401);
    expect((await config({ since: 0 }, 'pal_edge_wrong')).statusCode).toBe(401);
  });

  it('checks the token before reading a body of up to 8 MiB', async () => {
    const body = `{"batches": [${'x'.repeat(2 * 1024 * 1024)}`;
    for (const headers of [{}, { 'x-edge-token': 'pal_edge_wrong' }]) {
      // Raw: a body that is not JSON, which the typed caller cannot send.
      const reply = await h.request({
        method: 'POST',
        url: '/api/v1/edge/telemetry',
        headers: { 'content-type': 'application/json', ...headers },
        payload: body,
      });
      // Not the 400 of a body that was parsed: the request never got that far.
      expect(reply.statusCode).toBe(401);
      expect(reply.body.code).toBe('UNAUTHORIZED');
    }
  });

  it('compiles verified routes, sets, firewalls and settings into one versioned snapshot', async () => {
    const a = await account(h);
    const net = (await a.route('createNetwork', { body: { name: 'edge' } })).body.data;
    const params = { id: String(net.id) };
    const set = (
      await a.route('createBackendSet', {
        params,
        body: { name: 's', backends: ['127.0.0.1:25566'], proxy_protocol: true },
      })
    ).body.data;
    await a.route('addDomain', {
      params,
      body: { name: `unverified${Date.now()}.example.com`, backend_set_id: set.id },
    });
    await a.route('saveIpFirewall', { params, body: { cidr: '203.0.113.0/24', whitelist: false } });
    await a.route('saveCountryFirewall', { params, body: { country_id: 156, whitelist: false } });
    const until = new Date(Date.now() + 3_600_000).toISOString();
    await a.route('saveAsnFirewall', { params, body: { asn: 64496, expires_at: until } });
    const gone = (
      await a
        .route('saveAsnFirewall', { params, body: { asn: 64497, expires_at: until } })
        .then(saved)
    ).body.data;
    await h.deps.db
      .update(asnFirewall)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(asnFirewall.id, gone.id));

    const snapshot = snapshotIn((await config({ since: 0 })).body.data);
    expect(snapshot.location).toEqual({
      id: 'fra1',
      name: 'Location fra1',
      public_address: '198.51.100.1',
      allowed_backends: ['127.0.0.1:25566'],
    });
    const mine = snapshot.networks.find((n) => n.id === net.id);
    expect(mine).toMatchObject({
      connections_per_second_threshold: 50,
      verification: null,
      firewall: {
        ip: [{ value: '203.0.113.0/24', allow: false, expires_at: null }],
        asn: [{ value: 64496, allow: false, expires_at: until }],
        country: [{ value: 'CN', allow: false, expires_at: null }],
      },
    });
    expect(mine?.edge_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(snapshot.backend_sets).toContainEqual(
      expect.objectContaining({ id: set.id, backends: ['127.0.0.1:25566'], proxy_protocol: true }),
    );
    expect(snapshot.routes.filter((r) => r.network_id === net.id)).toEqual([]);

    // Other test files share the database and may change the edge config between two asks:
    // the answer is then a newer snapshot, and asking with its version must say unchanged.
    let since = snapshot.version;
    let answer = (await config({ since, wait: 0 })).body.data;
    for (let asked = 1; !('unchanged' in answer) && asked < 5; asked++) {
      expect(answer.version).toBeGreaterThan(since);
      since = answer.version;
      answer = (await config({ since, wait: 0 })).body.data;
    }
    expect(answer).toEqual({ version: since, unchanged: true });
  });

  it("still routes when the location's WireGuard key was sealed with another DATA_KEY", async () => {
    const own = snapshotIn((await config({ since: 0 })).body.data);
    expect(own.wireguard?.private_key).toMatch(/^[A-Za-z0-9+/]{43}=$/);

    const other = await insertLocation(h, `sealed${Date.now().toString(36)}`);
    await h.deps.db
      .update(locations)
      .set({ wireguardPrivateKeySealed: seal('a key', randomBytes(32).toString('hex')) })
      .where(eq(locations.id, other.id));
    const { token: otherToken } = await createEdgeToken(h.deps.db, other.id, 'other edge');
    const reply = await config({ since: 0 }, otherToken);
    expect(reply.statusCode).toBe(200);
    const snapshot = snapshotIn(reply.body.data);
    expect(snapshot).toMatchObject({ location: { id: other.id }, wireguard: null });
    expect(snapshot.networks.length).toBeGreaterThan(0);
  });

  it('wakes a waiting edge as soon as something changes', async () => {
    const a = await account(h);
    const net = (await a.route('createNetwork', { body: { name: 'live' } })).body.data;
    const { version } = (await config({ since: 0 })).body.data;
    const waiting = config({ since: version, wait: 20 });
    await a.route('updateNetwork', {
      params: { id: String(net.id) },
      body: { connections_per_second_threshold: 7 },
    });
    // A timed-out wait would answer `unchanged` with the same version. Other test files share
    // the database: their changes wake the edge too, so it waits again until it sees this one.
    let woken = snapshotIn((await waiting).body.data);
    for (let asked = 1; asked < 5; asked++) {
      expect(woken.version).toBeGreaterThan(version);
      if (woken.networks.find((n) => n.id === net.id)?.connections_per_second_threshold === 7)
        break;
      woken = snapshotIn((await config({ since: woken.version, wait: 20 })).body.data);
    }
    expect(woken.networks.find((n) => n.id === net.id)?.connections_per_second_threshold).toBe(7);
  });
});
