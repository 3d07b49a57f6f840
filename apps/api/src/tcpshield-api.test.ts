import { type DnsServer, startDnsServer } from '@palisade/peers/dns-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLocation } from '../test/fixtures';
import {
  bearer,
  type Harness,
  login,
  password,
  setPlan,
  signUp,
  startHarness,
} from '../test/harness';
import { linkIn } from '../test/mailbox';

/**
 * A TCPShield client against Palisade: each of the 44 operations of TCPShield's published API
 * (`TCPShield/api-docs`, `tcpshield-api.yaml`) sent as the yaml writes it (its paths, its
 * request bodies, `X-API-Key` and nothing else), checked as such a client reads the answer: the
 * status code and the fields of the yaml's response schemas, with their types. What still
 * differs on purpose is listed in docs/api.md ("Differences from TCPShield") and asserted here
 * as it is, so a change to it is noticed.
 */

/** The yaml's operations, `METHOD path` with its parameter names. */
const operations = [
  'GET /networks',
  'POST /networks',
  'GET /networks/{networkId}',
  'PATCH /networks/{networkId}',
  'DELETE /networks/{networkId}',
  'GET /networks/{networkId}/domains',
  'POST /networks/{networkId}/domains',
  'GET /networks/{networkId}/domains/{domainId}',
  'PATCH /networks/{networkId}/domains/{domainId}',
  'DELETE /networks/{networkId}/domains/{domainId}',
  'POST /networks/{networkId}/domains/preverify',
  'GET /networks/{networkId}/domains/{domainID}/verify',
  'GET /networks/{networkId}/backendSets',
  'POST /networks/{networkId}/backendSets',
  'GET /networks/{networkId}/backendSets/{setId}',
  'PATCH /networks/{networkId}/backendSets/{setId}',
  'DELETE /networks/{networkId}/backendSets/{setId}',
  'GET /networks/{networkId}/firewall',
  'POST /networks/{networkId}/firewall',
  'DELETE /networks/{networkId}/firewall/{firewallEntryID}',
  'GET /networks/{networkId}/asnFirewall',
  'POST /networks/{networkId}/asnFirewall',
  'DELETE /networks/{networkId}/asnFirewall/{firewallEntryID}',
  'GET /networks/{networkId}/countryFirewall',
  'POST /networks/{networkId}/countryFirewall',
  'DELETE /networks/{networkId}/countryFirewall/{firewallEntryID}',
  'GET /networks/{networkId}/bedrockTunnels',
  'POST /networks/{networkId}/bedrockTunnels',
  'GET /networks/{networkId}/bedrockTunnels/locations',
  'GET /networks/{networkId}/bedrockTunnels/{tunnelId}',
  'PATCH /networks/{networkId}/bedrockTunnels/{tunnelId}',
  'DELETE /networks/{networkId}/bedrockTunnels/{tunnelId}',
  'GET /networks/{networkId}/analytics/bounceRate',
  'GET /networks/{networkId}/analytics/topDomains',
  'GET /networks/{networkId}/analytics/uniqueUsers',
  'GET /networks/{networkId}/analytics/retention',
  'GET /networks/{networkId}/analytics/mitigatedCount',
  'GET /networks/{networkId}/analytics/mcVersionBreakdown',
  'GET /user/summary',
  'PATCH /user/email',
  'GET /user/apikey',
  'POST /user/apikey/regenerate',
  'POST /user/updateGeneralInfo',
  'POST /user/password',
] as const;
type Operation = (typeof operations)[number];

