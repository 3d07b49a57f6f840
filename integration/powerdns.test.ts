import { execFile } from 'node:child_process';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import type { ServingLocation } from '@palisade/contract';
import { joinAsPlayer, startSpawnServer } from '@palisade/peers';
import { routedDomain } from '@palisade/peers/control-plane';
import { type DnsServer, startDnsServer } from '@palisade/peers/dns-server';
import {
  describeWhereAvailable,
  freePrefix,
  makeTestNetwork,
  namespaceUnavailable,
  type TestNetwork,
} from '@palisade/peers/network-namespace';
import { ownDatabase } from '@palisade/peers/own-database';
import { type EdgeProcess, spawnEdgeProcess } from '@palisade/peers/palisade-process';
import { testPostgres } from '@palisade/peers/postgres';
import {
  dropZoneReader,
  powerDnsProbeIntervalS,
  startPowerDns,
  zoneReader,
} from '@palisade/peers/powerdns';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { openDatabase } from '../apps/api/src/db/client';
import { edgeTokens } from '../apps/api/src/db/schema';
import { createEdgeToken } from '../apps/api/src/features/edge-sync/tokens';
import { allowBackends, insertLocation } from '../apps/api/test/fixtures';
import {
  type Account,
  account,
  type Harness,
  setPlan,
  startHarness,
} from '../apps/api/test/harness';

/**
 * The zone PowerDNS answers from the API's database (docs/scaling.md): a real `pdns_server` on a
 * port of its own reads the views of a real PostgreSQL, while the edges of two locations,
 * `palisade edge` processes, report their health to the API every 10 s, PowerDNS probes their
 * Java ports, and real players find the edges through the name. The edges run in a network
 * namespace of the test's own (`@palisade/peers/network-namespace`), each location on an address
 * of its own there; PowerDNS, the API, PostgreSQL, the game server and the addresses players
 * come from are on the test's end of its veth pair. `dig` asks as resolvers of other countries
 * would, with an EDNS client subnet; Debian's GeoIP database says where those addresses are.
 */

const exec = promisify(execFile);

const unavailable = await namespaceUnavailable({
  pdns_server: 'pdns-server pdns-backend-pgsql',
  dig: 'bind9-dnsutils',
});
const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const zone = `edge-${suffix}.palisade.test`;
// Where it cannot run, no address is used.
const prefix = unavailable === null ? await freePrefix() : '10.215';
/** Each location's public address, in the namespace: its edges listen there. */
const addresses = { north: `${prefix}.0.31`, south: `${prefix}.0.32` } as const;
/** The Java port of each location's first edge: the one the API tells players, and PowerDNS probes. */
const gamePort = 25565;
/** Players' addresses, on the test's end of the pair: `<prefix>.200.<n>`. */
const playerAddress = (n: number) => `${prefix}.200.${n + 1}`;
/** Where each location stands (ISO 3166), and a client subnet of each country (GeoIP.dat). */
const countries = { north: 'DE', south: 'US' } as const;
const subnets = {
  germany: '194.25.0.1/32',
  unitedStates: '8.8.8.8/32',
  france: '80.67.169.12/32',
  japan: '133.11.0.1/32',
} as const;
const release = '1.21.4';
type Place = keyof typeof addresses;

let network: TestNetwork;
let server: Awaited<ReturnType<typeof testPostgres>>;
let own: Awaited<ReturnType<typeof ownDatabase>>;
let pdns: Awaited<ReturnType<typeof startPowerDns>>;
/** How PowerDNS connects: as the role that may read the zone's views only. */
let pdnsUrl: string;
let h: Harness;
let owner: Account;
let apiUrl: string;
let dns: DnsServer;
/** Each location's edge tokens: the id of each, and the token its edge runs with. */
type Credentials = { id: number; token: string }[];
const tokens = new Map<Place, Credentials>();
/** The edges of each location that serve it now. */
const running = new Map<Place, EdgeProcess[]>();
/** Every edge started, to kill when done. */
const everyEdge: EdgeProcess[] = [];

