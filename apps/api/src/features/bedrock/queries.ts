import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bedrockTunnelStats, bedrockTunnels, edgeTokens } from '../../db/schema';
import { isUniqueViolation } from '../../shared/db-errors';
import { addWithinNetworkLimit } from '../../shared/plan-limits';
import type { LocationRow } from '../admin/queries';
import { setInNetwork } from '../backend-sets/queries';

export type BedrockRow = typeof bedrockTunnels.$inferSelect;
/** What a tunnel's owner chooses: its name and backend set. */
export type BedrockValues = Pick<typeof bedrockTunnels.$inferInsert, 'name' | 'backendSetId'>;

export interface BedrockStats {
  players: number;
  ingress: number;
  egress: number;
}
/** Edges report players with each 10-second bucket; a report older than this counts none. */
const onlineWindowMs = 30_000;

/** Players online now and bytes carried, per tunnel of the network, added up over its edges. */
export async function bedrockStats(db: Db, networkId: number): Promise<Map<number, BedrockStats>> {
  const since = new Date(Date.now() - onlineWindowMs).toISOString();
  const rows = await db
    .select({
      id: bedrockTunnelStats.tunnelId,
      players: sql<number>`coalesce(sum(${bedrockTunnelStats.players}) filter (where ${bedrockTunnelStats.reportedAt} > ${since}::timestamptz), 0)::int`,
      ingress: sql<number>`sum(${bedrockTunnelStats.bytesIn})::float8`,
      egress: sql<number>`sum(${bedrockTunnelStats.bytesOut})::float8`,
    })
    .from(bedrockTunnelStats)
    .innerJoin(bedrockTunnels, eq(bedrockTunnels.id, bedrockTunnelStats.tunnelId))
    .where(eq(bedrockTunnels.networkId, networkId))
    .groupBy(bedrockTunnelStats.tunnelId);
  return new Map(
    rows.map((r) => [
      r.id,
      { players: Number(r.players), ingress: Number(r.ingress), egress: Number(r.egress) },
    ]),
  );
}

export async function findBedrock(
  db: Db,
  networkId: number,
  tunnelId: number,
): Promise<BedrockRow | undefined> {
  const [row] = await db
    .select()
    .from(bedrockTunnels)
    .where(and(eq(bedrockTunnels.networkId, networkId), eq(bedrockTunnels.id, tunnelId)));
  return row;
}

/**
 * Why a tunnel was not written: its set is not the network's (`no_set`), every port of the
 * location is held (`full`), or others took each free port first three times (`busy`).
 */
export type BedrockRefusal = 'no_set' | 'full' | 'busy';

export const listBedrock = (db: Db, networkId: number) =>
  db
    .select()
    .from(bedrockTunnels)
    .where(eq(bedrockTunnels.networkId, networkId))
    .orderBy(bedrockTunnels.id);

/** The lowest port of the location's Bedrock range that no tunnel holds, or null when full. */
async function freeBedrockPort(db: Db, location: LocationRow): Promise<number | null> {
  const used = new Set(
    (
      await db
        .select({ port: bedrockTunnels.port })
        .from(bedrockTunnels)
        .where(eq(bedrockTunnels.locationId, location.id))
    ).map((r) => r.port),
  );
  for (let port = location.bedrockPortMin; port <= location.bedrockPortMax; port++) {
    if (!used.has(port)) return port;
  }
  return null;
}

/**
 * Writes a tunnel at a free port of the location: `write` inserts or moves the row at the port
 * it is given. Two requests can pick the same free port; the unique index lets one win and the
 * other tries the next free one.
 */
async function atFreeBedrockPort<T>(
  db: Db,
  location: LocationRow,
  write: (port: number) => Promise<T | undefined>,
): Promise<T | 'full' | 'busy'> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freeBedrockPort(db, location);
    if (port === null) return 'full';
    const row = await write(port).catch((error: unknown) => {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    });
    if (row) return row;
  }
  return 'busy';
}

