import type { Permission } from '@palisade/contract';
import { startProxyV2Checker } from '@palisade/peers/haproxy';
import { type Backend, startBackend } from '@palisade/peers/minecraft';
import { freePort } from '@palisade/peers/ports';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowBackends, allowTestNets, insertLocation } from '../../../test/fixtures';
import {
  type Account,
  account,
  type Harness,
  setPlan,
  startHarness,
  uniqueEmail,
} from '../../../test/harness';
import { locked } from '../../db/advisory-lock';
import {
  backendExposure,
  bedrockTunnels,
  domains,
  exposureChecks,
  locations,
} from '../../db/schema';
import { setAllowedBackends } from '../admin/queries';
import { checkNetwork } from './check';
import { claimDueNetworks } from './queries';

let h: Harness;
let location: string;
let owner: Account;
const servers: Backend[] = [];

beforeAll(async () => {
  // The API host's own location: the loopback servers allowed there are the ones it may probe.
  const label = `exposure${Date.now()}`;
  h = await startHarness({ EDGE_LOCATION: label });
  await allowTestNets(h);
  location = (await insertLocation(h, label, { publicAddress: '198.51.100.20' })).id;
  owner = await account(h);
  // Enterprise: room for the many small networks these tests make.
  await setPlan(h, owner.id, 4);
});
afterAll(async () => {
  for (const server of servers) server.close();
  await h.close();
});

/**
 * A real offline-mode server on loopback (which the test location allows) that lets anyone in,
 * or, given `kick`, refuses every login as a plugin refusing players who skip the proxy does.
 */
async function openServer(kick?: string) {
  const server = await startBackend(
    'exposure test',
    undefined,
    kick ? { beforeLogin: (client) => client.end(kick) } : {},
  );
  servers.push(server);
  return server;
}

let domainCount = 0;

/**
 * Puts a set in use: a domain of the network routes to it, verified unless `verified` is false
 * (written to the table: DNS verification has its own tests).
 */
async function routeDomain(who: Account, network: number, set: number, verified = true) {
  domainCount += 1;
  const domain = await who.route('addDomain', {
    params: { id: String(network) },
    body: { name: `exp${domainCount}-${Date.now()}.example.com`, backend_set_id: set },
  });
  expect(domain.statusCode, JSON.stringify(domain.body)).toBe(200);
  if (verified)
    await h.deps.db
      .update(domains)
      .set({ verifiedAt: new Date() })
      .where(eq(domains.id, domain.body.data.id));
}

/** A network of the owner whose one set, used by a verified domain, holds these backends. */
async function networkWith(backends: string[], who: Account = owner, use = true) {
  await allowBackends(h, location, backends);
  const network = (await who.route('createNetwork', { body: { name: 'exposed?' } })).body.data.id;
  const set = await who.route('createBackendSet', {
    params: { id: String(network) },
    body: { name: 'main', backends },
  });
  expect(set.statusCode, JSON.stringify(set.body)).toBe(200);
  if (use) await routeDomain(who, network, set.body.data.id);
  return { network, set: set.body.data.id };
}

const checkNow = (network: number, who: Account = owner) =>
  who.route('checkExposure', { params: { id: String(network) } });
const exposureOf = (network: number, who: Account = owner) =>
  who.route('getExposure', { params: { id: String(network) } });

