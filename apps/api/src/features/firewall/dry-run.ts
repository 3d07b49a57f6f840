import { dryRunHours, dryRunNamedPlayers, type FirewallDryRun } from '@palisade/contract';
import type { Db } from '../../db/client';
import type { NetworkAccess } from '../../plugins/authorize';
import { type Limit, spendLimits } from '../account/throttle';
import { namesPlayers } from './cidr';
import { connectionsSince, matchedSources, playersMatching, type RuleMatch } from './queries';

/**
 * Dry runs a network answers per 15 minutes, whoever asks (owner, sub-users and API keys share
 * them): figures on ever narrower ranges list the addresses that connected, one halving at a
 * time, and this bounds how fast. The dashboard asks once per settled value, far below it.
 */
export const dryRunLimit = (networkId: number): Limit => ({
  key: `dry-run:network:${networkId}`,
  max: 60,
  windowSeconds: 900,
});

/**
 * Why the players are not named: a range narrow enough to tie a name to an address, for anyone;
 * names are analytics otherwise, for sub-users with `read_analytics` only.
 */
function withheld(
  access: NetworkAccess,
  match: RuleMatch,
): FirewallDryRun['player_names_withheld'] {
  if ('cidr' in match && !namesPlayers(match.cidr)) return 'narrow_range';
  return access.perms.read_analytics ? null : 'permission';
}

/**
 * What the rule would have matched since the start of the hour `dryRunHours` ago: connections
 * and addresses the edges counted, and the players who logged in from them, newest first. Each
 * call spends one of the network's `dryRunLimit`.
 */
export async function dryRun(
  db: Db,
  access: NetworkAccess,
  match: RuleMatch,
  now = Date.now(),
): Promise<FirewallDryRun> {
  const networkId = access.row.id;
  await spendLimits(db, [dryRunLimit(networkId)]);
  const unnamed = withheld(access, match);
  const since = Math.floor((now - dryRunHours * 3_600_000) / 3_600_000) * 3_600_000;
  const counted = await matchedSources(db, networkId, match, since);
  const total = await connectionsSince(db, networkId, since);
  const players = await playersMatching(db, networkId, match, since);
  return {
    dry_run: true,
    since: new Date(since).toISOString(),
    connections: Number(counted?.connections ?? 0),
    addresses: Number(counted?.addresses ?? 0),
    players: players.length,
    player_names: unnamed ? [] : players.slice(0, dryRunNamedPlayers).map((p) => p.username),
    player_names_withheld: unnamed,
    unattributed_connections: Math.max(
      0,
      Number(total?.connections ?? 0) - Number(counted?.all ?? 0),
    ),
  };
}