/** The yaml's response schemas, field by field, as the types a client expects. */
type Kind = 'integer' | 'number' | 'string' | 'boolean' | 'date-time' | 'array';
const dates = { updated_at: 'date-time', created_at: 'date-time' } as const;
const schemas = {
  NetworkResponse: {
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
  },
  BackendSetResponse: {
    id: 'integer',
    name: 'string',
    proxy_protocol: 'boolean',
    vulcan_ac_enabled: 'boolean',
    load_balancing_mode: 'integer',
    ...dates,
  },
  DomainResponse: {
    id: 'integer',
    name: 'string',
    backend_set_id: 'integer',
    bac: 'boolean',
    verified: 'boolean',
    ...dates,
  },
  IPFirewallResponse: { id: 'integer', cidr: 'string', whitelist: 'boolean', ...dates },
  ASNFirewallResponse: { id: 'integer', asn: 'integer', whitelist: 'boolean', ...dates },
  CountryFirewallResponse: {
    id: 'integer',
    country_id: 'integer',
    country_code: 'string',
    country_name: 'string',
    whitelist: 'boolean',
    ...dates,
  },
  BedrockTunnelsResponse: {
    id: 'integer',
    name: 'string',
    backend_set_id: 'integer',
    location: 'string',
    proxy_protocol: 'integer',
    allocated_cname: 'string',
    ...dates,
  },
  // TCPShield's `balance` is a number, `commit_level` a string, `notifications` always a list
  // and `plan_expiry` always a date; ours follow the dashboard's wire format (docs/api.md).
  UserSummaryResponse: {
    id: 'integer',
    firstname: 'string',
    lastname: 'string',
    email: 'string',
    phone: 'string',
    account_limited: 'boolean',
    plan_id: 'integer',
    plan_name: 'string',
    two_factor_enabled: 'boolean',
    verified: 'boolean',
    ...dates,
  },
  AnalyticsValue: { value: 'number' },
} satisfies Record<string, Record<string, Kind>>;

const isKind = (value: unknown, kind: Kind) => {
  switch (kind) {
    case 'integer':
      return Number.isInteger(value);
    case 'date-time':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value));
    case 'array':
      return Array.isArray(value);
    default:
      return typeof value === kind;
  }
};

/** Every field of the schema is there with the yaml's type. */
function expectSchema(value: unknown, schema: keyof typeof schemas) {
  const fields: Record<string, Kind> = schemas[schema];
  const record = value as Record<string, unknown>;
  const wrong = Object.entries(fields)
    .filter(([field, kind]) => !isKind(record[field], kind))
    .map(([field, kind]) => `${field} (${kind}): ${JSON.stringify(record[field])}`);
  expect(wrong, schema).toEqual([]);
}

let h: Harness;
let dns: DnsServer;
let apiKey = '';
const sent = new Set<Operation>();

interface Answer {
  statusCode: number;
  // biome-ignore lint/suspicious/noExplicitAny: a client reads the JSON as it comes.
  body: { status: number; data: any; code?: string; message?: string; details?: unknown[] };
}

/**
 * One request as a TCPShield client sends it: the operation's path with its ids filled in,
 * `X-API-Key`, and a JSON body when the yaml has one. Bodiless calls carry
 * `Content-Type: application/json` with nothing in it, as many HTTP clients send them.
 */
async function send(operation: Operation, ids: Record<string, number>, body?: object) {
  sent.add(operation);
  const [method, template] = operation.split(' ') as [string, string];
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = ids[name];
    if (value === undefined) throw new Error(`${operation}: no ${name}`);
    return String(value);
  });
  const reply = await h.request({
    method: method as 'GET',
    url: `/api/v1${path}`,
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
    payload: body === undefined ? '' : JSON.stringify(body),
  });
  return reply as unknown as Answer;
}

const ok = (answer: Answer) => {
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.status).toBe(0);
  return answer.body.data;
};

beforeAll(async () => {
  dns = await startDnsServer();
  h = await startHarness({ DNS_SERVERS: dns.address, EDGE_DOMAIN: 'edge.example.com' });
  const session = await signUp(h);
  const me = await h.route('summary', {}, bearer(session.token));
  // TCPShield's API is for paying customers; Bedrock tunnels need more than the free plan.
  await setPlan(h, me.body.data.id, 2);
  // The key a customer copies from the dashboard.
  const key = await h.route('regenerateApiKey', {}, bearer(session.token));
  apiKey = key.body.data.key;
});
afterAll(async () => {
  await h.close();
  await dns.close();
});

