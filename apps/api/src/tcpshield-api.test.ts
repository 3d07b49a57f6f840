import { readFile } from 'node:fs/promises';
import { type DnsServer, startDnsServer } from '@palisade/peers/dns-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLocation } from '../test/fixtures';
import {
  bearer,
  type Harness,
  login,
  password,
  setPlan,
  account as signedUp,
  signUp,
  startHarness,
} from '../test/harness';
import { linkIn } from '../test/mailbox';
import { networkBreakdowns, users } from './db/schema';

/**
 * A TCPShield client against Palisade. TCPShield publishes its API as OpenAPI
 * (`TCPShield/api-docs`, `tcpshield-api.yaml`): 44 operations on networks and the account, and
 * 15 on Sentry tunnels in its later revision. `facts` below holds, for each of the 59, what such
 * a client relies on: the method and path, the success status, and the fields of the answer
 * with their types. These are our own statements of the yaml, not a copy of it. Every operation
 * is sent as the yaml writes it (its paths, its bodies, `X-API-Key` and nothing else) to the
 * root of `API_HOST`, as a client whose base URL is changed from `https://api.tcpshield.com/`,
 * and its answer is checked against its fact. Where Palisade answers otherwise on purpose, the
 * fact says what Palisade answers instead and names its row of docs/api.md's differences; the
 * test fails when the difference goes away, or comes back elsewhere, unnoticed.
 */

/** A field's type as a client reads it. `date-time` is a string `Date.parse` reads. */
type Kind = 'integer' | 'number' | 'string' | 'boolean' | 'date-time' | 'boolean?' | 'date-time?';
/** The shape of an answer: a kind, an object of fields, a list, or an object of named values. */
type Shape = Kind | { [field: string]: Shape } | { list: Shape } | { map: Kind };
const list = (of: Shape) => ({ list: of });
const map = (of: Kind) => ({ map: of });

const dates = { updated_at: 'date-time', created_at: 'date-time' } as const;
const network = {
  id: 'integer',
  name: 'string',
  premium: 'boolean',
  protected_cname: 'string',
  txt_verification: 'string',
  connections_per_second_threshold: 'integer',
  client_ban_seconds: 'integer',
  client_allow_seconds: 'integer',
  mitigation_message: 'string',
  vpn_block: 'boolean',
  webhook_url: 'string',
  attack_emails: 'boolean',
  verification_server: 'boolean',
  antivpn_kick_msg: 'string',
  forward_true_slp: 'boolean',
  offline_motd_enabled: 'boolean',
  offline_motd: 'string',
  offline_kick_message: 'string',
  offline_favicon: 'string',
  ...dates,
} as const;
const backendSet = {
  id: 'integer',
  name: 'string',
  proxy_protocol: 'boolean',
  vulcan_ac_enabled: 'boolean',
  load_balancing_mode: 'integer',
  ...dates,
} as const;
const domain = {
  id: 'integer',
  name: 'string',
  backend_set_id: 'integer',
  bac: 'boolean',
  verified: 'boolean',
  ...dates,
} as const;
const ipEntry = { id: 'integer', cidr: 'string', whitelist: 'boolean', ...dates } as const;
const asnEntry = { id: 'integer', asn: 'integer', whitelist: 'boolean', ...dates } as const;
const countryEntry = {
  id: 'integer',
  country_id: 'integer',
  country_code: 'string',
  country_name: 'string',
  whitelist: 'boolean',
  ...dates,
} as const;
const bedrockTunnel = {
  id: 'integer',
  name: 'string',
  backend_set_id: 'integer',
  location: 'string',
  proxy_protocol: 'integer',
  allocated_cname: 'string',
  ...dates,
} as const;
const account = {
  id: 'integer',
  firstname: 'string',
  lastname: 'string',
  email: 'string',
  phone: 'string',
  account_limited: 'boolean',
  balance: 'number',
  plan_id: 'integer',
  plan_name: 'string',
  plan_expiry: 'date-time',
  two_factor_enabled: 'boolean',
  verified: 'boolean',
  notifications: list('string'),
  commit_level: 'string',
  ...dates,
} as const;
const tunnel = {
  id: 'integer',
  name: 'string',
  endpoint_public_key: 'string',
  endpoint_private_key: 'string',
  endpoint_peer: 'string',
  bind_port: 'integer',
  location: 'string',
  current_bandwidth_usage: 'integer',
  month_bandwidth_usage: 'integer',
  cumulative_bandwidth_usage: 'integer',
  ingress: 'integer',
  egress: 'integer',
  tunnel_addresses: list({
    ip_address_public: 'string',
    ip_address_private: 'string',
    peer_ip_address_private: 'string',
    location: 'string',
  }),
  tunnel_users: list({
    verified: 'boolean?',
    tunnel_id: 'integer',
    user_id: 'integer',
    permission_id: 'integer',
  }),
  ...dates,
} as const;
const tunnelRule = {
  id: 'integer',
  start_port: 'integer',
  end_port: 'integer',
  is_active: 'boolean',
  internal_name: 'string',
  human_name: 'string',
  filter_id: 'integer',
  ...dates,
} as const;
const bandwidth = list({ value: 'number', time: 'date-time' });

