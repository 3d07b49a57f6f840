import { randomUUID } from 'node:crypto';
import type { BucketSource, PlaySession, TelemetryBucket } from '@palisade/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLocation, subUser } from '../../../test/fixtures';
import { type Account, account, type Harness, setPlan, startHarness } from '../../../test/harness';
import { noDrops } from '../../db/drops';
import { connectionSources, throttle } from '../../db/schema';
import { rows } from '../../db/sql';
import { createEdgeToken } from '../edge-sync/tokens';
import { pruneByPlan } from '../telemetry/queries/jobs';
import { dryRunLimit } from './dry-run';

let h: Harness;
let token: string;
let seq = 0;
beforeAll(async () => {
  h = await startHarness();
  await insertLocation(h, 'dry1');
  ({ token } = await createEdgeToken(h.deps.db, 'dry1', 'dry run'));
});
afterAll(() => h.close());

const hour = 3_600_000;
const now = Date.now();
const bucketStart = Math.floor((now - 20_000) / 10_000) * 10_000;

const bucket = (networkId: number, connections: number, sources: BucketSource[]) =>
  ({
    network_id: networkId,
    start: bucketStart,
    connections,
    status_pings: 0,
    logins: 0,
    dropped: noDrops,
    bytes_in: 0,
    bytes_out: 0,
    players: 0,
    by_protocol: {},
    by_domain: {},
    by_country: {},
    sources,
  }) satisfies TelemetryBucket;

const session = (
  networkId: number,
  username: string,
  address: string,
  where: { asn: number; country: string },
  startedAt = now - 60_000,
): PlaySession => ({
  id: randomUUID(),
  network_id: networkId,
  username,
  address,
  edition: 'java',
  protocol_version: 767,
  domain: 'play.example.com',
  ...where,
  started_at: startedAt,
  ended_at: null,
  bytes_in: 0,
  bytes_out: 0,
  played: true,
  closed_by: null,
  kick_reason: null,
});

const send = (buckets: TelemetryBucket[], sessions: PlaySession[]) =>
  h.route('edgeTelemetry', { body: { seq: ++seq, buckets, sessions } }, { 'x-edge-token': token });

const germany = { asn: 64500, country: 'DE' };
const france = { asn: 64501, country: 'FR' };

/** A network whose edge saw a /24 of one German provider, one French address and 10 more. */
async function trafficked(a: Account) {
  const networkId = (await a.route('createNetwork', { body: { name: 'tried' } })).body.data.id;
  const sent = await send(
    [
      bucket(networkId, 58, [
        { address: '198.51.100.7', ...germany, count: 40 },
        { address: '198.51.100.8', ...germany, count: 2 },
        // The same address as another edge's spelling of it: one address.
        { address: '::ffff:198.51.100.7', ...germany, count: 1 },
        { address: '203.0.113.5', ...france, count: 5 },
      ]),
    ],
    [
      session(networkId, 'Steve', '198.51.100.8', germany),
      session(networkId, 'Alex', '203.0.113.5', france),
      // Logged in two days ago: outside the last day.
      session(networkId, 'Herobrine', '198.51.100.9', germany, now - 48 * hour),
    ],
  );
  expect(sent.statusCode, JSON.stringify(sent.body)).toBe(200);
  // Connections two days ago, from the same /24: outside the last day too.
  await h.deps.db.insert(connectionSources).values({
    networkId,
    hour: new Date(Math.floor((now - 48 * hour) / hour) * hour),
    address: '198.51.100.9',
    ...germany,
    connections: 500,
  });
  return { id: String(networkId) };
}

