import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backendSets, backendSetWakes, bedrockTunnels, domains } from '../../db/schema';
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