/** The two locations of the test as the network's serving list has them (not the install's own). */
const ours = (serving: ServingLocation[]) =>
  serving
    .filter((l) => Object.values<string>(addresses).includes(l.public_address))
    .map((l) => [l.public_address, l.healthy, l.answered]);

/**
 * The addresses PowerDNS answers for a name asked with an EDNS client subnet, as a resolver that
 * sends one would ask (`dig +subnet`), sorted.
 */
async function answersFor(name: string, subnet: string, port = pdns.port): Promise<string[]> {
  const { stdout } = await exec('dig', [
    '@127.0.0.1',
    '-p',
    String(port),
    `+subnet=${subnet}`,
    '+short',
    '+tries=1',
    '+time=2',
    name,
    'A',
  ]);
  return stdout.split('\n').filter(Boolean).sort();
}

/**
 * Both edges of a location, `palisade edge` processes in the namespace on the location's address,
 * as they run: syncing and reporting every 10 s. The first listens on the Java port PowerDNS
 * probes, the second on the next, unless `javaPort` moves them (the location's port closed while
 * its edges report); `credentials` are the location's tokens unless given. Resolves once both
 * listen and, unless `untilTakingPlayers` is false, each has reported since it
 * started that it can take players: one that just started says it is saturated while it builds
 * its in-world verification for every release (docs/scaling.md).
 */
async function startLocationEdges(
  place: Place,
  {
    javaPort = gamePort,
    credentials = tokens.get(place) ?? [],
    untilTakingPlayers = true,
  }: { javaPort?: number; credentials?: Credentials; untilTakingPlayers?: boolean } = {},
) {
  const since = Date.now();
  // Listed as they are spawned, so that a start that fails or times out leaves none behind.
  const edges = credentials.map(({ token }, n) =>
    spawnEdgeProcess(network, {
      api: apiUrl,
      token,
      host: addresses[place],
      port: javaPort + n,
      metricsPort: 9600 + javaPort - gamePort + n,
    }),
  );
  everyEdge.push(...edges);
  running.set(place, edges);
  await Promise.all(edges.map((edge) => edge.ready));
  if (untilTakingPlayers)
    await vi.waitFor(
      async () => {
        const reports = await h.deps.db
          .select({ at: edgeTokens.healthReportedAt, saturated: edgeTokens.saturated })
          .from(edgeTokens)
          .where(
            inArray(
              edgeTokens.id,
              credentials.map(({ id }) => id),
            ),
          );
        expect(
          reports.map(({ at, saturated }) => (at?.getTime() ?? 0) >= since && !saturated),
        ).toEqual(credentials.map(() => true));
      },
      { timeout: 60_000, interval: 500 },
    );
  return { edges, startedAt: since, startedInMs: Date.now() - since };
}