interface Fact {
  status: 200 | 201;
  /** What the answer carries, where the yaml describes it; unchecked where it says only "OK". */
  reply?: Shape;
  /** Fields beside `status` and `data` in the envelope, where the yaml shows the envelope. */
  envelope?: Record<string, Kind>;
}
/** An operation Palisade answers otherwise on purpose: what it answers, and its docs row. */
interface Difference {
  status?: 200 | 201 | 400;
  reply?: Shape;
  /**
   * How the row of docs/api.md's "Differences from TCPShield" names it; or, for rows on single
   * fields, each row by the field where some answer must still fail the yaml's shape.
   */
  docs: string | Record<string, string>;
}

/** The yaml's 59 operations, `METHOD path` with its parameter names, and what each answers. */
const facts = {
  'GET /networks': { status: 200, reply: list(network) },
  'POST /networks': { status: 200 },
  'GET /networks/{networkId}': { status: 200, reply: network },
  'PATCH /networks/{networkId}': { status: 200 },
  'DELETE /networks/{networkId}': { status: 200 },
  'GET /networks/{networkId}/domains': { status: 200, reply: list(domain) },
  'POST /networks/{networkId}/domains': { status: 200 },
  'GET /networks/{networkId}/domains/{domainId}': { status: 200, reply: domain },
  'PATCH /networks/{networkId}/domains/{domainId}': { status: 200 },
  'DELETE /networks/{networkId}/domains/{domainId}': { status: 200 },
  'POST /networks/{networkId}/domains/preverify': { status: 200 },
  'GET /networks/{networkId}/domains/{domainID}/verify': { status: 200 },
  'GET /networks/{networkId}/backendSets': { status: 200, reply: list(backendSet) },
  'POST /networks/{networkId}/backendSets': { status: 200 },
  'GET /networks/{networkId}/backendSets/{setId}': { status: 200, reply: backendSet },
  'PATCH /networks/{networkId}/backendSets/{setId}': { status: 200 },
  'DELETE /networks/{networkId}/backendSets/{setId}': { status: 200 },
  'GET /networks/{networkId}/firewall': { status: 200, reply: list(ipEntry) },
  'POST /networks/{networkId}/firewall': { status: 200 },
  'DELETE /networks/{networkId}/firewall/{firewallEntryID}': { status: 200 },
  'GET /networks/{networkId}/asnFirewall': { status: 200, reply: list(asnEntry) },
  'POST /networks/{networkId}/asnFirewall': { status: 200 },
  'DELETE /networks/{networkId}/asnFirewall/{firewallEntryID}': { status: 200 },
  'GET /networks/{networkId}/countryFirewall': { status: 200, reply: list(countryEntry) },
  'POST /networks/{networkId}/countryFirewall': { status: 200 },
  'DELETE /networks/{networkId}/countryFirewall/{firewallEntryID}': { status: 200 },
  'GET /networks/{networkId}/bedrockTunnels': { status: 200, reply: list(bedrockTunnel) },
  'POST /networks/{networkId}/bedrockTunnels': { status: 200 },
  'GET /networks/{networkId}/bedrockTunnels/locations': { status: 200, reply: list('string') },
  'GET /networks/{networkId}/bedrockTunnels/{tunnelId}': { status: 200, reply: bedrockTunnel },
  'PATCH /networks/{networkId}/bedrockTunnels/{tunnelId}': { status: 200 },
  'DELETE /networks/{networkId}/bedrockTunnels/{tunnelId}': { status: 200 },
  'GET /networks/{networkId}/analytics/bounceRate': { status: 200, reply: { value: 'number' } },
  // `{key, value}` in the yaml: one member per key, the key's name and its count.
  'GET /networks/{networkId}/analytics/topDomains': { status: 200, reply: map('integer') },
  'GET /networks/{networkId}/analytics/uniqueUsers': { status: 200, reply: { value: 'integer' } },
  'GET /networks/{networkId}/analytics/retention': { status: 200, reply: {} },
  'GET /networks/{networkId}/analytics/mitigatedCount': {
    status: 200,
    reply: { value: 'integer' },
  },
  'GET /networks/{networkId}/analytics/mcVersionBreakdown': { status: 200, reply: map('integer') },
  'GET /user/summary': { status: 200, reply: account, envelope: { message: 'string' } },
  'PATCH /user/email': { status: 200 },
  'GET /user/apikey': { status: 200, reply: { key: 'string' } },
  'POST /user/apikey/regenerate': { status: 200 },
  'POST /user/updateGeneralInfo': { status: 200 },
  'POST /user/password': { status: 200 },
  'GET /tunnels': { status: 200, reply: list(tunnel) },
  // The yaml's `items:` without `type: array` on a single object is read as that object.
  'POST /tunnels': { status: 201, reply: tunnel },
  'GET /tunnels/locations': { status: 201, reply: map('string') },
  'GET /tunnels/getBindPort': { status: 200, reply: 'integer' },
  // `{status, data}` with the script in `data`: the envelope every answer here has.
  'GET /tunnels/{tunnelID}/setupScript': { status: 200, reply: 'string' },
  'GET /tunnels/{tunnelID}/analytics': {
    status: 200,
    reply: { egress: bandwidth, ingress: bandwidth, max: 'number' },
  },
  'GET /tunnels/{tunnelID}': { status: 200, reply: list(tunnel) },
  'PUT /tunnels/{tunnelID}': { status: 200, reply: list(tunnel) },
  'DELETE /tunnels/{tunnelID}': { status: 200 },
  'GET /tunnelFilters': { status: 200, reply: list(tunnelRule) },
  'POST /tunnel/{tunnelID}/tunnelFirewall': { status: 201, reply: tunnelRule },
  'GET /tunnel/{tunnelID}/tunnelFirewalls': { status: 200, reply: list(tunnelRule) },
  'GET /tunnelFirewall/{filterID}': { status: 200, reply: tunnelRule },
  'PUT /tunnelFirewall/{filterID}': { status: 200, reply: tunnelRule },
  'DELETE /tunnelFirewall/{filterID}': { status: 200 },
} satisfies Record<string, Fact>;
type Operation = keyof typeof facts;

