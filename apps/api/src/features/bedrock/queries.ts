import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bedrockTunnels } from '../../db/schema';
import { notFound } from '../../errors';
import type { LocationRow } from '../../shared/locations';

export type BedrockRow = typeof bedrockTunnels.$inferSelect;

export const toBedrock = (
  row: BedrockRow,
  location: LocationRow | undefined,
  edgeDomain: string,
) => ({
  id: row.id,
  name: row.name,
  backend_set_id: row.backendSetId,
  location: row.locationId,
  proxy_protocol: 2 as const,
  allocated_cname: `br${row.id}.${row.locationId}.${edgeDomain}`,
  address: location?.publicAddress ?? '',
  port: row.port,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

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
