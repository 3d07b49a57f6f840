import { dryRunNamedPrefix, type PlayerConnection } from '@palisade/contract';
import ipaddr from 'ipaddr.js';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { type Limit, spendLimits } from '../account/throttle';
import { releaseName } from '../analytics/mc-versions';
import { namesPlayers, normaliseCidr } from '../firewall/cidr';
import { networkRetentionStart } from '../telemetry/queries/reads';
import { connectionsOf, type LookupTarget } from './queries';

/**
 * Lookups a network answers per 15 minutes, whoever asks: each names players beside where they
 * connected from, so, as with firewall dry runs, a caller cannot walk a network's players and
 * ranges at speed (docs/security.md). An owner helping a player asks a few.
 */
export const lookupLimit = (networkId: number): Limit => ({
  key: `player-lookup:network:${networkId}`,
  max: 60,
  windowSeconds: 900,
});

/** A name, or an IP range at least as wide as names are ever tied to (docs/security.md). */
export function lookupTarget(q: string): LookupTarget {
  if (!q.includes('.') && !q.includes(':')) return { name: q.toLowerCase() };
  if (!ipaddr.isValid(q.split('/')[0] ?? '')) return { name: q.toLowerCase() };
  const cidr = normaliseCidr(q);
  if (!namesPlayers(cidr)) {
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      `q: an address range is looked up from /${dryRunNamedPrefix.ipv4} (IPv4) or /${dryRunNamedPrefix.ipv6} (IPv6) on, never narrower: names are not tied to a single address.`,
    );
  }
  return { cidr };
}

/** The /24 (IPv4) or /48 (IPv6) an address is in: where a connection came from, as answered. */
function prefixOf(address: string): string {
  const bits = address.includes(':') ? dryRunNamedPrefix.ipv6 : dryRunNamedPrefix.ipv4;
  return normaliseCidr(`${address}/${bits}`);
}

/**
 * A name's or a range's connections within the plan's retention, newest first: play sessions
 * (played, a login the backend refused, or a login that never played) with the side that
 * closed them, and the edges' refusals with their reasons. Spends one of the network's
 * `lookupLimit`.
 */
export async function lookUp(db: Db, networkId: number, q: string, now = Date.now()) {
  const target = lookupTarget(q);
  await spendLimits(db, [lookupLimit(networkId)]);
  const since = await networkRetentionStart(db, networkId, now);
  const found = await connectionsOf(db, networkId, target, since);
  return {
    kind: 'name' in target ? ('name' as const) : ('range' as const),
    since: new Date(since).toISOString(),
    connections: found.map(
      (r): PlayerConnection => ({
        at: new Date(r.at).toISOString(),
        ended_at: r.ended_at === null ? null : new Date(r.ended_at).toISOString(),
        username: r.username,
        prefix: r.address === null ? '' : prefixOf(r.address),
        country: r.country,
        asn: r.asn === null ? null : Number(r.asn),
        domain: r.domain,
        edition: r.edition,
        protocol_version: r.protocol_version,
        version:
          r.protocol_version === null
            ? null
            : releaseName(
                r.edition === 'bedrock' ? `bedrock:${r.protocol_version}` : `${r.protocol_version}`,
              ),
        outcome: r.outcome,
        reason: r.reason,
        closed_by: r.closed_by,
        kick_reason: r.kick_reason,
      }),
    ),
  };
}