/**
 * Adds a tunnel to a backend set of the network at a free port of the location, counted against
 * the owner's plan in the insert's transaction.
 */
export function createBedrock(
  db: Db,
  network: { id: number; ownerId: number },
  location: LocationRow,
  values: BedrockValues,
): Promise<BedrockRow | BedrockRefusal> {
  return atFreeBedrockPort(db, location, (port) =>
    addWithinNetworkLimit(
      db,
      network,
      'maxBedrockTunnelsPerNetwork',
      async (tx) => {
        const [row] = await tx
          .select({ n: count() })
          .from(bedrockTunnels)
          .where(eq(bedrockTunnels.networkId, network.id));
        return row?.n ?? 0;
      },
      async (tx) => {
        if (!(await setInNetwork(tx, network.id, values.backendSetId))) return 'no_set' as const;
        const [row] = await tx
          .insert(bedrockTunnels)
          .values({ ...values, networkId: network.id, locationId: location.id, port })
          .returning();
        return row;
      },
    ),
  );
}

/**
 * Changes a tunnel; at another location it moves to a free port there (its old one is freed).
 * Undefined when the tunnel went in the meantime.
 */
export async function updateBedrock(
  db: Db,
  tunnel: BedrockRow,
  location: LocationRow,
  values: Partial<BedrockValues>,
): Promise<BedrockRow | BedrockRefusal | undefined> {
  if (
    values.backendSetId !== undefined &&
    !(await setInNetwork(db, tunnel.networkId, values.backendSetId))
  )
    return 'no_set';
  const update = async (set: Partial<BedrockRow>) => {
    const [row] = await db
      .update(bedrockTunnels)
      .set({ ...values, ...set, updatedAt: new Date() })
      .where(and(eq(bedrockTunnels.networkId, tunnel.networkId), eq(bedrockTunnels.id, tunnel.id)))
      .returning();
    return row;
  };
  return location.id === tunnel.locationId
    ? update({})
    : atFreeBedrockPort(db, location, (port) => update({ locationId: location.id, port }));
}

export async function deleteBedrock(db: Db, tunnel: BedrockRow): Promise<void> {
  await db
    .delete(bedrockTunnels)
    .where(and(eq(bedrockTunnels.networkId, tunnel.networkId), eq(bedrockTunnels.id, tunnel.id)));
}

/** Which of `ids` are Bedrock tunnels at the edge's location. */
export async function bedrockTunnelIdsAtEdge(
  db: Db,
  edgeId: number,
  ids: number[],
): Promise<number[]> {
  const found = await db
    .select({ id: bedrockTunnels.id })
    .from(bedrockTunnels)
    .innerJoin(edgeTokens, eq(edgeTokens.locationId, bedrockTunnels.locationId))
    .where(and(inArray(bedrockTunnels.id, ids), eq(edgeTokens.id, edgeId)));
  return found.map((t) => t.id);
}

/**
 * Adds an edge's bytes to its running totals for the tunnel; its players replace what the edge
 * said before unless that was newer (`reportedAt` of a batch retried late).
 */
export async function addBedrockStats(
  db: Db,
  values: {
    tunnelId: number;
    edgeId: number;
    players: number;
    reportedAt: Date;
    bytesIn: number;
    bytesOut: number;
  },
) {
  const at = sql`${values.reportedAt.toISOString()}::timestamptz`;
  await db
    .insert(bedrockTunnelStats)
    .values(values)
    .onConflictDoUpdate({
      target: [bedrockTunnelStats.tunnelId, bedrockTunnelStats.edgeId],
      set: {
        bytesIn: sql`${bedrockTunnelStats.bytesIn} + ${values.bytesIn}`,
        bytesOut: sql`${bedrockTunnelStats.bytesOut} + ${values.bytesOut}`,
        players: sql`case when ${bedrockTunnelStats.reportedAt} <= ${at} then ${values.players} else ${bedrockTunnelStats.players} end`,
        reportedAt: sql`greatest(${bedrockTunnelStats.reportedAt}, ${at})`,
      },
    });
}
