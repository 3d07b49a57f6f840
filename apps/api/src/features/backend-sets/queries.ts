import { and, count, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  backendHealth,
  backendSets,
  backendSetWakes,
  bedrockTunnels,
  domains,
  networks,
} from '../../db/schema';
import { addWithinNetworkLimit } from '../../shared/plan-limits';

export type BackendSetRow = typeof backendSets.$inferSelect;
export type WakeRow = typeof backendSetWakes.$inferSelect;
/** What a set holds besides its network and time stamps. */
export type BackendSetValues = Omit<
  typeof backendSets.$inferInsert,
  'id' | 'networkId' | 'createdAt' | 'updatedAt'
>;

export const listSets = (db: Db, networkId: number) =>
  db.select().from(backendSets).where(eq(backendSets.networkId, networkId)).orderBy(backendSets.id);

export async function findSet(
  db: Db,
  networkId: number,
  setId: number,
): Promise<BackendSetRow | undefined> {
  const [row] = await db
    .select()
    .from(backendSets)
    .where(and(eq(backendSets.networkId, networkId), eq(backendSets.id, setId)));
  return row;
}

/** Adds a set, counted against the owner's plan in the insert's transaction. */
export function createSet(
  db: Db,
  network: { id: number; ownerId: number },
  values: BackendSetValues,
): Promise<BackendSetRow> {
  return addWithinNetworkLimit(
    db,
    network,
    'maxBackendSetsPerNetwork',
    async (tx) => {
      const [row] = await tx
        .select({ n: count() })
        .from(backendSets)
        .where(eq(backendSets.networkId, network.id));
      return row?.n ?? 0;
    },
    async (tx) => {
      const [row] = await tx
        .insert(backendSets)
        .values({ ...values, networkId: network.id })
        .returning();
      if (!row) throw new Error('backend set insert returned nothing');
      return row;
    },
  );
}

export async function updateSet(
  db: Db,
  set: BackendSetRow,
  values: Partial<BackendSetValues>,
): Promise<BackendSetRow | undefined> {
  const [row] = await db
    .update(backendSets)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(backendSets.networkId, set.networkId), eq(backendSets.id, set.id)))
    .returning();
  return row;
}

export async function deleteSet(db: Db, set: BackendSetRow): Promise<void> {
  await db
    .delete(backendSets)
    .where(and(eq(backendSets.networkId, set.networkId), eq(backendSets.id, set.id)));
}

/** Whether the set is one of this network's. */
export async function setInNetwork(db: Db, networkId: number, setId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: backendSets.id })
    .from(backendSets)
    .where(and(eq(backendSets.networkId, networkId), eq(backendSets.id, setId)));
  return row !== undefined;
}

/** The network's sets that domains route to, and those Bedrock tunnels use. */
export async function setsInUse(db: Db, networkId: number) {
  const [byDomains, byTunnels] = await Promise.all([
    db
      .selectDistinct({ id: domains.backendSetId })
      .from(domains)
      .where(eq(domains.networkId, networkId)),
    db
      .selectDistinct({ id: bedrockTunnels.backendSetId })
      .from(bedrockTunnels)
      .where(eq(bedrockTunnels.networkId, networkId)),
  ]);
  return {
    java: new Set(byDomains.map((r) => r.id)),
    bedrock: new Set(byTunnels.map((r) => r.id)),
  };
}

/** Names of the domains and Bedrock tunnels that route to a set. */
export async function setUsers(db: Db, networkId: number, setId: number): Promise<string[]> {
  const byDomain = await db
    .select({ name: domains.name })
    .from(domains)
    .where(and(eq(domains.networkId, networkId), eq(domains.backendSetId, setId)));
  const byTunnel = await db
    .select({ name: bedrockTunnels.name })
    .from(bedrockTunnels)
    .where(and(eq(bedrockTunnels.networkId, networkId), eq(bedrockTunnels.backendSetId, setId)));
  return [...byDomain.map((d) => d.name), ...byTunnel.map((t) => `Bedrock tunnel ${t.name}`)];
}

/** The last wake of each of these sets, by set id. */
export async function lastWakes(db: Db, setIds: number[]): Promise<Map<number, WakeRow>> {
  if (setIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(backendSetWakes)
    .where(inArray(backendSetWakes.setId, setIds));
  return new Map(rows.map((r) => [r.setId, r]));
}

/** Of these sets, those whose wake is on, each with its network. */
export const wakeableSets = (db: Db, setIds: number[]) =>
  db
    .select({ set: backendSets, network: networks })
    .from(backendSets)
    .innerJoin(networks, eq(networks.id, backendSets.networkId))
    .where(and(inArray(backendSets.id, setIds), eq(backendSets.wakeEnabled, true)));

/**
 * Takes the minute for a set: true for the one caller, of every API process and edge, whose
 * wake goes out; false when the set was woken less than a minute ago.
 */
export async function claimMinute(db: Db, setId: number): Promise<boolean> {
  const claimed = await db
    .insert(backendSetWakes)
    .values({ setId, wokenAt: sql`now()` })
    .onConflictDoUpdate({
      target: backendSetWakes.setId,
      set: { wokenAt: sql`excluded.woken_at`, ok: null, error: null },
      setWhere: sql`${backendSetWakes.wokenAt} <= excluded.woken_at - interval '1 minute'`,
    })
    .returning({ setId: backendSetWakes.setId });
  return claimed.length > 0;
}

/** How the set's last wake went: `error` null when every call succeeded. */
export async function recordWake(db: Db, setId: number, error: string | null): Promise<void> {
  await db
    .update(backendSetWakes)
    .set({ ok: error === null, error })
    .where(eq(backendSetWakes.setId, setId));
}

type HealthRow = typeof backendHealth.$inferInsert;

/**
 * Makes what one edge said of its backends exactly `rows`: the backends it no longer reports
 * are forgotten, the others written over.
 */
export async function replaceEdgeHealth(db: Db, edgeId: number, rows: HealthRow[]): Promise<void> {
  await db.delete(backendHealth).where(
    rows.length === 0
      ? eq(backendHealth.edgeId, edgeId)
      : and(
          eq(backendHealth.edgeId, edgeId),
          notInArray(
            sql`${backendHealth.protocol} || '|' || ${backendHealth.address}`,
            rows.map((r) => `${r.protocol}|${r.address}`),
          ),
        ),
  );
  if (rows.length === 0) return;
  await db
    .insert(backendHealth)
    .values(rows)
    .onConflictDoUpdate({
      target: [backendHealth.edgeId, backendHealth.address, backendHealth.protocol],
      set: {
        healthy: sql`excluded.healthy`,
        latencyMs: sql`excluded.latency_ms`,
        reportedAt: sql`excluded.reported_at`,
      },
    });
}

/** Every edge's checks of these addresses reported after `since`. */
export const healthSince = (db: Db, addresses: string[], since: Date) =>
  db
    .select()
    .from(backendHealth)
    .where(and(inArray(backendHealth.address, addresses), gt(backendHealth.reportedAt, since)));
