import { dryRunHours, dryRunNamedPlayers, type FirewallDryRun } from '@palisade/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { at, rows } from '../../shared/telemetry-store';

/**
 * What a rule matches, as a condition on the `address`, `asn` and `country` columns that
 * `connection_sources` and `play_sessions` share.
 */
export type RuleMatch = { cidr: string } | { asn: number } | { country: string };

const condition = (match: RuleMatch): SQL =>
  'cidr' in match
    ? sql`address <<= ${match.cidr}::inet`
    : 'asn' in match
      ? sql`asn = ${match.asn}`
      : sql`country = ${match.country}`;

/**
 * What the rule would have matched since the start of the hour `dryRunHours` ago: connections
 * and addresses the edges counted, and the players who logged in from them, newest first.
 */
export async function dryRun(
  db: Db,
  networkId: number,
  match: RuleMatch,
  now = Date.now(),
): Promise<FirewallDryRun> {
  const since = Math.floor((now - dryRunHours * 3_600_000) / 3_600_000) * 3_600_000;
  const matches = condition(match);
  const [counted] = await rows<{ connections: string; addresses: string; all: string }>(
    db,
    sql`select
        coalesce(sum(connections) filter (where ${matches}), 0) as connections,
        count(distinct address) filter (where ${matches}) as addresses,
        coalesce(sum(connections), 0) as all
      from connection_sources where network_id = ${networkId} and hour >= ${at(since)}`,
  );
  const [total] = await rows<{ connections: string }>(
    db,
    sql`select coalesce(sum(connections), 0) as connections from network_buckets
      where network_id = ${networkId} and bucket >= ${at(since)}`,
  );
  const players = await rows<{ username: string }>(
    db,
    sql`select username from play_sessions
      where network_id = ${networkId} and ${matches} and started_at >= ${at(since)}
      group by username order by max(started_at) desc`,
  );
  return {
    dry_run: true,
    since: new Date(since).toISOString(),
    connections: Number(counted?.connections ?? 0),
    addresses: Number(counted?.addresses ?? 0),
    players: players.length,
    player_names: players.slice(0, dryRunNamedPlayers).map((p) => p.username),
    unattributed_connections: Math.max(
      0,
      Number(total?.connections ?? 0) - Number(counted?.all ?? 0),
    ),
  };
}
