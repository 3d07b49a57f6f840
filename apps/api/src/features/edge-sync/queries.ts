import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dnsZone, edgeConfigVersion, edgeTokens } from '../../db/schema';

export type EdgeRow = typeof edgeTokens.$inferSelect;

/** The config version the `palisade_bump_edge_config` trigger raises. */
export async function currentVersion(db: Db): Promise<number> {
  const [row] = await db.select().from(edgeConfigVersion).where(eq(edgeConfigVersion.id, 1));
  return row?.version ?? 0;
}

export async function insertEdgeToken(
  db: Db,
  values: Pick<EdgeRow, 'locationId' | 'name' | 'tokenHash'>,
): Promise<EdgeRow> {
  const [row] = await db.insert(edgeTokens).values(values).returning();
  if (!row) throw new Error('edge token insert returned nothing');
  return row;
}

/** The edges whose tokens are not revoked, oldest first. */
export const liveEdges = (db: Db): Promise<EdgeRow[]> =>
  db.select().from(edgeTokens).where(isNull(edgeTokens.revokedAt)).orderBy(edgeTokens.id);

/** Every edge token, newest first. */
export const listEdgeTokenRows = (db: Db): Promise<EdgeRow[]> =>
  db.select().from(edgeTokens).orderBy(desc(edgeTokens.id));

export async function findEdgeToken(db: Db, id: number): Promise<EdgeRow | undefined> {
  const [row] = await db.select().from(edgeTokens).where(eq(edgeTokens.id, id));
  return row;
}

export async function markEdgeTokenRevoked(db: Db, id: number): Promise<EdgeRow | undefined> {
  const [row] = await db
    .update(edgeTokens)
    .set({ revokedAt: new Date() })
    .where(eq(edgeTokens.id, id))
    .returning();
  return row;
}

/** The edge whose unrevoked token hashes to `tokenHash`, marked seen now. */
export async function touchLiveEdge(db: Db, tokenHash: string): Promise<EdgeRow | undefined> {
  const [row] = await db
    .update(edgeTokens)
    .set({ lastSeenAt: new Date() })
    .where(and(eq(edgeTokens.tokenHash, tokenHash), isNull(edgeTokens.revokedAt)))
    .returning();
  return row;
}

/** Whether an unrevoked token of the location hashes to `tokenHash`. */
export async function liveTokenAt(db: Db, tokenHash: string, locationId: string) {
  const [row] = await db
    .select({ id: edgeTokens.id })
    .from(edgeTokens)
    .where(
      and(
        eq(edgeTokens.tokenHash, tokenHash),
        eq(edgeTokens.locationId, locationId),
        isNull(edgeTokens.revokedAt),
      ),
    );
  return row !== undefined;
}

/** What an edge's health report says of the edge itself (the operator's *Fleet*). */
export async function recordEdgeReport(
  db: Db,
  edgeId: number,
  report: Partial<
    Pick<EdgeRow, 'healthReportedAt' | 'saturated' | 'kernelFilter' | 'locationSharing' | 'report'>
  >,
): Promise<void> {
  await db.update(edgeTokens).set(report).where(eq(edgeTokens.id, edgeId));
}

/** No zone: the edge domain is an IP address. */
export async function clearDnsZone(db: Db) {
  await db.delete(dnsZone);
}

/** The one zone row PowerDNS answers, for `name`, with its name servers and probed port. */
export async function replaceDnsZone(
  db: Db,
  name: string,
  nameservers: string[],
  javaPort: number,
) {
  await db.transaction(async (tx) => {
    await tx.delete(dnsZone).where(ne(dnsZone.name, name));
    await tx
      .insert(dnsZone)
      .values({ name, nameservers, javaPort, hostmaster: `hostmaster.${name}` })
      .onConflictDoUpdate({ target: dnsZone.name, set: { nameservers, javaPort } });
  });
}
