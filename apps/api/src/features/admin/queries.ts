import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accountSuspensions,
  attacks,
  bedrockTunnels,
  dnsContinents,
  domains,
  edgeTokens,
  ledgerEntries,
  locations,
  networks,
  operatorAudit,
  plans,
  tunnels,
  users,
} from '../../db/schema';
import { containing } from './contains';

export type AuditRow = typeof operatorAudit.$inferSelect;

export async function insertAudit(
  db: Db,
  values: Omit<typeof operatorAudit.$inferInsert, 'id' | 'createdAt'>,
): Promise<void> {
  await db.insert(operatorAudit).values(values);
}

/** What the audit log is searched by: parts of the operator, action and target, a time range. */
export interface AuditQuery {
  operator?: string | undefined;
  action?: string | undefined;
  target?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  before?: number | undefined;
  limit: number;
}

/**
 * Audit lines newest first, below `before`, whose operator, action and target contain what is
 * given, within `from`–`to`; up to `limit`.
 */
export const auditRows = (db: Db, query: AuditQuery): Promise<AuditRow[]> =>
  db
    .select()
    .from(operatorAudit)
    .where(
      and(
        query.operator ? ilike(operatorAudit.operatorEmail, containing(query.operator)) : undefined,
        query.action ? ilike(operatorAudit.action, containing(query.action)) : undefined,
        query.target ? ilike(operatorAudit.target, containing(query.target)) : undefined,
        query.from ? gte(operatorAudit.createdAt, query.from) : undefined,
        query.to ? lte(operatorAudit.createdAt, query.to) : undefined,
        query.before ? lt(operatorAudit.id, query.before) : undefined,
      ),
    )
    .orderBy(desc(operatorAudit.id))
    .limit(query.limit);

// The operator console's view of accounts: reads across the account's, billing's and networks'
// tables, written by their own repositories.

const rowColumns = {
  user: users,
  planName: plans.name,
  suspended: accountSuspensions.userId,
  networks: sql<number>`(select count(*)::int from ${networks} where ${networks.ownerId} = ${users.id})`,
};

/** An account as the console lists it: with its plan's name, suspension and network count. */
export type CustomerJoined = {
  user: typeof users.$inferSelect;
  planName: string;
  suspended: number | null;
  networks: number;
};

const joined = (db: Db) =>
  db
    .select(rowColumns)
    .from(users)
    .innerJoin(plans, eq(plans.id, users.planId))
    .leftJoin(accountSuspensions, eq(accountSuspensions.userId, users.id));

/** Accounts whose e-mail, or one of whose networks' names or domains, holds the text. */
export function customerRows(db: Db, q: string): Promise<CustomerJoined[]> {
  const pattern = containing(q);
  const byNetwork = db
    .select({ id: networks.ownerId })
    .from(networks)
    .leftJoin(domains, eq(domains.networkId, networks.id))
    .where(or(ilike(networks.name, pattern), ilike(domains.name, pattern)));
  return joined(db)
    .where(q ? or(ilike(users.email, pattern), inArray(users.id, byNetwork)) : undefined)
    .orderBy(desc(users.id))
    .limit(50);
}

export async function customerRow(db: Db, userId: number): Promise<CustomerJoined | undefined> {
  const [row] = await joined(db).where(eq(users.id, userId));
  return row;
}

/** The account's networks, their domains' names and which are under attack now. */
export async function customerNetworks(db: Db, userId: number) {
  const owned = await db
    .select({ id: networks.id, name: networks.name })
    .from(networks)
    .where(eq(networks.ownerId, userId))
    .orderBy(networks.id);
  const ids = owned.map((n) => n.id);
  const names = ids.length
    ? await db
        .select({ networkId: domains.networkId, name: domains.name })
        .from(domains)
        .where(inArray(domains.networkId, ids))
    : [];
  const attacked = ids.length
    ? await db
        .select({ networkId: attacks.networkId })
        .from(attacks)
        .where(and(inArray(attacks.networkId, ids), isNull(attacks.endedAt)))
    : [];
  return { owned, names, attacked };
}

/** The account's last 50 ledger entries, newest first. */
export const recentLedger = (db: Db, userId: number) =>
  db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(desc(ledgerEntries.id))
    .limit(50);

/** Up to 500 attacks under way across the service, with network and owner, busiest first. */
export const ongoingAttacks = (db: Db) =>
  db
    .select({ attack: attacks, network: networks.name, owner: users.email })
    .from(attacks)
    .innerJoin(networks, eq(networks.id, attacks.networkId))
    .innerJoin(users, eq(users.id, networks.ownerId))
    .where(isNull(attacks.endedAt))
    .orderBy(desc(attacks.peakCps), desc(attacks.peakBps))
    .limit(500);