describe('origin exposure', () => {
  // Each test on an account of its own: checks are limited per account too.
  beforeEach(async () => {
    owner = await account(h);
    await setPlan(h, owner.id, 4);
  });

  it('finds a backend that takes logins without Palisade', async () => {
    const server = await openServer();
    const backend = `127.0.0.1:${server.port}`;
    const { network, set } = await networkWith([backend]);

    const before = await exposureOf(network);
    expect(before.body.data.backends).toEqual([
      {
        address: backend,
        set: { id: set, name: 'main' },
        answers_status: null,
        accepts_login: null,
        verdict: null,
        checked_at: null,
      },
    ]);

    const checked = await checkNow(network);
    expect(checked.statusCode, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body.data.backends).toEqual([
      {
        address: backend,
        set: { id: set, name: 'main' },
        answers_status: true,
        accepts_login: true,
        verdict: 'exposed',
        checked_at: expect.any(String),
      },
    ]);
    expect(checked.body.data.edge_addresses).toContainEqual({
      location,
      name: `Location ${location}`,
      public_address: '198.51.100.20',
      addresses: ['198.51.100.20'],
    });
    const again = await exposureOf(network);
    expect(again.body.data).toEqual(checked.body.data);
  });

  it('sees a backend behind HAProxy that demands PROXY protocol v2 as protected', async () => {
    const server = await openServer();
    const checker = await startProxyV2Checker(server.port);
    try {
      const { network } = await networkWith([`127.0.0.1:${checker.port}`]);
      const { body } = await checkNow(network);
      expect(body.data.backends[0]).toMatchObject({
        answers_status: false,
        accepts_login: false,
        verdict: 'protected',
      });
      expect(server.joined).toEqual([]);
    } finally {
      await checker.stop();
    }
  });

  it('tells a backend that answers pings but refuses the login', async () => {
    const server = await openServer('Join through the proxy.');
    const { network } = await networkWith([`127.0.0.1:${server.port}`]);
    const { body } = await checkNow(network);
    expect(body.data.backends[0]).toMatchObject({
      answers_status: true,
      accepts_login: false,
      verdict: 'reachable',
    });
  });

  it('answers a plugin request as a vanilla client does, and goes on with the login', async () => {
    const sent: Buffer[] = [];
    const server = await startBackend('exposure test', undefined, {
      // As a server set up for Velocity's modern forwarding asks the player's data first.
      beforeLogin: (client) => {
        client.socket.on('data', (chunk: Buffer) => sent.push(chunk));
        client.write('login_plugin_request', {
          messageId: 7,
          channel: 'velocity:player_info',
          data: Buffer.of(4),
        });
      },
    });
    servers.push(server);
    const { network } = await networkWith([`127.0.0.1:${server.port}`]);
    const { body } = await checkNow(network);
    expect(body.data.backends[0]?.verdict).toBe('exposed');
    // Length 3, Login Plugin Response, message id 7, not understood: read off the wire, since
    // this server goes on without waiting for the answer (Paper waits for it).
    await vi.waitFor(() => expect(Buffer.concat(sent).toString('hex')).toBe('03020700'));
  });

  it('finds nothing on a closed port', async () => {
    const { network } = await networkWith([`127.0.0.1:${await freePort()}`]);
    const { body } = await checkNow(network);
    expect(body.data.backends[0]).toMatchObject({
      answers_status: false,
      accepts_login: false,
      verdict: 'unreachable',
    });
  });

  it('never dials a backend the policy no longer allows', async () => {
    const server = await openServer();
    const backend = `127.0.0.1:${server.port}`;
    const { network } = await networkWith([backend]);
    let dialed = 0;
    server.socketServer.on('connection', () => {
      dialed += 1;
    });
    // The operator takes the allowance back after the set was saved.
    const [row] = await h.deps.db.select().from(locations).where(eq(locations.id, location));
    const ranges = (row?.allowedBackends ?? []).filter((r) => r !== backend);
    await setAllowedBackends(h.deps.db, location, ranges);
    const { body } = await checkNow(network);
    expect(body.data.backends[0]?.verdict).toBe('unreachable');
    expect(dialed).toBe(0);
  });

  it("never dials a range only another location allows, from the API's host", async () => {
    const server = await openServer();
    const backend = `127.0.0.1:${server.port}`;
    // The edges of another location sit next to it; the API host is not theirs to scan from.
    await insertLocation(h, `lan${Date.now()}`, { allowedBackends: [backend] });
    const network = (await owner.route('createNetwork', { body: { name: 'lan' } })).body.data.id;
    const set = await owner.route('createBackendSet', {
      params: { id: String(network) },
      body: { name: 'lan', backends: [backend] },
    });
    expect(set.statusCode, JSON.stringify(set.body)).toBe(200);
    await routeDomain(owner, network, set.body.data.id);
    let dialed = 0;
    server.socketServer.on('connection', () => {
      dialed += 1;
    });
    const { body } = await checkNow(network);
    expect(body.data.backends[0]?.verdict).toBe('unreachable');
    expect(dialed).toBe(0);
  });

  it('runs once a minute on request per network', async () => {
    const { network } = await networkWith([`127.0.0.1:${await freePort()}`]);
    expect((await checkNow(network)).statusCode).toBe(200);
    const again = await checkNow(network);
    expect(again.statusCode).toBe(429);
    expect(again.body.code).toBe('RATE_LIMITED');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another network is not held back by it.
    const other = await networkWith([`127.0.0.1:${await freePort()}`]);
    expect((await checkNow(other.network)).statusCode).toBe(200);
  });

  it('probes only sets a verified domain or a Bedrock tunnel uses', async () => {
    const server = await openServer();
    const backend = `127.0.0.1:${server.port}`;
    let dialed = 0;
    server.socketServer.on('connection', () => {
      dialed += 1;
    });
    const { network, set } = await networkWith([backend], owner, false);
    const claimDue = () =>
      locked(h.deps.db, 7_301_455_191, (tx) => claimDueNetworks(tx, 3600, 1_000_000));

    // A set nothing uses, then one an unverified claim names: not due, not probed, not listed.
    expect((await claimDue())?.done ?? []).not.toContain(network);
    const unused = await checkNow(network);
    expect(unused.statusCode).toBe(200);
    expect(unused.body.data.backends).toEqual([]);
    await routeDomain(owner, network, set, false);
    await h.deps.db.delete(exposureChecks).where(eq(exposureChecks.networkId, network));
    expect((await checkNow(network)).body.data.backends).toEqual([]);
    expect(dialed).toBe(0);

    // A Bedrock tunnel to it puts it in use.
    const bedrock = await insertLocation(h, `br${Date.now()}`);
    await h.deps.db.insert(bedrockTunnels).values({
      networkId: network,
      name: 'br',
      backendSetId: set,
      locationId: bedrock.id,
      port: 19132,
    });
    await h.deps.db.delete(exposureChecks).where(eq(exposureChecks.networkId, network));
    const used = await checkNow(network);
    expect(used.body.data.backends).toMatchObject([{ address: backend, verdict: 'exposed' }]);
    expect(dialed).toBe(2);
  });

  it('runs at most 10 times an hour on request per account, across its networks', async () => {
    const networks = [];
    for (let i = 0; i < 11; i += 1)
      networks.push((await networkWith([`127.0.0.1:${await freePort()}`])).network);
    for (const network of networks.slice(0, 10))
      expect((await checkNow(network)).statusCode).toBe(200);
    const past = await checkNow(networks[10] as number);
    expect(past.statusCode).toBe(429);
    expect(past.body.code).toBe('RATE_LIMITED');
    expect(Number(past.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(past.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // Another account is not held back by it.
    const other = await account(h);
    expect(
      (await checkNow((await networkWith([`127.0.0.1:${await freePort()}`], other)).network, other))
        .statusCode,
    ).toBe(200);
  });

  it('is checked by one API process when several look for due networks', async () => {
    const server = await openServer();
    let dialed = 0;
    server.socketServer.on('connection', () => {
      dialed += 1;
    });
    const { network } = await networkWith([`127.0.0.1:${server.port}`]);
    // Two processes at once; claiming marks networks of other test files too, but dials nothing.
    const claims = await Promise.all(
      [1, 2].map(() =>
        locked(h.deps.db, 7_301_455_191, (tx) => claimDueNetworks(tx, 3600, 1_000_000)),
      ),
    );
    const holders = claims.filter((c) => c?.done.includes(network));
    expect(holders).toHaveLength(1);
    await checkNetwork(h.deps.db, network, location);
    // A status ping and a login, each one connection.
    expect(dialed).toBe(2);
    const [result] = await h.deps.db
      .select()
      .from(backendExposure)
      .where(eq(backendExposure.networkId, network));
    expect(result?.verdict).toBe('exposed');
    // Checked now, so not due again within the hour.
    const later = await locked(h.deps.db, 7_301_455_191, (tx) =>
      claimDueNetworks(tx, 3600, 1_000_000),
    );
    expect(later?.done ?? []).not.toContain(network);
  });

  it('forgets its results with the network', async () => {
    const { network } = await networkWith([`127.0.0.1:${await freePort()}`]);
    await checkNow(network);
    expect(
      (await owner.route('deleteNetwork', { params: { id: String(network) } })).statusCode,
    ).toBe(200);
    const rows = await h.deps.db
      .select()
      .from(backendExposure)
      .where(eq(backendExposure.networkId, network));
    const checks = await h.deps.db
      .select()
      .from(exposureChecks)
      .where(eq(exposureChecks.networkId, network));
    expect([rows, checks]).toEqual([[], []]);
  });
});

describe('who may see and run exposure checks', () => {
  let network: number;
  beforeAll(async () => {
    ({ network } = await networkWith([`127.0.0.1:${await freePort()}`]));
  });

  /** A sub-user of the owner's network with these permissions, invitation accepted. */
  async function member(perms: Partial<Record<Permission, boolean>>) {
    const email = uniqueEmail('member');
    const params = { id: String(network) };
    const invite = await owner.route('inviteSubUser', { params, body: { email, perms } });
    const helper = await account(h, email);
    await helper.route('acceptInvite', {
      params: { ...params, userId: String(invite.body.data.id) },
    });
    return helper;
  }

  it('refuses other accounts as if the network did not exist', async () => {
    const stranger = await account(h);
    for (const reply of [await exposureOf(network, stranger), await checkNow(network, stranger)]) {
      expect(reply.statusCode).toBe(404);
      expect(reply.body.code).toBe('NOT_FOUND');
    }
  });

  it('lets sub-users read with read_backends and check with update_backends', async () => {
    const none = await member({ read_network: true });
    expect((await exposureOf(network, none)).statusCode).toBe(403);
    expect((await checkNow(network, none)).statusCode).toBe(403);

    const reader = await member({ read_network: true, read_backends: true });
    expect((await exposureOf(network, reader)).statusCode).toBe(200);
    expect((await checkNow(network, reader)).statusCode).toBe(403);

    const editor = await member({ read_backends: true, update_backends: true });
    expect((await checkNow(network, editor)).statusCode).toBe(200);
  });

  it('validates the network id', async () => {
    for (const id of ['abc', '1.5', '-1', '+1']) {
      const reply = await owner.route('getExposure', { params: { id } });
      expect(reply.statusCode, id).toBe(400);
      expect(reply.body.code).toBe('VALIDATION_ERROR');
    }
  });
});
