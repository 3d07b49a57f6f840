import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backendSets, bedrockTunnels, domains } from '../../db/schema';
import { notFound } from '../../errors';

export type BackendSetRow = typeof backendSets.$inferSelect;

export const toBackendSet = (row: BackendSetRow) => ({
  id: row.id,
  name: row.name,
  backends: row.backends,
  proxy_protocol: row.proxyProtocol,
  vulcan_ac_enabled: row.vulcanAcEnabled,
  load_balancing_mode: row.loadBalancingMode,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const listSets = (db: Db, networkId: number) =>
  db.select().from(backendSets).where(eq(backendSets.networkId, networkId)).orderBy(backendSets.id);

export async function findSet(db: Db, networkId: number, setId: number): Promise<BackendSetRow> {
  const [row] = await db
    .select()
    .from(backendSets)
    .where(and(eq(backendSets.networkId, networkId), eq(backendSets.id, setId)));
  if (!row) throw notFound('Backend set not found.');
  return row;
}

export async function countSets(db: Db, networkId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(backendSets)
    .where(eq(backendSets.networkId, networkId));
  return row?.n ?? 0;
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