/** Where Palisade answers otherwise, on purpose and in docs/api.md; nowhere else. */
const differences: Partial<Record<Operation, Difference>> = {
  // Objects with where each location is; their `id` is what `location` takes.
  'GET /networks/{networkId}/bedrockTunnels/locations': {
    reply: list({ id: 'string', name: 'string', region: 'string', public_address: 'string' }),
    docs: '`GET …/bedrockTunnels/locations`',
  },
  // Tunnels are answered as the yaml has them, but `proxy_protocol: 1` is answered 2 and why.
  'POST /networks/{networkId}/bedrockTunnels': {
    reply: { ...bedrockTunnel, message: 'string' },
    docs: 'Bedrock `proxy_protocol`',
  },
  // Notices as objects, and no renewal date on the free plan (the paid account has one).
  'GET /user/summary': {
    reply: {
      ...account,
      plan_expiry: 'date-time?',
      notifications: list({
        id: 'integer',
        kind: 'string',
        message: 'string',
        created_at: 'date-time',
      }),
    },
    docs: {
      'data.notifications[0]': '`user/summary` `notifications`',
      'data.plan_expiry': '`user/summary` `plan_expiry`',
    },
  },
  // The yaml's body has no password; ours needs the current one.
  'PATCH /user/email': { status: 400, docs: '`PATCH user/email`' },
  // The same fields, but the key is masked once shown: it is answered whole once, when made.
  'GET /user/apikey': { docs: '`GET user/apikey`' },
  // One tunnel is one object, as every other read of one thing in the yaml answers it.
  'GET /tunnels/{tunnelID}': { reply: tunnel, docs: '`GET/PUT tunnels/{id}`' },
  'PUT /tunnels/{tunnelID}': { reply: tunnel, docs: '`GET/PUT tunnels/{id}`' },
};

