import type { Permissions, RouteDef } from '@palisade/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { seal } from '../src/crypto';
import { attacks, bedrockTunnels, locations, tunnelFirewallRules, tunnels } from '../src/db/schema';
import { setAllowedBackends } from '../src/features/admin/queries';
import { wireguardKeyPair } from '../src/shared/wireguard';
import {
  type Account,
  account,
  type Harness,
  operatorAccount,
  saved,
  setPlan,
  uniqueEmail,
} from './harness';

/** A route's path with each parameter replaced by the fixture's object of that kind. */
function fillPath(route: RouteDef, ids: Record<string, number>): string {
  const byParam = (name: string): number | undefined => {
    switch (name) {
      case 'id':
        if (route.scope === 'tunnelFirewall') return ids.rule;
        return route.scope === 'tunnel' ? ids.tunnel : ids.network;
      case 'domainId':
        return ids.domain;
      case 'setId':
        return ids.set;
      case 'userId':
        return ids.member;
      case 'tunnelId':
        return ids.bedrock;
      case 'attackId':
        return ids.attack;
      case 'entryId':
        if (route.path.includes('/asnFirewall/')) return ids.asn;
        return route.path.includes('/countryFirewall/') ? ids.country : ids.ip;
      default:
        throw new Error(`no fixture for :${name} in ${route.path}; add one to test/fixtures.ts`);
    }
  };
  return route.path.replace(/:(\w+)/g, (_, name: string) => String(byParam(name)));
}

/**
 * A point of presence with its own port ranges and WireGuard key pair (sealed as the API keeps
 * it), written with a harness's database and data key, or a test's own.
 */
export async function insertLocation(
  h: { deps: Pick<Harness['deps'], 'db' | 'secrets'> },
  id: string,
  overrides: Partial<typeof locations.$inferInsert> = {},
) {
  const keys = wireguardKeyPair();
  const [location] = await h.deps.db
    .insert(locations)
    .values({
      id,
      name: `Location ${id}`,
      region: 'test',
      publicAddress: '198.51.100.1',
      bedrockPortMin: 19132,
      bedrockPortMax: 19140,
      tunnelPortMin: 20000,
      tunnelPortMax: 20010,
      wireguardPort: 51820,
      wireguardPublicKey: keys.publicKey,
      wireguardPrivateKeySealed: seal(keys.privateKey, h.deps.secrets.dataKey),
      tunnelSubnet: '10.99.0.0/16',
      ...overrides,
    })
    .returning();
  if (!location) throw new Error('location insert returned nothing');
  return location;
}

/**
 * Documentation and private ranges the API tests write as backends. A location of the test's
 * own allows them, as an operator would; no edge serves it, so nothing ever dials them.
 */
export const testNetRanges = [
  '10.0.0.0/8',
  '192.0.2.0/24',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '2001:db8::/32',
];