/** When a connection to `host:port` is first accepted, trying every 100 ms for a minute. */
async function openedAt(host: string, port: number) {
  for (const until = Date.now() + 60_000; Date.now() < until; ) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect({ host, port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return Date.now();
    await sleep(100);
  }
  throw new Error(`${host}:${port} did not open within a minute`);
}

/**
 * A location's edges end: stopped as an operator stops them (SIGTERM: they close their
 * listeners and exit), or killed as their machine dies (SIGKILL: nothing is said or flushed).
 */
async function stopLocationEdges(place: Place, how: 'stop' | 'kill' = 'stop') {
  for (const edge of running.get(place) ?? []) await edge[how]();
  running.delete(place);
}

const describeHere = describeWhereAvailable(
  unavailable,
  'PowerDNS answering the zone needs root, pdns_server and dig',
);
describeHere('PowerDNS answers the zone from the API database', () => {
  beforeAll(async () => {
    network = await makeTestNetwork({
      tag: 'palp',
      prefix,
      inside: Object.values(addresses),
      outside: [0, 1].map(playerAddress),
    });
    server = await testPostgres();
    own = await ownDatabase(`dns_${suffix}`, server.url);
    const url = own.url ?? '';
    const database = await openDatabase({ databaseUrl: url, dataDir: null });
    await database.migrate();
    await database.close();
    dns = await startDnsServer();
    h = await startHarness(
      {
        DNS_SERVERS: dns.address,
        EDGE_DOMAIN: zone,
        DNS_NAMESERVERS: `ns1.${zone},ns2.${zone}`,
        EDGE_JAVA_PORT: String(gamePort),
      },
      null,
      {},
      url,
    );
    await h.app.listen({ port: 0, host: network.hostAddress });
    const address = h.app.server.address();
    apiUrl = `http://${network.hostAddress}:${typeof address === 'object' && address ? address.port : 0}`;
    for (const place of ['north', 'south'] as const) {
      const location = await insertLocation(h, `${place}${suffix}`, {
        publicAddress: addresses[place],
        country: countries[place],
      });
      const made = [];
      for (const n of [1, 2])
        made.push(await createEdgeToken(h.deps.db, location.id, `${place} ${n}`));
      tokens.set(place, made);
    }
    owner = await account(h);
    await setPlan(h, owner.id, 3);
    // PowerDNS connects as a role that may read the zone's views and nothing else (docs/scaling.md).
    pdnsUrl = await zoneReader(url, `pdns_${suffix}`);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await expect(
      admin.query(`set role pdns_${suffix}; select count(*) from public.networks`),
    ).rejects.toThrow(/permission denied/);
    await admin.end();
    pdns = await startPowerDns(pdnsUrl);
    await Promise.all([startLocationEdges('north'), startLocationEdges('south')]);
  }, 240_000);

  afterAll(async () => {
    for (const edge of everyEdge) await edge.kill();
    await pdns?.stop();
    await h?.close();
    await dns?.close();
    await own?.drop();
    if (server) {
      await dropZoneReader(server.url, `pdns_${suffix}`);
      await server.stop();
    }
    await network?.remove();
  });

  it('answers the zone itself: its SOA and name servers', async () => {
    expect((await pdns.resolver.resolveNs(zone)).sort()).toEqual([`ns1.${zone}`, `ns2.${zone}`]);
    expect(await pdns.resolver.resolveSoa(zone)).toMatchObject({
      nsname: `ns1.${zone}`,
      minttl: 5,
    });
  });

  it("answers a network's target with every healthy location, and drops a location whose edges die", async () => {
    const network = (await owner.route('createNetwork', { body: { name: 'Fleet' } })).body.data;
    const target = network.protected_cname;
    expect(target.endsWith(`.${zone}`)).toBe(true);
    expect(await pdns.answers(target)).toEqual([addresses.north, addresses.south]);
    const ttl = (await pdns.resolver.resolve4(target, { ttl: true }))[0]?.ttl;
    expect(ttl).toBeLessThanOrEqual(5);

    // From the moment its edges are killed, as its machine dies: the kernel closes their ports.
    const stoppedAt = Date.now();
    await stopLocationEdges('south', 'kill');
    await vi.waitFor(async () => expect(await pdns.answers(target)).toEqual([addresses.north]), {
      timeout: 30_000,
      interval: 500,
    });
    const leftAfterMs = Date.now() - stoppedAt;
    expect(leftAfterMs).toBeLessThan(30_000);
    // PowerDNS's probe of the Java port finds it first; the API counts the location out once its
    // reports are 20 s old.
    await vi.waitFor(
      async () => {
        const serving = (
          await owner.route('networkLocations', { params: { id: String(network.id) } })
        ).body.data;
        expect(ours(serving)).toEqual([
          [addresses.north, true, true],
          [addresses.south, false, false],
        ]);
      },
      { timeout: 30_000, interval: 500 },
    );

    const { startedAt, startedInMs } = await startLocationEdges('south');
    await vi.waitFor(
      async () => expect(await pdns.answers(target)).toEqual([addresses.north, addresses.south]),
      { timeout: 30_000, interval: 500 },
    );
    console.log(
      `powerdns: a location whose edges died left the answers after ${leftAfterMs} ms, came back ${Date.now() - startedAt} ms after its edges started again (they reported they take players after ${startedInMs} ms)`,
    );
  }, 180_000);

  it('answers only the locations a network is pinned to, and every location when none is healthy', async () => {
    const network = (await owner.route('createNetwork', { body: { name: 'Pinned' } })).body.data;
    const params = { id: String(network.id) };
    const pinned = await owner.route('updateNetwork', {
      params,
      body: { dns_locations: [`north${suffix}`] },
    });
    expect(pinned.body.data.dns_locations).toEqual([`north${suffix}`]);
    await vi.waitFor(
      async () => expect(await pdns.answers(network.protected_cname)).toEqual([addresses.north]),
      { timeout: 10_000, interval: 500 },
    );
    const unknown = await owner.route('updateNetwork', {
      params,
      body: { dns_locations: ['nowhere'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('body.dns_locations');

    // A location whose edges say they are saturated leaves (their last report said so, and they
    // send no other here); with none left healthy, a name answers every location it may, since an
    // empty answer sends players nowhere.
    await stopLocationEdges('north');
    for (const { token } of tokens.get('north') ?? []) {
      const reply = await h.route(
        'edgeBackendHealth',
        { body: { backends: [], wake: [], saturated: true } },
        { 'x-edge-token': token },
      );
      expect(reply.statusCode).toBe(200);
    }
    const serving = (await owner.route('networkLocations', { params })).body.data;
    expect(ours(serving)).toEqual([[addresses.north, false, true]]);
    // Its port is closed too (the edges stopped): with no location up the name still answers it.
    await vi.waitFor(() => expect(pdns.log()).toContain(`${addresses.north}:${gamePort} DOWN`), {
      timeout: 15_000,
      interval: 250,
    });
    expect(await pdns.answers(network.protected_cname)).toEqual([addresses.north]);
    await owner.route('updateNetwork', { params, body: { dns_locations: [] } });
    await vi.waitFor(
      async () => expect(await pdns.answers(network.protected_cname)).toEqual([addresses.south]),
      { timeout: 10_000, interval: 500 },
    );
    await startLocationEdges('north');
    await vi.waitFor(
      async () =>
        expect(await pdns.answers(network.protected_cname)).toEqual([
          addresses.north,
          addresses.south,
        ]),
      { timeout: 10_000, interval: 500 },
    );
  }, 120_000);

  it('sends real players to what it answered: they resolve the name through it and join; a Bedrock tunnel answers its location', async () => {
    const backend = await startSpawnServer(release, network.hostAddress);
    try {
      const palisade = (await owner.route('createNetwork', { body: { name: 'Joined' } })).body.data;
      const backends = [`${network.hostAddress}:${backend.port}`];
      for (const place of ['north', 'south'] as const)
        await allowBackends(h, `${place}${suffix}`, backends);
      const domain = `play.${suffix}.example.com`;
      const { set } = await routedDomain(owner, dns, palisade.id, domain, { backends });
      // A Bedrock tunnel's name answers its location, the one whose port it holds.
      const tunnel = await owner.route('createBedrockTunnel', {
        params: { id: String(palisade.id) },
        body: { name: 'island', backend_set_id: set.id, location: `south${suffix}` },
      });
      expect(tunnel.statusCode, JSON.stringify(tunnel.body)).toBe(200);
      expect(await pdns.answers(tunnel.body.data.allocated_cname)).toEqual([addresses.south]);
      const answered = await pdns.answers(palisade.protected_cname);
      expect(answered).toEqual([addresses.north, addresses.south]);
      for (const [n, address] of answered.entries()) {
        const result = await vi.waitFor(
          async () => {
            const joined = await joinAsPlayer({
              host: address,
              port: gamePort,
              serverHost: domain,
              username: `Resolved${n}`,
              localAddress: playerAddress(n),
              version: release,
              timeoutMs: 20_000,
            });
            if (!joined.spawned) throw new Error(`${address}: ${joined.why}`);
            return joined;
          },
          { timeout: 45_000, interval: 1000 },
        );
        expect(result.spawned).toBe(true);
      }
      expect(backend.joined).toEqual(expect.arrayContaining(['Resolved0', 'Resolved1']));
    } finally {
      await backend.close();
    }
  }, 120_000);

  it("answers the locations of the resolver's country first, then of its continent, then all, by its EDNS client subnet", async () => {
    const network = (await owner.route('createNetwork', { body: { name: 'Nearby' } })).body.data;
    const target = network.protected_cname;
    // The first answers for an address PowerDNS has not probed yet are every location (none is
    // known up); the probes' first round settles them.
    await vi.waitFor(
      async () => {
        expect(await answersFor(target, subnets.germany)).toEqual([addresses.north]);
        expect(await answersFor(target, subnets.unitedStates)).toEqual([addresses.south]);
      },
      { timeout: 20_000, interval: 500 },
    );
    // France has no location; Germany's is on its continent.
    expect(await answersFor(target, subnets.france)).toEqual([addresses.north]);
    // Japan's continent has none: every location.
    expect(await answersFor(target, subnets.japan)).toEqual([addresses.north, addresses.south]);
    // A resolver on loopback is in no country, and sends no subnet.
    expect(await pdns.answers(target)).toEqual([addresses.north, addresses.south]);

    // Without a GeoIP database (an operator who set none up) every location is answered.
    const blind = await startPowerDns(pdnsUrl, { geoIpDatabases: [] });
    try {
      // Its first answer starts its probes, and is every location whatever the sets (none is
      // known up yet): the answer counts once its probes found both ports open.
      await answersFor(target, subnets.germany, blind.port);
      await vi.waitFor(
        () => {
          for (const address of [addresses.north, addresses.south])
            expect(blind.log()).toContain(`${address}:${gamePort} UP`);
        },
        { timeout: 20_000, interval: 250 },
      );
      expect(await answersFor(target, subnets.germany, blind.port)).toEqual([
        addresses.north,
        addresses.south,
      ]);
    } finally {
      await blind.stop();
    }
  }, 60_000);

  it('leaves a location whose Java port is closed out after the probe, though its edges report, and answers it again once the port is open', async () => {
    const network = (await owner.route('createNetwork', { body: { name: 'Probed' } })).body.data;
    const target = network.protected_cname;
    const params = { id: String(network.id) };
    await vi.waitFor(
      async () => expect(await pdns.answers(target)).toEqual([addresses.north, addresses.south]),
      { timeout: 20_000, interval: 500 },
    );

    // The south's edges run and report, but none listens on the Java port any more: two more
    // edges of the south start on other ports, then those on the Java port stop. Timed from the
    // moment the port begins to close (SIGTERM: the edges close their listeners as they stop).
    const onJavaPort = running.get('south') ?? [];
    const others = [];
    for (const n of [3, 4])
      others.push(await createEdgeToken(h.deps.db, `south${suffix}`, `south ${n}`));
    const elsewhere = await startLocationEdges('south', {
      javaPort: gamePort + 2,
      credentials: others,
    });
    const closedAt = Date.now();
    for (const edge of onJavaPort) await edge.stop();
    await vi.waitFor(async () => expect(await pdns.answers(target)).toEqual([addresses.north]), {
      timeout: 30_000,
      interval: 250,
    });
    const leftAfterMs = Date.now() - closedAt;
    const serving = (await owner.route('networkLocations', { params })).body.data;
    expect(ours(serving)).toEqual([
      [addresses.north, true, true],
      [addresses.south, true, true],
    ]);
    // A resolver in the United States gets the next set with a location up: every location.
    expect(await answersFor(target, subnets.unitedStates)).toEqual([addresses.north]);

    // The south's edges start on the Java port again: it is open once they listen, and the
    // location stays healthy meanwhile (the others report).
    const opened = openedAt(addresses.south, gamePort);
    await startLocationEdges('south', { untilTakingPlayers: false });
    const openedAtMs = await opened;
    await vi.waitFor(
      async () => expect(await pdns.answers(target)).toEqual([addresses.north, addresses.south]),
      { timeout: 30_000, interval: 250 },
    );
    console.log(
      `powerdns: a closed Java port left the answers after ${leftAfterMs} ms (probe every ${powerDnsProbeIntervalS} s), came back ${Date.now() - openedAtMs} ms after it opened`,
    );
    for (const edge of elsewhere.edges) await edge.stop();
  }, 180_000);
});
