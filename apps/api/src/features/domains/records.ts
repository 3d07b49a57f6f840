import type { DnsPlan, DnsRecord } from '@palisade/contract';
import type { EdgeReach } from './dns';

/** A record as panels want it: the name relative to the zone (`@` at its apex) beside the full one. */
function record(type: DnsRecord['type'], name: string, zone: string | null, value: string) {
  const relative = zone === null ? name : name === zone ? '@' : name.slice(0, -(zone.length + 1));
  return { type, name, relative_name: relative, value };
}

/** Whether a name is a domain of the network or falls under one of its wildcards. */
export function matchesDomain(names: string[], host: string): boolean {
  return names.some(
    (d) => d === host || (d.startsWith('*.') && host.endsWith(d.slice(1)) && host !== d.slice(2)),
  );
}

/**
 * The records that prove a name and send its players through Palisade (docs/api.md, domains;
 * docs/decisions/2026-11-28-dns-at-the-zone-apex.md). Below the apex, a CNAME to the target.
 * At the apex, where DNS hosts refuse a CNAME: A/AAAA records of the locations (recommended:
 * one step, every client), an SRV record to a sub-domain with the CNAME (follows the
 * locations, Java only, the sub-domain must be a domain of the network too), or the CNAME for
 * hosts that flatten it. Where the edge domain is an address, that address.
 */
export function dnsPlan(
  name: string,
  zone: string | null,
  txt: { name: string; value: string },
  reach: EdgeReach,
  domainNames: string[],
): DnsPlan {
  const apex = zone !== null && name === zone;
  const ownership = record('TXT', txt.name, zone, txt.value);
  const { target } = reach;
  if (target.type !== 'CNAME') {
    return {
      zone,
      apex,
      ownership,
      routes: [
        {
          kind: 'address',
          recommended: true,
          records: [record(target.type, name, zone, target.value)],
          needs_domain: null,
        },
      ],
    };
  }
  const cname = {
    kind: 'cname' as const,
    recommended: !apex,
    records: [record('CNAME', name, zone, target.value)],
    needs_domain: null,
  };
  if (!apex) return { zone, apex, ownership, routes: [cname] };
  const routes: DnsPlan['routes'] = [];
  if (reach.addresses.length > 0) {
    routes.push({
      kind: 'address',
      recommended: true,
      records: reach.addresses.map((address) =>
        record(address.includes(':') ? 'AAAA' : 'A', name, zone, address),
      ),
      needs_domain: null,
    });
  }
  const sub =
    domainNames.find((d) => !d.startsWith('*.') && d.endsWith(`.${name}`)) ?? `play.${name}`;
  routes.push({
    kind: 'srv',
    recommended: routes.length === 0,
    records: [
      record('SRV', `_minecraft._tcp.${name}`, zone, `0 5 ${reach.javaPort} ${sub}.`),
      record('CNAME', sub, zone, target.value),
    ],
    needs_domain: matchesDomain(domainNames, sub) ? null : sub,
  });
  routes.push(cname);
  return { zone, apex, ownership, routes };
}