describe('a firewall rule tried with dry_run=true', () => {
  it('answers what it would have matched in the last day, and saves nothing', async () => {
    const a = await account(h);
    const params = await trafficked(a);
    const query = { dry_run: 'true' } as const;
    const since = new Date(Math.floor((now - 24 * hour) / hour) * hour).toISOString();

    const subnet = await a.route('saveIpFirewall', {
      params,
      query,
      body: { cidr: '198.51.100.0/24' },
    });
    expect(subnet.body.data).toEqual({
      dry_run: true,
      since,
      connections: 43,
      addresses: 2,
      players: 1,
      player_names: ['Steve'],
      player_names_withheld: null,
      unattributed_connections: 10,
    });
    const provider = await a.route('saveAsnFirewall', {
      params,
      query,
      body: { asn: 'AS64501' },
    });
    expect(provider.body.data).toMatchObject({
      connections: 5,
      addresses: 1,
      player_names: ['Alex'],
    });
    const country = await a.route('saveCountryFirewall', {
      params,
      query,
      body: { country_id: 276, whitelist: true },
    });
    expect(country.body.data).toMatchObject({ connections: 43, addresses: 2, players: 1 });
    const nobody = await a.route('saveIpFirewall', {
      params,
      query,
      body: { cidr: '2001:db8::/32' },
    });
    expect(nobody.body.data).toMatchObject({ connections: 0, addresses: 0, player_names: [] });

    for (const list of ['listIpFirewall', 'listAsnFirewall', 'listCountryFirewall'] as const)
      expect((await a.route(list, { params })).body.data).toEqual([]);
  });

  it('checks the rule as a save does, and only for who may change the firewall', async () => {
    const a = await account(h);
    const params = await trafficked(a);
    const query = { dry_run: 'true' } as const;
    const bad = await a.route('saveIpFirewall', { params, query, body: { cidr: '300.1.1.1' } });
    expect(bad.statusCode).toBe(400);
    const noCountry = await a.route('saveCountryFirewall', {
      params,
      query,
      body: { country_id: 999 },
    });
    expect(noCountry.statusCode).toBe(400);
    const other = await account(h);
    const foreign = await other.route('saveIpFirewall', {
      params,
      query,
      body: { cidr: '198.51.100.0/24' },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('works from addresses kept for the plan retention, and gone with the network', async () => {
    const a = await account(h);
    const params = await trafficked(a);
    const kept = () =>
      rows<{ n: number }>(
        h.deps.db,
        sql`select count(*)::int as n from connection_sources where network_id = ${Number(params.id)}`,
      ).then(([r]) => r?.n);
    expect(await kept()).toBe(4);
    // The free plan keeps 7 days: a day-old hour stays, a 10-day-old one goes.
    await h.deps.db.insert(connectionSources).values({
      networkId: Number(params.id),
      hour: new Date(Math.floor((now - 240 * hour) / hour) * hour),
      address: '192.0.2.1',
      asn: null,
      country: null,
      connections: 1,
    });
    await pruneByPlan((work) => h.deps.db.transaction(work), now);
    expect(await kept()).toBe(4);
    await a.route('deleteNetwork', { params });
    expect(await kept()).toBe(0);
    const [sessions] = await rows<{ n: number }>(
      h.deps.db,
      sql`select count(*)::int as n from play_sessions where network_id = ${Number(params.id)}`,
    );
    expect(sessions?.n).toBe(0);
  });
});

describe('who a dry run names', () => {
  const query = { dry_run: 'true' } as const;

  it('names players for ranges of /24 (IPv6 /48) and wider only, to anyone', async () => {
    const a = await account(h);
    const params = await trafficked(a);
    const networkId = Number(params.id);
    const v6 = { asn: 64502, country: 'NL' };
    const sent = await send(
      [bucket(networkId, 3, [{ address: '2001:db8:1:2::5', ...v6, count: 3 }])],
      [session(networkId, 'Notch', '2001:db8:1:2::5', v6)],
    );
    expect(sent.statusCode).toBe(200);
    const tried = async (cidr: string) =>
      (await a.route('saveIpFirewall', { params, query, body: { cidr } })).body.data;

    // Halving down to the address Steve logged in from: counted, never named below the /24.
    for (const cidr of [
      '198.51.100.8',
      '198.51.100.8/31',
      '198.51.100.0/25',
      '::ffff:198.51.100.8',
    ])
      expect(await tried(cidr), cidr).toMatchObject({
        players: 1,
        player_names: [],
        player_names_withheld: 'narrow_range',
      });
    expect(await tried('198.51.100.0/24')).toMatchObject({
      players: 1,
      player_names: ['Steve'],
      player_names_withheld: null,
    });
    for (const cidr of ['2001:db8:1:2::5', '2001:db8:1::/49'])
      expect(await tried(cidr), cidr).toMatchObject({
        players: 1,
        player_names: [],
        player_names_withheld: 'narrow_range',
      });
    expect(await tried('2001:db8:1::/48')).toMatchObject({
      player_names: ['Notch'],
      player_names_withheld: null,
    });
    // Providers and countries are no address: their players are named.
    const provider = await a.route('saveAsnFirewall', { params, query, body: { asn: 64502 } });
    expect(provider.body.data).toMatchObject({ player_names: ['Notch'] });
  });

  it('names them to sub-users with read_analytics only', async () => {
    const owner = await account(h);
    await setPlan(h, owner.id, 3);
    const params = await trafficked(owner);
    const networkId = Number(params.id);
    const firewallOnly = await subUser(h, owner, networkId, { update_firewall: true });
    const analyst = await subUser(h, owner, networkId, {
      update_firewall: true,
      read_analytics: true,
    });
    const subnet = { cidr: '198.51.100.0/24' };
    const unnamed = {
      players: 1,
      player_names: [],
      player_names_withheld: 'permission',
    };
    expect(
      (await firewallOnly.route('saveIpFirewall', { params, query, body: subnet })).body.data,
    ).toMatchObject({ connections: 43, addresses: 2, ...unnamed });
    const provider = await firewallOnly.route('saveAsnFirewall', {
      params,
      query,
      body: { asn: 64501 },
    });
    expect(provider.body.data).toMatchObject(unnamed);
    const country = await firewallOnly.route('saveCountryFirewall', {
      params,
      query,
      body: { country_id: 276 },
    });
    expect(country.body.data).toMatchObject(unnamed);
    expect(
      (await analyst.route('saveIpFirewall', { params, query, body: subnet })).body.data,
    ).toMatchObject({ player_names: ['Steve'], player_names_withheld: null });
    // A narrow range names nobody, whatever the permissions.
    const address = await analyst.route('saveIpFirewall', {
      params,
      query,
      body: { cidr: '198.51.100.8' },
    });
    expect(address.body.data).toMatchObject({ player_names_withheld: 'narrow_range' });
    const readOnly = await subUser(h, owner, networkId, { read_analytics: true });
    const refused = await readOnly.route('saveIpFirewall', { params, query, body: subnet });
    expect(refused.statusCode).toBe(403);
  });

  it('answers 60 a network per 15 minutes, whoever asks, then 429 until the window ends', async () => {
    const owner = await account(h);
    await setPlan(h, owner.id, 3);
    const params = await trafficked(owner);
    const networkId = Number(params.id);
    const member = await subUser(h, owner, networkId, { update_firewall: true });
    const limit = dryRunLimit(networkId);
    // Sent at once: counting and checking in one statement lets exactly the limit through.
    const replies = await Promise.all(
      Array.from({ length: limit.max + 5 }, (_, i) =>
        (i % 2 ? owner : member).route('saveIpFirewall', {
          params,
          query,
          body: { cidr: `198.51.100.${i}` },
        }),
      ),
    );
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(limit.max);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
    const refused = await owner.route('saveAsnFirewall', { params, query, body: { asn: 64500 } });
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(limit.windowSeconds);
    expect(
      (await member.route('saveCountryFirewall', { params, query, body: { country_id: 276 } }))
        .statusCode,
    ).toBe(429);

    // Saving is not a dry run, and another network has its own.
    const save = await owner.route('saveIpFirewall', { params, body: { cidr: '192.0.2.1' } });
    expect(save.statusCode).toBe(200);
    const other = await trafficked(owner);
    const elsewhere = await owner.route('saveIpFirewall', {
      params: other,
      query,
      body: { cidr: '198.51.100.0/24' },
    });
    expect(elsewhere.statusCode).toBe(200);

    await h.deps.db
      .update(throttle)
      .set({ windowEndsAt: new Date(Date.now() - 1000) })
      .where(eq(throttle.key, limit.key));
    const again = await owner.route('saveIpFirewall', {
      params,
      query,
      body: { cidr: '198.51.100.0/24' },
    });
    expect(again.statusCode).toBe(200);
  });
});
