import { type DropReason, type PlayerConnection, playerLookupLimit } from '@palisade/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { at, rows } from '../../db/sql';

/** Whom a lookup asks about: a name (lower case), or an IP range. */
export type LookupTarget = { name: string } | { cidr: string };

interface ConnectionRow {
  at: Date;
  ended_at: Date | null;
  username: string | null;
  address: string | null;
  country: string | null;
  asn: string | null;
  domain: string | null;
  edition: 'java' | 'bedrock';
  protocol_version: number | null;
  outcome: PlayerConnection['outcome'];
  reason: DropReason | null;
  closed_by: PlayerConnection['closed_by'];
  kick_reason: string | null;
}

/**
 * A name's or a range's connections to a network since `since`, newest first, at most
 * `playerLookupLimit`: play sessions (played, a login the backend refused, or a login that
 * never played) with the side that closed them, and the edges' refusals with their reasons.
 */
export function connectionsOf(db: Db, networkId: number, target: LookupTarget, since: number) {
  const matches = () =>
    'name' in target
      ? sql`lower(username) = ${target.name}`
      : sql`address <<= ${target.cidr}::inet`;
  return rows<ConnectionRow>(
    db,
    sql`(select started_at as at, ended_at, username, host(address) as address, country, asn,
          domain, edition, protocol_version,
          case when played then 'played' when kick_reason is not null then 'kicked'
            else 'login' end as outcome,
          null as reason, closed_by, kick_reason
        from play_sessions
        where network_id = ${networkId} and started_at >= ${at(since)} and ${matches()}
        order by started_at desc limit ${playerLookupLimit})
      union all
      (select at, null, username, host(address), country, asn, domain, edition, protocol_version,
          'refused', reason, null, null
        from refusals
        where network_id = ${networkId} and at >= ${at(since)} and ${matches()}
        order by at desc limit ${playerLookupLimit})
      order by at desc limit ${playerLookupLimit}`,
  );
}
