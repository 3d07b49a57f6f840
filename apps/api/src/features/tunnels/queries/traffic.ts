import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { edgeTokens, tunnels } from '../../../db/schema';
import { at, rows } from '../../../db/sql';
import type { Resolution } from '../../../shared/telemetry-store';
import { rollupMarks, split } from '../../telemetry/queries/reads';

/** Which of `ids` are tunnels at the edge's location: an edge carries no other. */
export async function tunnelIdsAtEdge(db: Db, edgeId: number, ids: number[]): Promise<number[]> {
  const found = await db
    .select({ id: tunnels.id })
    .from(tunnels)
    .innerJoin(edgeTokens, eq(edgeTokens.locationId, tunnels.locationId))
    .where(and(inArray(tunnels.id, ids), eq(edgeTokens.id, edgeId)));
  return found.map((t) => t.id);
}

/** Grows a tunnel's running totals by the bytes an edge reported. */
export async function addTunnelTraffic(db: Db, id: number, bytesIn: number, bytesOut: number) {
  await db
    .update(tunnels)
    .set({
      ingress: sql`${tunnels.ingress} + ${bytesIn}`,
      egress: sql`${tunnels.egress} + ${bytesOut}`,
      cumulativeBandwidthUsage: sql`${tunnels.cumulativeBandwidthUsage} + ${bytesIn + bytesOut}`,
    })
    .where(eq(tunnels.id, id));
}

/**
 * A tunnel's bytes in and out over [from, to), grouped into steps of `step` seconds (aligned to
 * the epoch): rolled-up buckets before the rollup mark, 10-second rows after it.
 */
export async function tunnelTrafficSteps(
  db: Db,
  tunnelId: number,
  range: { from: number; to: number; step: number; resolution: Resolution },
) {
  const { rollup, raw } = split(range.resolution, await rollupMarks(db), range.from);
  const step = sql.raw(String(range.step));
  const rolled =
    rollup === null
      ? sql``
      : sql`union all select bucket, bytes_in, bytes_out from tunnel_rollups
        where tunnel_id = ${tunnelId} and resolution = ${range.resolution}
          and bucket >= ${at(rollup.from)} and bucket < ${at(rollup.until)}`;
  return rows<{ t: number; bytes_in: number; bytes_out: number }>(
    db,
    sql`select (floor(extract(epoch from bucket) / ${step}) * ${step})::float8 as t,
        sum(bytes_in)::float8 as bytes_in, sum(bytes_out)::float8 as bytes_out
      from (
        select bucket, bytes_in, bytes_out from tunnel_buckets
        where tunnel_id = ${tunnelId} and ${raw} and bucket < ${at(range.to)}
        ${rolled}
      ) s group by 1`,
  );
}