// The operator's locations (points of presence), which every feature that places something at
// one reads.

export type LocationRow = typeof locations.$inferSelect;

export const listLocations = (db: Db): Promise<LocationRow[]> =>
  db.select().from(locations).orderBy(asc(locations.createdAt), asc(locations.id));

/** The oldest location, which serves what names none. */
export async function firstLocation(db: Db): Promise<LocationRow | undefined> {
  const [row] = await db
    .select()
    .from(locations)
    .orderBy(asc(locations.createdAt), asc(locations.id))
    .limit(1);
  return row;
}

export async function locationById(db: Db, id: string): Promise<LocationRow | undefined> {
  const [row] = await db.select().from(locations).where(eq(locations.id, id));
  return row;
}

/** Which of `ids` name a location. */
export async function existingLocationIds(db: Db, ids: string[]): Promise<string[]> {
  const known = await db
    .select({ id: locations.id })
    .from(locations)
    .where(inArray(locations.id, ids));
  return known.map((row) => row.id);
}

/** The allowed-backend lists of one location, or of every location when none is named. */
export async function allowedBackendLists(db: Db, location?: string): Promise<string[][]> {
  const query = db.select({ ranges: locations.allowedBackends }).from(locations);
  const rows = await (location === undefined ? query : query.where(eq(locations.id, location)));
  return rows.map((r) => r.ranges);
}

/** Replaces what backends at a location may reach beyond public addresses; false if no location. */
export async function setAllowedBackends(db: Db, locationId: string, ranges: string[]) {
  const rows = await db
    .update(locations)
    .set({ allowedBackends: ranges })
    .where(eq(locations.id, locationId))
    .returning({ id: locations.id });
  return rows.length > 0;
}

async function countAt(db: Db, table: typeof bedrockTunnels | typeof tunnels, id: string) {
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.locationId, id));
  return row?.n ?? 0;
}

/** What a location serves: its Bedrock tunnels, WireGuard tunnels and unrevoked edges. */
export async function locationCounts(db: Db, id: string) {
  const [edges] = await db
    .select({ n: count() })
    .from(edgeTokens)
    .where(and(eq(edgeTokens.locationId, id), isNull(edgeTokens.revokedAt)));
  return {
    bedrockTunnels: await countAt(db, bedrockTunnels, id),
    tunnels: await countAt(db, tunnels, id),
    edges: edges?.n ?? 0,
  };
}

/** A new location; undefined when one has the id already. */
export async function insertLocation(
  db: Db,
  values: Omit<typeof locations.$inferInsert, 'createdAt'>,
): Promise<LocationRow | undefined> {
  const [row] = await db.insert(locations).values(values).onConflictDoNothing().returning();
  return row;
}

/** Whether `country` is an ISO 3166 code the DNS knows a continent for. */
export async function isKnownCountry(db: Db, country: string): Promise<boolean> {
  const [row] = await db
    .select({ country: dnsContinents.country })
    .from(dnsContinents)
    .where(eq(dnsContinents.country, country));
  return row !== undefined;
}

export async function updateLocationRow(
  db: Db,
  id: string,
  values: Partial<Omit<LocationRow, 'id' | 'createdAt'>>,
): Promise<LocationRow | undefined> {
  const [row] = await db.update(locations).set(values).where(eq(locations.id, id)).returning();
  return row;
}

export async function deleteLocationRow(db: Db, id: string): Promise<void> {
  await db.delete(locations).where(eq(locations.id, id));
}

/** The ports the location's Bedrock tunnels hold. */
export const bedrockPortsAt = (db: Db, id: string) =>
  db
    .select({ port: bedrockTunnels.port })
    .from(bedrockTunnels)
    .where(eq(bedrockTunnels.locationId, id));

/** Up to ten Bedrock tunnels (with their network) and ten tunnels (with their owner) at it. */
export async function locationUsers(db: Db, id: string) {
  const bedrock = await db
    .select({ network: networks.name, tunnel: bedrockTunnels.name })
    .from(bedrockTunnels)
    .innerJoin(networks, eq(networks.id, bedrockTunnels.networkId))
    .where(eq(bedrockTunnels.locationId, id))
    .limit(10);
  const wireguard = await db
    .select({ tunnel: tunnels.name, owner: users.email })
    .from(tunnels)
    .innerJoin(users, eq(users.id, tunnels.ownerId))
    .where(eq(tunnels.locationId, id))
    .limit(10);
  return { bedrock, wireguard };
}