const isKind = (value: unknown, kind: Kind): boolean => {
  switch (kind) {
    case 'integer':
      return Number.isInteger(value);
    case 'date-time':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value));
    case 'boolean?':
      return value === null || typeof value === 'boolean';
    case 'date-time?':
      return value === null || isKind(value, 'date-time');
    default:
      return typeof value === kind;
  }
};

/** Where `value` is not of `shape`: one line per field, by its path. */
function mismatches(value: unknown, shape: Shape, at = 'data'): string[] {
  const seen = JSON.stringify(value);
  if (typeof shape === 'string') return isKind(value, shape) ? [] : [`${at}: ${shape}, ${seen}`];
  if ('list' in shape) {
    if (!Array.isArray(value)) return [`${at}: a list, ${seen}`];
    return value.flatMap((item, i) => mismatches(item, shape.list as Shape, `${at}[${i}]`));
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [`${at}: an object, ${seen}`];
  }
  const record = value as Record<string, unknown>;
  if ('map' in shape) {
    return Object.entries(record).flatMap(([key, v]) =>
      mismatches(v, shape.map as Kind, `${at}.${key}`),
    );
  }
  return Object.entries(shape).flatMap(([field, s]) =>
    mismatches(record[field], s as Shape, `${at}.${field}`),
  );
}

const apiHost = 'api.palisade.test';
let h: Harness;
let dns: DnsServer;
let apiKey = '';
/** A second account, left on the free plan, and its key. */
let free: Awaited<ReturnType<typeof signedUp>>;
let freeKey = '';
/** Each operation sent, with where its answers failed the yaml's shape (for a difference). */
const checked = new Map<Operation, string[]>();

interface Answer {
  statusCode: number;
  // biome-ignore lint/suspicious/noExplicitAny: a client reads the JSON as it comes.
  body: { status: number; data: any; code?: string; message?: string; details?: unknown[] };
}

/** One request as a TCPShield client sends it, to the root of the API's host. */
async function request(operation: Operation, ids: Record<string, number>, body?: object) {
  const [method, template] = operation.split(' ') as [string, string];
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = ids[name];
    if (value === undefined) throw new Error(`${operation}: no ${name}`);
    return String(value);
  });
  const reply = await h.app.inject({
    method: method as 'GET',
    url: path,
    // Bodiless calls carry `Content-Type: application/json` with nothing in it, as many HTTP
    // clients send them.
    headers: { host: apiHost, 'x-api-key': apiKey, 'content-type': 'application/json' },
    payload: body === undefined ? '' : JSON.stringify(body),
  });
  return { statusCode: reply.statusCode, body: reply.json() } as Answer;
}

/**
 * Sends the operation and checks the answer against its fact, or against the difference
 * docs/api.md states for it (and then that the yaml's fact still does not hold).
 */
async function send(operation: Operation, ids: Record<string, number>, body?: object) {
  const answer = await request(operation, ids, body);
  const fact: Fact = facts[operation];
  const difference = differences[operation];
  const status = difference?.status ?? fact.status;
  expect(answer.statusCode, `${operation}: ${JSON.stringify(answer.body)}`).toBe(status);
  const seen = checked.get(operation) ?? [];
  checked.set(operation, seen);
  if (status >= 400) return answer;
  expect(answer.body.status).toBe(0);
  for (const [field, kind] of Object.entries(fact.envelope ?? {})) {
    expect(isKind((answer.body as Record<string, unknown>)[field], kind), field).toBe(true);
  }
  const shape = difference?.reply ?? fact.reply;
  if (shape !== undefined) expect(mismatches(answer.body.data, shape), operation).toEqual([]);
  if (difference?.reply && fact.reply) seen.push(...mismatches(answer.body.data, fact.reply));
  return answer;
}