const ids: Record<string, number> = {};

describe("TCPShield's API, sent as its yaml writes it", () => {
  it('networks', async () => {
    const created = ok(await send('POST /networks', {}, { name: 'Survival' }));
    expectSchema(created, 'NetworkResponse');
    ids.networkId = created.id;
    const list = ok(await send('GET /networks', {}));
    expect(list.map((n: { id: number }) => n.id)).toEqual([created.id]);
    expectSchema(list[0], 'NetworkResponse');
    const changes = {
      name: 'Survival EU',
      connections_per_second_threshold: 40,
      client_ban_seconds: 120,
      client_allow_seconds: 600,
      mitigation_message: 'Slow down',
    };
    ok(await send('PATCH /networks/{networkId}', ids, changes));
    const network = ok(await send('GET /networks/{networkId}', ids));
    expectSchema(network, 'NetworkResponse');
    expect(network).toMatchObject({
      ...changes,
      protected_cname: created.protected_cname,
    });
    expect(created.protected_cname).toMatch(/^[a-z2-7]{16}\.edge\.example\.com$/);
    expect((await send('GET /networks/{networkId}', { networkId: 999_999 })).statusCode).toBe(404);
  });

  it('backend sets', async () => {
    const created = ok(
      await send('POST /networks/{networkId}/backendSets', ids, {
        name: 'lobby',
        backends: ['93.184.216.34:25565'],
        proxy_protocol: true,
        vulcan_ac_enabled: false,
        load_balancing_mode: 0,
      }),
    );
    expect(created.id).toEqual(expect.any(Number));
    ids.setId = created.id;
    const list = ok(await send('GET /networks/{networkId}/backendSets', ids));
    expect(list).toHaveLength(1);
    expectSchema(list[0], 'BackendSetResponse');
    ok(
      await send('PATCH /networks/{networkId}/backendSets/{setId}', ids, {
        name: 'hub',
        backends: ['93.184.216.34:25565', '93.184.216.35:25566'],
      }),
    );
    const set = ok(await send('GET /networks/{networkId}/backendSets/{setId}', ids));
    expectSchema(set, 'BackendSetResponse');
    expect(set).toMatchObject({ name: 'hub', proxy_protocol: true, load_balancing_mode: 0 });
  });

  it('domains, their pre-check and their verification', async () => {
    const host = `play${Date.now().toString(36)}.example.net`;
    const created = ok(
      await send('POST /networks/{networkId}/domains', ids, {
        name: host,
        backend_set_id: ids.setId,
        bac: false,
      }),
    );
    expect(created.id).toEqual(expect.any(Number));
    ids.domainId = created.id;
    ids.domainID = created.id;
    const list = ok(await send('GET /networks/{networkId}/domains', ids));
    expect(list).toHaveLength(1);
    expectSchema(list[0], 'DomainResponse');
    ok(
      await send('PATCH /networks/{networkId}/domains/{domainId}', ids, {
        name: host,
        backend_set_id: ids.setId,
        bac: true,
      }),
    );
    const domain = ok(await send('GET /networks/{networkId}/domains/{domainId}', ids));
    expectSchema(domain, 'DomainResponse');
    expect(domain).toMatchObject({ name: host, bac: true, verified: false });

    const pre = ok(
      await send('POST /networks/{networkId}/domains/preverify', ids, { domain_name: host }),
    );
    expect(pre).toMatchObject({ available: true, verified: false });
    // Not verified yet is an answer, not an error.
    const early = ok(await send('GET /networks/{networkId}/domains/{domainID}/verify', ids));
    expect(early.verified).toBe(false);
    dns.setTxt(pre.txt_record.name, [pre.txt_record.value]);
    const verified = ok(await send('GET /networks/{networkId}/domains/{domainID}/verify', ids));
    expectSchema(verified, 'DomainResponse');
    expect(verified.verified).toBe(true);
  });

  it('IP, ASN and country firewalls', async () => {
    const ip = ok(
      await send('POST /networks/{networkId}/firewall', ids, {
        cidr: '198.51.100.0/24',
        whitelist: false,
      }),
    );
    expectSchema(ip, 'IPFirewallResponse');
    const ips = ok(await send('GET /networks/{networkId}/firewall', ids));
    expect(ips).toHaveLength(1);
    expectSchema(ips[0], 'IPFirewallResponse');
    ok(
      await send('DELETE /networks/{networkId}/firewall/{firewallEntryID}', {
        ...ids,
        firewallEntryID: ip.id,
      }),
    );

    const asn = ok(
      await send('POST /networks/{networkId}/asnFirewall', ids, { asn: 13335, whitelist: true }),
    );
    expectSchema(asn, 'ASNFirewallResponse');
    const asns = ok(await send('GET /networks/{networkId}/asnFirewall', ids));
    expect(asns.map((a: { asn: number }) => a.asn)).toEqual([13335]);
    ok(
      await send('DELETE /networks/{networkId}/asnFirewall/{firewallEntryID}', {
        ...ids,
        firewallEntryID: asn.id,
      }),
    );

    const country = ok(
      await send('POST /networks/{networkId}/countryFirewall', ids, {
        country_id: 276,
        whitelist: false,
      }),
    );
    expectSchema(country, 'CountryFirewallResponse');
    expect(country).toMatchObject({ country_id: 276, country_code: 'DE' });
    const countries = ok(await send('GET /networks/{networkId}/countryFirewall', ids));
    expectSchema(countries[0], 'CountryFirewallResponse');
    ok(
      await send('DELETE /networks/{networkId}/countryFirewall/{firewallEntryID}', {
        ...ids,
        firewallEntryID: country.id,
      }),
    );
    expect(ok(await send('GET /networks/{networkId}/firewall', ids))).toEqual([]);
    expect(ok(await send('GET /networks/{networkId}/asnFirewall', ids))).toEqual([]);
    expect(ok(await send('GET /networks/{networkId}/countryFirewall', ids))).toEqual([]);
  });

  it('Bedrock tunnels', async () => {
    // A location of this file's own: on a shared PostgreSQL other files use `local`'s ports.
    const location = (await insertLocation(h, `tcps${Date.now().toString(36)}`)).id;
    // TCPShield lists location names; ours are objects with the name as `id` (docs/api.md).
    const locations = ok(await send('GET /networks/{networkId}/bedrockTunnels/locations', ids));
    expect(locations.map((l: { id: string }) => l.id)).toContain(location);

    const created = ok(
      await send('POST /networks/{networkId}/bedrockTunnels', ids, {
        name: 'Geyser',
        backend_set_id: ids.setId,
        location,
        proxy_protocol: 1,
      }),
    );
    expectSchema(created, 'BedrockTunnelsResponse');
    expect(created).toMatchObject({
      proxy_protocol: 2,
      message: expect.stringContaining('PROXY protocol v2'),
    });
    expect(created.allocated_cname).toBe(`br${created.id}.${location}.edge.example.com`);
    ids.tunnelId = created.id;
    const list = ok(await send('GET /networks/{networkId}/bedrockTunnels', ids));
    expect(list.map((t: { id: number }) => t.id)).toEqual([created.id]);
    expectSchema(list[0], 'BedrockTunnelsResponse');
    const one = ok(await send('GET /networks/{networkId}/bedrockTunnels/{tunnelId}', ids));
    expectSchema(one, 'BedrockTunnelsResponse');
    expect(one).toMatchObject({ id: created.id, name: 'Geyser', location });

    const changed = ok(
      await send('PATCH /networks/{networkId}/bedrockTunnels/{tunnelId}', ids, {
        name: 'Geyser EU',
        backend_set_id: ids.setId,
        location,
        proxy_protocol: 2,
      }),
    );
    expectSchema(changed, 'BedrockTunnelsResponse');
    expect(changed).toMatchObject({ name: 'Geyser EU', location, port: created.port });
    ok(await send('DELETE /networks/{networkId}/bedrockTunnels/{tunnelId}', ids));
    expect(
      (await send('GET /networks/{networkId}/bedrockTunnels/{tunnelId}', ids)).statusCode,
    ).toBe(404);
  });

  it('analytics', async () => {
    for (const figure of ['bounceRate', 'uniqueUsers', 'mitigatedCount'] as const) {
      const answer = ok(await send(`GET /networks/{networkId}/analytics/${figure}`, ids));
      expectSchema(answer, 'AnalyticsValue');
    }
    // Rankings are lists of `{key, value}` where the yaml shows one such object (docs/api.md).
    for (const ranking of ['topDomains', 'mcVersionBreakdown'] as const) {
      expect(ok(await send(`GET /networks/{networkId}/analytics/${ranking}`, ids))).toEqual([]);
    }
    const retention = ok(await send('GET /networks/{networkId}/analytics/retention', ids));
    expect(retention).toMatchObject({ day_1: { value: 0 }, day_7: { value: 0 } });
  });

  it('removing what was made', async () => {
    ok(await send('DELETE /networks/{networkId}/domains/{domainId}', ids));
    expect((await send('GET /networks/{networkId}/domains/{domainId}', ids)).statusCode).toBe(404);
    ok(await send('DELETE /networks/{networkId}/backendSets/{setId}', ids));
    expect(ok(await send('GET /networks/{networkId}/backendSets', ids))).toEqual([]);
    ok(await send('DELETE /networks/{networkId}', ids));
    expect(ok(await send('GET /networks', {}))).toEqual([]);
  });

  it('the account', async () => {
    const summary = ok(await send('GET /user/summary', {}));
    expectSchema(summary, 'UserSummaryResponse');
    expect(summary).toMatchObject({ plan_name: 'Pro', verified: true, account_limited: false });

    // Ours is masked once shown (docs/api.md): the key is shown whole when it is made.
    const shown = ok(await send('GET /user/apikey', {}));
    expect(shown.key).toMatch(/^pal_.{4}….{4}$/);
    const regenerated = ok(await send('POST /user/apikey/regenerate', {}));
    expect(regenerated.key).toMatch(/^pal_/);
    const old = await send('GET /user/summary', {});
    expect(old.statusCode).toBe(401);
    apiKey = regenerated.key;

    ok(
      await send(
        'POST /user/updateGeneralInfo',
        {},
        {
          firstname: 'Ada',
          lastname: 'Lovelace',
          phone: '+44 20 7946 0000',
        },
      ),
    );
    expect(ok(await send('GET /user/summary', {}))).toMatchObject({
      firstname: 'Ada',
      lastname: 'Lovelace',
    });

    // The yaml's body has no password; ours needs the current one
    // (docs/decisions/2026-11-25-email-change-password-for-api-keys.md).
    const email = `moved.${Date.now().toString(36)}@example.com`;
    const withoutPassword = await send('PATCH /user/email', {}, { email, emailconfirm: email });
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.body.details).toEqual([
      {
        path: 'body.password',
        message: 'Give your current password to change the e-mail address.',
      },
    ]);
    ok(await send('PATCH /user/email', {}, { email, emailconfirm: email, password }));
    expect(linkIn(await h.mailbox.next(email), '/confirm-email').pathname).toMatch(
      /^\/confirm-email\//,
    );

    const next = 'a new long passphrase';
    ok(
      await send(
        'POST /user/password',
        {},
        {
          old_password: password,
          new_password: next,
          new_password_confirm: next,
        },
      ),
    );
    const signIn = await login(h, summary.email, { password: next });
    expect(signIn.statusCode).toBe(200);
  });

  it('sent every operation of the yaml', () => {
    expect([...sent].sort()).toEqual([...operations].sort());
    expect(operations).toHaveLength(44);
  });
});
