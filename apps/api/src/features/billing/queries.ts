import { and, count, desc, eq, gte, inArray, lt, max, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  asnFirewall,
  backendSets,
  bandwidthCharges,
  bedrockTunnels,
  countryFirewall,
  domains,
  ipFirewall,
  ledgerEntries,
  networkMembers,
  networks,
  plans,
  tunnels,
  users,
} from '../../db/schema';
import { at, rows } from '../../db/sql';

export type PlanRow = typeof plans.$inferSelect;
export type LedgerRow = typeof ledgerEntries.$inferSelect;
type ChargeRow = typeof bandwidthCharges.$inferSelect;

export const listPlans = (db: Db) => db.select().from(plans).orderBy(plans.level);

export async function findPlan(db: Db, planId: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, planId));
  return row;
}

export async function planOf(db: Db, userId: number): Promise<PlanRow> {
  const [row] = await db
    .select({ plan: plans })
    .from(users)
    .innerJoin(plans, eq(plans.id, users.planId))
    .where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} has no plan`);
  return row.plan;
}

/** The most days of analytics any plan keeps. */
export async function longestRetentionDays(db: Db): Promise<number> {
  const [longest] = await db.select({ days: max(plans.analyticsRetentionDays) }).from(plans);
  return longest?.days ?? 0;
}

/** Whether a plan other than `exceptId` has the name. */
export async function planNamedElsewhere(db: Db, name: string, exceptId: number) {
  const [row] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.name, name), ne(plans.id, exceptId)));
  return row !== undefined;
}

export async function updatePlanRow(
  db: Db,
  planId: number,
  values: Partial<Omit<PlanRow, 'id'>>,
): Promise<PlanRow | undefined> {
  const [row] = await db.update(plans).set(values).where(eq(plans.id, planId)).returning();
  return row;
}

async function countBy(db: Db, table: typeof tunnels | typeof networks, ownerId: number) {
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.ownerId, ownerId));
  return row?.n ?? 0;
}

export const usage = async (db: Db, userId: number) => ({
  networks: await countBy(db, networks, userId),
  tunnels: await countBy(db, tunnels, userId),
});

/** The largest figure any one of the account's networks has, per limit. */
export async function largestNetworkUsage(db: Db, userId: number) {
  const owned = (
    await db.select({ id: networks.id }).from(networks).where(eq(networks.ownerId, userId))
  ).map((n) => n.id);
  const most = async (table: PgTable, networkId: AnyPgColumn) => {
    if (owned.length === 0) return 0;
    const rows = await db
      .select({ n: count() })
      .from(table)
      .where(inArray(networkId, owned))
      .groupBy(networkId);
    return Math.max(0, ...rows.map((r) => r.n));
  };
  const firewallRules = async () => {
    if (owned.length === 0) return 0;
    const perNetwork = new Map<number, number>();
    for (const table of [ipFirewall, asnFirewall, countryFirewall]) {
      const rows = await db
        .select({ networkId: table.networkId, n: count() })
        .from(table)
        .where(inArray(table.networkId, owned))
        .groupBy(table.networkId);
      for (const r of rows) perNetwork.set(r.networkId, (perNetwork.get(r.networkId) ?? 0) + r.n);
    }
    return Math.max(0, ...perNetwork.values());
  };
  const [backends] =
    owned.length === 0
      ? [{ n: 0 }]
      : await db
          .select({
            n: sql`coalesce(max(jsonb_array_length(${backendSets.backends})), 0)`.mapWith(Number),
          })
          .from(backendSets)
          .where(inArray(backendSets.networkId, owned));
  return {
    maxDomainsPerNetwork: await most(domains, domains.networkId),
    maxBackendSetsPerNetwork: await most(backendSets, backendSets.networkId),
    maxBackendsPerSet: backends?.n ?? 0,
    maxFirewallRulesPerNetwork: await firewallRules(),
    maxSubUsersPerNetwork: await most(networkMembers, networkMembers.networkId),
    maxBedrockTunnelsPerNetwork: await most(bedrockTunnels, bedrockTunnels.networkId),
  };
}

export async function ledgerPage(
  db: Db,
  userId: number,
  limit: number,
  before: number | undefined,
) {
  return db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        before === undefined ? undefined : lt(ledgerEntries.id, before),
      ),
    )
    .orderBy(desc(ledgerEntries.id))
    .limit(limit + 1);
}

export type LedgerKind = (typeof ledgerEntries.$inferSelect)['kind'];

/**
 * Moves the balance by `amountCents` and books it; undefined, changing nothing, for a charge the
 * balance cannot cover unless `allowDebt`. `post` of shared/ledger is the one caller.
 */
export async function postEntry(
  db: Db,
  userId: number,
  amountCents: number,
  kind: LedgerKind,
  description: string,
  options: { allowDebt?: boolean },
): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({ balanceCents: sql`${users.balanceCents} + ${amountCents}` })
    .where(
      and(
        eq(users.id, userId),
        amountCents < 0 && !options.allowDebt ? gte(users.balanceCents, -amountCents) : undefined,
      ),
    )
    .returning({ balance: users.balanceCents });
  if (!row) return undefined;
  await db.insert(ledgerEntries).values({
    userId,
    amountCents,
    kind,
    description,
    balanceAfterCents: row.balance,
  });
  return row.balance;
}

// Usage billing (shared/usage.ts): a network's allowance and its monthly charges.

/** The network's owner and name, and the bandwidth its owner's plan includes and charges. */
export async function networkPlanOf(db: Db, networkId: number) {
  const [row] = await db
    .select({
      ownerId: networks.ownerId,
      name: networks.name,
      includedGb: plans.includedBandwidthGb,
      centsPerGb: plans.overageCentsPerGb,
    })
    .from(networks)
    .innerJoin(users, eq(users.id, networks.ownerId))
    .innerJoin(plans, eq(plans.id, users.planId))
    .where(eq(networks.id, networkId));
  if (!row) throw new Error(`network ${networkId} has no owner plan`);
  return row;
}

/** A network's charges, newest month first. */
export const chargesOf = (db: Db, networkId: number): Promise<ChargeRow[]> =>
  db
    .select()
    .from(bandwidthCharges)
    .where(eq(bandwidthCharges.networkId, networkId))
    .orderBy(desc(bandwidthCharges.periodStart));

/** A month's charge; undefined when the month was charged before (its key is taken). */
export async function insertCharge(
  db: Db,
  values: Omit<ChargeRow, 'createdAt'>,
): Promise<ChargeRow | undefined> {
  const [fresh] = await db
    .insert(bandwidthCharges)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return fresh;
}

/** Networks with daily rollups in [month, end) and no charge for the month yet. */
export async function networksDueCharge(db: Db, month: number, end: number): Promise<number[]> {
  const due = await rows<{ network_id: number }>(
    db,
    sql`select distinct r.network_id from network_rollups r
      where r.resolution = 86400 and r.bucket >= ${at(month)} and r.bucket < ${at(end)}
        and not exists (select 1 from bandwidth_charges c
          where c.network_id = r.network_id and c.period_start = ${at(month)})`,
  );
  return due.map((row) => Number(row.network_id));
}