export async function allowTestNets(h: Harness) {
  const id = `testnets-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  return insertLocation(h, id, { allowedBackends: testNetRanges });
}

/** Adds these backends' exact addresses to a location's allowed list (loopback test servers). */
export async function allowBackends(h: Harness, locationId: string, backends: string[]) {
  const [row] = await h.deps.db
    .select({ ranges: locations.allowedBackends })
    .from(locations)
    .where(eq(locations.id, locationId));
  await setAllowedBackends(h.deps.db, locationId, [
    ...new Set([...(row?.ranges ?? []), ...backends]),
  ]);
}

/** Another account that accepted an invitation to the owner's network with these permissions. */
export async function subUser(
  h: Harness,
  owner: Account,
  networkId: number,
  perms: Partial<Permissions>,
): Promise<Account> {
  const email = uniqueEmail('member');
  const params = { id: String(networkId) };
  const invite = await owner.route('inviteSubUser', { params, body: { email, perms } });
  expect(invite.statusCode, JSON.stringify(invite.body)).toBe(201);
  const member = await account(h, email);
  const accepted = await member.route('acceptInvite', {
    params: { ...params, userId: String(invite.body.data.id) },
  });
  expect(accepted.statusCode).toBe(200);
  return member;
}

export interface Fixture {
  owner: Account;
  /** A sub-user of the owner's network who has accepted and holds no permission. */
  powerless: Account;
  /** An account with the operator role. */
  operator: Account;
  ids: Record<string, number>;
  /** A route's path filled with the owner's objects. */
  pathFor(route: RouteDef): string;
}

/**
 * One network with one of everything in it (backend set, domain, firewall rules of each kind,
 * verification server, sub-user, Bedrock tunnel) and a WireGuard tunnel with a port rule.
 */
export async function buildFixture(h: Harness): Promise<Fixture> {
  const ids: Record<string, number> = {};
  await allowTestNets(h);
  const owner = await account(h);
  await setPlan(h, owner.id, 3);
  const network = (await owner.route('createNetwork', { body: { name: 'guarded' } })).body.data.id;
  const params = { id: String(network) };
  const set = (
    await owner.route('createBackendSet', {
      params,
      body: { name: 's', backends: ['10.0.0.1:25565'] },
    })
  ).body.data.id;
  const domain = (
    await owner.route('addDomain', {
      params,
      body: { name: `guarded${Date.now()}.example.com`, backend_set_id: set },
    })
  ).body.data.id;
  const ip = (
    await owner.route('saveIpFirewall', { params, body: { cidr: '192.0.2.1' } }).then(saved)
  ).body.data.id;
  const asn = (await owner.route('saveAsnFirewall', { params, body: { asn: 64500 } }).then(saved))
    .body.data.id;
  const country = (
    await owner.route('saveCountryFirewall', { params, body: { country_id: 276 } }).then(saved)
  ).body.data.id;
  await owner.route('createVerificationServer', { params, body: {} });

  const powerlessEmail = uniqueEmail('powerless');
  const member = (
    await owner.route('inviteSubUser', { params, body: { email: powerlessEmail, perms: {} } })
  ).body.data.id;
  const powerless = await account(h, powerlessEmail);
  expect(
    (await powerless.route('acceptInvite', { params: { ...params, userId: String(member) } }))
      .statusCode,
  ).toBe(200);

  // Tunnels are made with the tables directly so this test does not depend on their routes.
  const location = await insertLocation(h, `iso${Date.now()}`);
  const [bedrock] = await h.deps.db
    .insert(bedrockTunnels)
    .values({
      networkId: network,
      name: 'br',
      backendSetId: set,
      locationId: location.id,
      port: 19132,
    })
    .returning();
  const [tunnel] = await h.deps.db
    .insert(tunnels)
    .values({
      ownerId: owner.id,
      name: 'wg',
      endpointPeer: '203.0.113.5',
      endpointPublicKey: wireguardKeyPair().publicKey,
      locationId: location.id,
      bindPort: 20000,
      privateAddress: '10.99.0.0',
      peerPrivateAddress: '10.99.0.1',
    })
    .returning();
  if (!bedrock || !tunnel) throw new Error('no tunnel');
  const [rule] = await h.deps.db
    .insert(tunnelFirewallRules)
    .values({ tunnelId: tunnel.id, startPort: 25565, endPort: 25565, filterId: 1 })
    .returning();
  // An attack as the telemetry ingest would have stored it (its own tests go through the edge).
  const [attack] = await h.deps.db
    .insert(attacks)
    .values({ networkId: network, type: 'connection_flood', startedAt: new Date(), peakCps: 90 })
    .returning();
  Object.assign(ids, {
    attack: attack?.id,
    network,
    set,
    domain,
    ip,
    asn,
    country,
    member,
    bedrock: bedrock.id,
    tunnel: tunnel.id,
    rule: rule?.id,
  });

  const operator = await operatorAccount(h);
  return { owner, powerless, operator, ids, pathFor: (route) => fillPath(route, ids) };
}