const ok = async (operation: Operation, ids: Record<string, number>, body?: object) =>
  (await send(operation, ids, body)).body.data;

beforeAll(async () => {
  dns = await startDnsServer();
  h = await startHarness({
    DNS_SERVERS: dns.address,
    EDGE_DOMAIN: 'edge.example.com',
    API_HOST: apiHost,
  });
  const session = await signUp(h);
  const me = await h.route('summary', {}, bearer(session.token));
  // TCPShield's API is for paying customers: Bedrock tunnels need more than the free plan, and
  // a paid plan has a renewal date (`plan_expiry`).
  await setPlan(h, me.body.data.id, 2);
  await h.deps.db
    .update(users)
    .set({ planRenewsAt: new Date(Date.now() + 30 * 86_400_000) })
    .where(eq(users.id, me.body.data.id));
  // The key a customer copies from the dashboard.
  const key = await h.route('regenerateApiKey', {}, bearer(session.token));
  apiKey = key.body.data.key;
  free = await signedUp(h);
  freeKey = (await free.route('regenerateApiKey')).body.data.key;
});
afterAll(async () => {
  await h.close();
  await dns.close();
});

const ids: Record<string, number> = {};
let location = '';

describe("TCPShield's API, sent as its yaml writes it", () => {
  it('networks', async () => {
    const created = await ok('POST /networks', {}, { name: 'Survival' });
    ids.networkId = created.id;
    const listed = await ok('GET /networks', {});
    expect(listed.map((n: { id: number }) => n.id)).toEqual([created.id]);
    const changes = {
      name: 'Survival EU',
      connections_per_second_threshold: 40,
      client_ban_seconds: 120,
      client_allow_seconds: 600,
      mitigation_message: 'Slow down',
    };
    await ok('PATCH /networks/{networkId}', ids, changes);
    expect(await ok('GET /networks/{networkId}', ids)).toMatchObject({
      ...changes,
      protected_cname: created.protected_cname,
    });
    expect(created.protected_cname).toMatch(/^[a-z2-7]{16}\.edge\.example\.com$/);
    expect((await request('GET /networks/{networkId}', { networkId: 999_999 })).statusCode).toBe(
      404,
    );
  });

  it('backend sets', async () => {
    const created = await ok('POST /networks/{networkId}/backendSets', ids, {
      name: 'lobby',
      backends: ['93.184.216.34:25565'],
      proxy_protocol: true,
      vulcan_ac_enabled: false,
      load_balancing_mode: 0,
    });
    expect(created.id).toEqual(expect.any(Number));
    ids.setId = created.id;
    expect(await ok('GET /networks/{networkId}/backendSets', ids)).toHaveLength(1);
    await ok('PATCH /networks/{networkId}/backendSets/{setId}', ids, {
      name: 'hub',
      backends: ['93.184.216.34:25565', '93.184.216.35:25566'],
    });
    expect(await ok('GET /networks/{networkId}/backendSets/{setId}', ids)).toMatchObject({
      name: 'hub',
      proxy_protocol: true,
      load_balancing_mode: 0,
    });
  });

  it('domains, their pre-check and their verification', async () => {
    const host = `play${Date.now().toString(36)}.example.net`;
    const created = await ok('POST /networks/{networkId}/domains', ids, {
      name: host,
      backend_set_id: ids.setId,
      bac: false,
    });
    ids.domainId = created.id;
    ids.domainID = created.id;
    expect(await ok('GET /networks/{networkId}/domains', ids)).toHaveLength(1);
    await ok('PATCH /networks/{networkId}/domains/{domainId}', ids, {
      name: host,
      backend_set_id: ids.setId,
      bac: true,
    });
    expect(await ok('GET /networks/{networkId}/domains/{domainId}', ids)).toMatchObject({
      name: host,
      bac: true,
      verified: false,
    });
    const pre = await ok('POST /networks/{networkId}/domains/preverify', ids, {
      domain_name: host,
    });
    expect(pre).toMatchObject({ available: true, verified: false });
    // Not verified yet is an answer, not an error.
    expect((await ok('GET /networks/{networkId}/domains/{domainID}/verify', ids)).verified).toBe(
      false,
    );
    // The free account's network claims the name too: verifying it here drops that claim and
    // tells its owner, a notification to read in `user/summary`.
    const { body: other } = await free.route('createNetwork', { body: { name: 'Claims' } });
    const otherSet = await free.route('createBackendSet', {
      params: { id: String(other.data.id) },
      body: { name: 'lobby', backends: ['93.184.216.34:25565'] },
    });
    const claim = await free.route('addDomain', {
      params: { id: String(other.data.id) },
      body: { name: host, backend_set_id: otherSet.body.data.id },
    });
    expect(claim.statusCode, JSON.stringify(claim.body)).toBe(200);
    dns.setTxt(pre.txt_record.name, [pre.txt_record.value]);
    const verified = await ok('GET /networks/{networkId}/domains/{domainID}/verify', ids);
    expect(mismatches(verified, domain)).toEqual([]);
    expect(verified.verified).toBe(true);
  });

  it('IP, ASN and country firewalls', async () => {
    const ip = await ok('POST /networks/{networkId}/firewall', ids, {
      cidr: '198.51.100.0/24',
      whitelist: false,
    });
    expect(await ok('GET /networks/{networkId}/firewall', ids)).toHaveLength(1);
    await ok('DELETE /networks/{networkId}/firewall/{firewallEntryID}', {
      ...ids,
      firewallEntryID: ip.id,
    });
    const asn = await ok('POST /networks/{networkId}/asnFirewall', ids, {
      asn: 13335,
      whitelist: true,
    });
    const asns = await ok('GET /networks/{networkId}/asnFirewall', ids);
    expect(asns.map((a: { asn: number }) => a.asn)).toEqual([13335]);
    await ok('DELETE /networks/{networkId}/asnFirewall/{firewallEntryID}', {
      ...ids,
      firewallEntryID: asn.id,
    });
    const country = await ok('POST /networks/{networkId}/countryFirewall', ids, {
      country_id: 276,
      whitelist: false,
    });
    expect(country).toMatchObject({ country_id: 276, country_code: 'DE' });
    expect(await ok('GET /networks/{networkId}/countryFirewall', ids)).toHaveLength(1);
    await ok('DELETE /networks/{networkId}/countryFirewall/{firewallEntryID}', {
      ...ids,
      firewallEntryID: country.id,
    });
    expect(await ok('GET /networks/{networkId}/firewall', ids)).toEqual([]);
    expect(await ok('GET /networks/{networkId}/asnFirewall', ids)).toEqual([]);
    expect(await ok('GET /networks/{networkId}/countryFirewall', ids)).toEqual([]);
  });

  it('Bedrock tunnels', async () => {
    // A location of this file's own: on a shared PostgreSQL other files use `local`'s ports.
    location = (await insertLocation(h, `tcps${Date.now().toString(36)}`)).id;
    const locations = await ok('GET /networks/{networkId}/bedrockTunnels/locations', ids);
    expect(locations.map((l: { id: string }) => l.id)).toContain(location);

    const created = await ok('POST /networks/{networkId}/bedrockTunnels', ids, {
      name: 'Geyser',
      backend_set_id: ids.setId,
      location,
      proxy_protocol: 1,
    });
    expect(mismatches(created, bedrockTunnel)).toEqual([]);
    expect(created).toMatchObject({
      proxy_protocol: 2,
      message: expect.stringContaining('PROXY protocol v2'),
    });
    expect(created.allocated_cname).toBe(`br${created.id}.${location}.edge.example.com`);
    ids.tunnelId = created.id;
    const listed = await ok('GET /networks/{networkId}/bedrockTunnels', ids);
    expect(listed.map((t: { id: number }) => t.id)).toEqual([created.id]);
    expect(await ok('GET /networks/{networkId}/bedrockTunnels/{tunnelId}', ids)).toMatchObject({
      id: created.id,
      name: 'Geyser',
      location,
    });
    const changed = await ok('PATCH /networks/{networkId}/bedrockTunnels/{tunnelId}', ids, {
      name: 'Geyser EU',
      backend_set_id: ids.setId,
      location,
      proxy_protocol: 2,
    });
    expect(changed).toMatchObject({ name: 'Geyser EU', location, port: created.port });
    await ok('DELETE /networks/{networkId}/bedrockTunnels/{tunnelId}', ids);
    expect(
      (await request('GET /networks/{networkId}/bedrockTunnels/{tunnelId}', ids)).statusCode,
    ).toBe(404);
  });

  it('analytics', async () => {
    // Players counted by the edges, so that the rankings have members to check.
    const bucket = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 5 * 60_000);
    const counted = (dimension: 'domain' | 'protocol', key: string, count: number) => ({
      networkId: ids.networkId as number,
      bucket,
      edgeId: 1,
      dimension,
      key,
      count,
    });
    await h.deps.db
      .insert(networkBreakdowns)
      .values([
        counted('domain', 'play.example.net', 7),
        counted('domain', 'hub.example.net', 3),
        counted('protocol', '767', 5),
      ]);
    for (const figure of ['bounceRate', 'uniqueUsers', 'mitigatedCount'] as const) {
      await ok(`GET /networks/{networkId}/analytics/${figure}`, ids);
    }
    expect(await ok('GET /networks/{networkId}/analytics/topDomains', ids)).toEqual({
      'play.example.net': 7,
      'hub.example.net': 3,
    });
    expect(await ok('GET /networks/{networkId}/analytics/mcVersionBreakdown', ids)).toEqual({
      '1.21–1.21.1': 5,
    });
    expect(await ok('GET /networks/{networkId}/analytics/retention', ids)).toMatchObject({
      day_1: { value: 0 },
      day_7: { value: 0 },
    });
  });

  it('removing what was made', async () => {
    await ok('DELETE /networks/{networkId}/domains/{domainId}', ids);
    expect((await request('GET /networks/{networkId}/domains/{domainId}', ids)).statusCode).toBe(
      404,
    );
    await ok('DELETE /networks/{networkId}/backendSets/{setId}', ids);
    expect(await ok('GET /networks/{networkId}/backendSets', ids)).toEqual([]);
    await ok('DELETE /networks/{networkId}', ids);
    expect(await ok('GET /networks', {})).toEqual([]);
  });

  it('Sentry tunnels and their port rules', async () => {
    const locations = await ok('GET /tunnels/locations', {});
    expect(locations[location]).toEqual(expect.any(String));
    const port = await ok('GET /tunnels/getBindPort', {});
    const created = await ok(
      'POST /tunnels',
      {},
      { name: 'survival', endpoint_peer: '203.0.113.50', location, bind_port: port },
    );
    expect(created).toMatchObject({ bind_port: port, location });
    const id = { tunnelID: created.id };
    const script = await ok('GET /tunnels/{tunnelID}/setupScript', id);
    expect(script).toContain(`PRIVATE_KEY='${created.endpoint_private_key}'`);
    expect((await ok('GET /tunnels', {})).map((t: { id: number }) => t.id)).toEqual([created.id]);
    expect(await ok('GET /tunnels/{tunnelID}', id)).toMatchObject({ id: created.id });
    const changed = await ok('PUT /tunnels/{tunnelID}', id, {
      name: 'survival eu',
      endpoint_public_key: created.endpoint_public_key,
      endpoint_peer: '203.0.113.51',
      bind_port: port,
    });
    expect(changed).toMatchObject({ name: 'survival eu', endpoint_peer: '203.0.113.51' });
    await ok('GET /tunnels/{tunnelID}/analytics', id);

    const filters = await ok('GET /tunnelFilters', {});
    const java = filters.find(
      (f: { internal_name: string }) => f.internal_name === 'minecraft_java',
    );
    const rule = await ok('POST /tunnel/{tunnelID}/tunnelFirewall', id, {
      start_port: java.start_port,
      end_port: java.end_port,
      filter_id: java.filter_id,
      is_active: true,
    });
    expect(rule).toMatchObject({ start_port: 25565, end_port: 25565, filter_id: java.id });
    expect(await ok('GET /tunnel/{tunnelID}/tunnelFirewalls', id)).toHaveLength(1);
    const ruleId = { filterID: rule.id };
    expect(await ok('GET /tunnelFirewall/{filterID}', ruleId)).toMatchObject({ id: rule.id });
    await ok('PUT /tunnelFirewall/{filterID}', ruleId, {
      start_port: 25565,
      end_port: 25566,
      filter_id: java.filter_id,
    });
    await ok('DELETE /tunnelFirewall/{filterID}', ruleId);
    await ok('DELETE /tunnels/{tunnelID}', id);
    expect(await ok('GET /tunnels', {})).toEqual([]);
  });

  it('the account', async () => {
    const summary = await ok('GET /user/summary', {});
    expect(summary).toMatchObject({ plan_name: 'Pro', verified: true, account_limited: false });

    const shown = await ok('GET /user/apikey', {});
    expect(shown.key).toMatch(/^pal_[\w-]{4}\.\.\.[\w-]{4}$/);
    const regenerated = await ok('POST /user/apikey/regenerate', {});
    expect(regenerated.key).toMatch(/^pal_/);
    expect((await request('GET /user/summary', {})).statusCode).toBe(401);
    apiKey = regenerated.key;

    await ok(
      'POST /user/updateGeneralInfo',
      {},
      { firstname: 'Ada', lastname: 'Lovelace', phone: '+44 20 7946 0000' },
    );
    expect(await ok('GET /user/summary', {})).toMatchObject({
      firstname: 'Ada',
      lastname: 'Lovelace',
    });

    // As the yaml writes it, without the current password: refused, naming the field and why.
    const email = `moved.${Date.now().toString(36)}@example.com`;
    const refused = await send('PATCH /user/email', {}, { email, emailconfirm: email });
    expect(refused.body.details).toEqual([
      {
        path: 'body.password',
        message:
          'Send password, your current one: an API key or a session alone may not move the account to another address.',
      },
    ]);
    expect(
      (await request('PATCH /user/email', {}, { email, emailconfirm: email, password })).statusCode,
    ).toBe(200);
    expect(linkIn(await h.mailbox.next(email), '/confirm-email').pathname).toMatch(
      /^\/confirm-email\//,
    );

    const next = 'a new long passphrase';
    await ok(
      'POST /user/password',
      {},
      { old_password: password, new_password: next, new_password_confirm: next },
    );
    expect((await login(h, summary.email, { password: next })).statusCode).toBe(200);
  });

  it('an account on the free plan, with a notification', async () => {
    const own = apiKey;
    apiKey = freeKey;
    const summary = await ok('GET /user/summary', {});
    apiKey = own;
    expect(summary).toMatchObject({ plan_name: 'Free', plan_expiry: null });
    expect(summary.notifications).toEqual([
      expect.objectContaining({ kind: 'domain_claim_dropped' }),
    ]);
  });

  it('sent every operation of the yaml, and differs only where docs/api.md says why', async () => {
    expect(Object.keys(facts)).toHaveLength(59);
    expect([...checked.keys()].sort()).toEqual(Object.keys(facts).sort());
    // A difference that went away must leave the list (and docs/api.md) too.
    for (const [operation, difference] of Object.entries(differences)) {
      const seen = checked.get(operation as Operation) ?? [];
      if (typeof difference.docs !== 'string') {
        for (const field of Object.keys(difference.docs)) {
          expect(
            seen.filter((line) => line.startsWith(`${field}: `)),
            field,
          ).not.toEqual([]);
        }
      } else if (difference.reply && (facts[operation as Operation] as Fact).reply) {
        expect(seen, operation).not.toEqual([]);
      }
    }
    const docs = await readFile(new URL('../../../docs/api.md', import.meta.url), 'utf8');
    const section = docs.slice(docs.indexOf('## Differences from TCPShield'));
    const rows = Object.values(differences).flatMap((d) =>
      typeof d.docs === 'string' ? [d.docs] : Object.values(d.docs),
    );
    // Every row is one of these, but the two that every request above relies on: it is sent to
    // the root of API_HOST and read from the envelope.
    const listed = [...section.matchAll(/^\| (.+?) \| .* \|$/gm)].map((row) => row[1]);
    expect(listed.slice(1).sort()).toEqual(
      ['base address', 'reply envelope', ...new Set(rows)].sort(),
    );
  });
});
