import { and, count, desc, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { asnFirewall, countries, countryFirewall, ipFirewall } from '../../db/schema';
import { at, rows } from '../../db/sql';
import { isUniqueViolation } from '../../shared/db-errors';
import { addWithinNetworkLimit } from '../../shared/plan-limits';

export type IpRuleRow = typeof ipFirewall.$inferSelect;
export type AsnRuleRow = typeof asnFirewall.$inferSelect;
export type CountryRuleRow = typeof countryFirewall.$inferSelect;
export type CountryRow = typeof countries.$inferSelect;

const ruleTables = { ip: ipFirewall, asn: asnFirewall, country: countryFirewall };
export type RuleKind = keyof typeof ruleTables;
type RuleTable = (typeof ruleTables)[RuleKind];
type RuleRow<K extends RuleKind> = (typeof ruleTables)[K]['$inferSelect'];
/** What a rule of each kind holds besides its network and time stamps. */
type RuleValues<K extends RuleKind> = Omit<
  (typeof ruleTables)[K]['$inferInsert'],
  'id' | 'networkId' | 'createdAt' | 'updatedAt'
>;

const newestFirst = (table: RuleTable) => [desc(table.updatedAt), desc(table.id)];

/** A rule that has not expired: one that never does, or whose time is still to come. */
export const inForce = (table: RuleTable) =>
  or(isNull(table.expiresAt), gt(table.expiresAt, sql`now()`));

const expired = (table: RuleTable) => lte(table.expiresAt, sql`now()`);

/** Deletes the rules whose time has passed (the edges stopped applying them at that time). */
export async function deleteExpiredRules(db: Db): Promise<number> {
  let deleted = 0;
  for (const table of Object.values(ruleTables)) {
    const removed = await db.delete(table).where(expired(table)).returning({ id: table.id });
    deleted += removed.length;
  }
  return deleted;
}

export const listIpRules = (db: Db, networkId: number): Promise<IpRuleRow[]> =>
  db
    .select()
    .from(ipFirewall)
    .where(and(eq(ipFirewall.networkId, networkId), inForce(ipFirewall)))
    .orderBy(...newestFirst(ipFirewall));

export const listAsnRules = (db: Db, networkId: number): Promise<AsnRuleRow[]> =>
  db
    .select()
    .from(asnFirewall)
    .where(and(eq(asnFirewall.networkId, networkId), inForce(asnFirewall)))
    .orderBy(...newestFirst(asnFirewall));

export const listCountryRules = (db: Db, networkId: number) =>
  db
    .select({ rule: countryFirewall, country: countries })
    .from(countryFirewall)
    .innerJoin(countries, eq(countries.id, countryFirewall.countryId))
    .where(and(eq(countryFirewall.networkId, networkId), inForce(countryFirewall)))
    .orderBy(...newestFirst(countryFirewall));

export const listCountries = (db: Db): Promise<CountryRow[]> =>
  db.select().from(countries).orderBy(countries.name);

export async function findCountry(db: Db, countryId: number): Promise<CountryRow | undefined> {
  const [row] = await db.select().from(countries).where(eq(countries.id, countryId));
  return row;
}

/** Rules of all three kinds in force count against one plan limit. */
async function countRules(tx: Tx, networkId: number): Promise<number> {
  let total = 0;
  for (const table of Object.values(ruleTables)) {
    const [row] = await tx
      .select({ n: count() })
      .from(table)
      .where(and(eq(table.networkId, networkId), inForce(table)));
    total += row?.n ?? 0;
  }
  return total;
}

/**
 * Adds a rule, or changes the one named by `entryId` (undefined unless it belongs to the
 * network). A new rule counts against the owner's plan (all three kinds together). The same
 * value twice in a network is `duplicate`.
 */
export async function saveRule<K extends RuleKind>(
  db: Db,
  kind: K,
  network: { id: number; ownerId: number },
  entryId: number | undefined,
  values: RuleValues<K>,
): Promise<RuleRow<K> | 'duplicate' | undefined> {
  const rules: RuleTable = ruleTables[kind];
  // An expired rule not yet deleted must not stand in the way of a new one for the same value.
  await db.delete(rules).where(and(eq(rules.networkId, network.id), expired(rules)));
  const insert = async (tx: Tx) => {
    const [row] = await tx
      .insert(rules)
      .values({ ...values, networkId: network.id })
      .returning();
    return row;
  };
  const change = async (id: number) => {
    const [row] = await db
      .update(rules)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(rules.networkId, network.id), eq(rules.id, id)))
      .returning();
    return row;
  };
  const row = await (entryId === undefined
    ? addWithinNetworkLimit(
        db,
        network,
        'maxFirewallRulesPerNetwork',
        (tx) => countRules(tx, network.id),
        insert,
      )
    : change(entryId)
  ).catch((error: unknown) => {
    if (isUniqueViolation(error)) return 'duplicate' as const;
    throw error;
  });
  // The row came from ruleTables[kind]; TypeScript only sees the union of the three tables.
  return row as RuleRow<K> | 'duplicate' | undefined;
}

/** The deleted rule's id; undefined when the network has no such rule. */
export async function removeRule(db: Db, kind: RuleKind, networkId: number, entryId: number) {
  const table: RuleTable = ruleTables[kind];
  const [row] = await db
    .delete(table)
    .where(and(eq(table.networkId, networkId), eq(table.id, entryId)))
    .returning({ id: table.id });
  return row;
}

// A dry run's reads (dry-run.ts): what a rule would have matched, from the telemetry kept.

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
 * The connections and distinct addresses `match` covers among a network's hourly sources since
 * `since`, and all the connections counted there.
 */
export async function matchedSources(db: Db, networkId: number, match: RuleMatch, since: number) {
  const matches = condition(match);
  const [counted] = await rows<{ connections: string; addresses: string; all: string }>(
    db,
    sql`select
        coalesce(sum(connections) filter (where ${matches}), 0) as connections,
        count(distinct address) filter (where ${matches}) as addresses,
        coalesce(sum(connections), 0) as all
      from connection_sources where network_id = ${networkId} and hour >= ${at(since)}`,
  );
  return counted;
}

/** Every connection the edges counted to a network since `since`. */
export async function connectionsSince(db: Db, networkId: number, since: number) {
  const [total] = await rows<{ connections: string }>(
    db,
    sql`select coalesce(sum(connections), 0) as connections from network_buckets
      where network_id = ${networkId} and bucket >= ${at(since)}`,
  );
  return total;
}

/** The players who logged in from what `match` covers since `since`, the latest first. */
export const playersMatching = (db: Db, networkId: number, match: RuleMatch, since: number) =>
  rows<{ username: string }>(
    db,
    sql`select username from play_sessions
      where network_id = ${networkId} and ${condition(match)} and started_at >= ${at(since)}
      group by username order by max(started_at) desc`,
  );
