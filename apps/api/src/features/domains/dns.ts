import { Resolver } from 'node:dns/promises';
import type { RouteKind } from '@palisade/contract';
import ipaddr from 'ipaddr.js';

/** A resolver asking the configured servers (the system's where none are configured). */
export function resolverFor(servers: string[]): Resolver {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (servers.length > 0) resolver.setServers(servers);
  return resolver;
}

const baseName = (name: string) => name.replace(/^\*\./, '');

/**
 * Whether `expected` is published as a TXT record for the name: at `_palisade.<host>` or
 * `<host>` itself, or at a parent domain (one record on example.com proves its sub-domains).
 * A wildcard is proven by its base name.
 */
export async function txtProves(
  servers: string[],
  name: string,
  expected: string,
): Promise<boolean> {
  const resolver = resolverFor(servers);
  const labels = baseName(name).split('.');
  for (let i = 0; i <= labels.length - 2; i++) {
    const host = labels.slice(i).join('.');
    for (const candidate of [`_palisade.${host}`, host]) {
      const records = await resolver.resolveTxt(candidate).catch(() => [] as string[][]);
      if (records.some((chunks) => chunks.join('') === expected)) return true;
    }
  }
  return false;
}

/** Where the record is asked for: the TXT name the dashboard shows. */
export const txtRecordName = (name: string) => `_palisade.${baseName(name)}`;

/**
 * The zone a name is in: the nearest of it and its parents that has an SOA record (a DNS
 * panel names records relative to it). Null when none answers (no zone published yet).
 */
export async function zoneOf(resolver: Resolver, name: string): Promise<string | null> {
  const labels = baseName(name).split('.');
  for (let i = 0; i <= labels.length - 2; i++) {
    const candidate = labels.slice(i).join('.');
    if (
      await resolver.resolveSoa(candidate).then(
        () => true,
        () => false,
      )
    )
      return candidate;
  }
  return null;
}

const normal = (address: string) => ipaddr.process(address).toString();
const sameName = (a: string, b: string) =>
  a.replace(/\.$/, '').toLowerCase() === b.replace(/\.$/, '').toLowerCase();

async function addressesOf(resolver: Resolver, name: string): Promise<string[]> {
  const [v4, v6] = await Promise.all([
    resolver.resolve4(name).catch(() => [] as string[]),
    resolver.resolve6(name).catch(() => [] as string[]),
  ]);
  return [...v4, ...v6].map(normal);
}

/** What the edge is reached at: the CNAME target (or the edge's address) and the locations'. */
export interface EdgeReach {
  target: { type: 'CNAME' | 'A' | 'AAAA'; value: string };
  /** The locations' public addresses that are IP addresses. */
  addresses: string[];
  /** The port players reach the edge's Java listener on. */
  javaPort: number;
  /** Whether a name is one of the network's verified domains, which the edge routes. */
  routes: (name: string) => boolean;
}

/**
 * How a name leads Minecraft players to the edge as DNS answers now: a CNAME to the target,
 * addresses that are all the edge's (A or AAAA records, or a CNAME a DNS host flattened), or a
 * `_minecraft._tcp` SRV record to a routed domain of the network on the edge's port (the client
 * sends the SRV target in its handshake, so the target must be a domain the edge routes). A
 * wildcard is asked for one name under it.
 */
export async function routingOf(
  resolver: Resolver,
  name: string,
  reach: EdgeReach,
): Promise<RouteKind | null> {
  const probe = name.startsWith('*.') ? `palisade-check.${name.slice(2)}` : name;
  const cnameTarget = reach.target.type === 'CNAME' ? reach.target.value : null;
  const edge = new Set([
    ...reach.addresses.map(normal),
    ...(cnameTarget ? await addressesOf(resolver, cnameTarget) : [normal(reach.target.value)]),
  ]);
  const leads = async (host: string) => {
    if (cnameTarget) {
      const cnames = await resolver.resolveCname(host).catch(() => [] as string[]);
      if (cnames.some((c) => sameName(c, cnameTarget))) return 'cname' as const;
    }
    const found = await addressesOf(resolver, host);
    return found.length > 0 && found.every((a) => edge.has(a)) ? ('address' as const) : null;
  };
  const direct = await leads(probe);
  if (direct) return direct;
  const services = await resolver.resolveSrv(`_minecraft._tcp.${probe}`).catch(() => []);
  for (const srv of services) {
    if (srv.port === reach.javaPort && reach.routes(srv.name) && (await leads(srv.name)))
      return 'srv';
  }
  return null;
}
