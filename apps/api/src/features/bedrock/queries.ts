import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bedrockTunnelStats, bedrockTunnels } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { bedrockLabel } from '../../shared/bedrock-name';
import { isUniqueViolation } from '../../shared/db-errors';
import { edgeTarget } from '../../shared/edge-names';
import type { LocationRow } from '../../shared/locations';

export type BedrockRow = typeof bedrockTunnels.$inferSelect;

export interface BedrockStats {
  players: number;
  ingress: number;
  egress: number;
}
const none: BedrockStats = { players: 0, ingress: 0, egress: 0 };

export function toBedrock(
  row: BedrockRow,
  location: LocationRow | undefined,
  edgeDomain: string,
  stats: BedrockStats = none,
) {
  const name = edgeTarget(bedrockLabel(row.id, row.locationId), edgeDomain);
  const address = location?.publicAddress ?? '';
  return {
    id: row.id,
    name: row.name,
    backend_set_id: row.backendSetId,
    location: row.locationId,
    proxy_protocol: 2 as const,
    // On an IP address there are no names: players use the location's address and the port.
    allocated_cname: name.type === 'CNAME' ? name.value : address,
    address,
    port: row.port,
    players_online: stats.players,
    ingress: stats.ingress,
    egress: stats.egress,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
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
): Promise<BedrockRow> {
  const [row] = await db
    .select()
    .from(bedrockTunnels)
    .where(and(eq(bedrockTunnels.networkId, networkId), eq(bedrockTunnels.id, tunnelId)));
  if (!row) throw notFound('Bedrock tunnel not found.');
  return row;
}

export async function countBedrock(db: Db, networkId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bedrockTunnels)
    .where(eq(bedrockTunnels.networkId, networkId));
  return row?.n ?? 0;
}

/** The lowest port of the location's Bedrock range that no tunnel holds, or null when full. */
export async function freeBedrockPort(db: Db, location: LocationRow): Promise<number | null> {
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
export async function atFreeBedrockPort(
  db: Db,
  location: LocationRow,
  write: (port: number) => Promise<BedrockRow | undefined>,
): Promise<BedrockRow> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freeBedrockPort(db, location);
    if (port === null)
      throw conflict('NO_PORT_AVAILABLE', `Every Bedrock port at ${location.name} is taken.`);
    const row = await write(port).catch((error: unknown) => {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    });
    if (row) return row;
  }
  throw conflict('NO_PORT_AVAILABLE', 'Could not reserve a port; try again.');
}
