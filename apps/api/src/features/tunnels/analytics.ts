import type { tunnelAnalyticsRoutes } from '@palisade/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { at, rows } from '../../db/sql';
import type { Handlers } from '../../plugins/handlers';
import { type Grid, periodGrid } from '../../shared/telemetry-store';
import { rollupMarks, split, tunnelRetentionStart } from '../telemetry/queries/reads';

/** Bytes in and out of a tunnel per step of the grid, rollups first, then 10-second rows. */
async function tunnelSeries(db: Db, tunnelId: number, g: Grid) {
  const from = Math.max(g.first * 1000, await tunnelRetentionStart(db, tunnelId));
  const to = (g.last + g.step) * 1000;
  if (from >= to) return new Map<number, { in: number; out: number }>();
  const { rollup, raw } = split(g.resolution, await rollupMarks(db), from);
  const step = sql.raw(String(g.step));
  const rolled =
    rollup === null
      ? sql``
      : sql`union all select bucket, bytes_in, bytes_out from tunnel_rollups
        where tunnel_id = ${tunnelId} and resolution = ${g.resolution}
          and bucket >= ${at(rollup.from)} and bucket < ${at(rollup.until)}`;
  const found = await rows<{ t: number; bytes_in: number; bytes_out: number }>(
    db,
    sql`select (floor(extract(epoch from bucket) / ${step}) * ${step})::float8 as t,
        sum(bytes_in)::float8 as bytes_in, sum(bytes_out)::float8 as bytes_out
      from (
        select bucket, bytes_in, bytes_out from tunnel_buckets
        where tunnel_id = ${tunnelId} and ${raw} and bucket < ${at(to)}
        ${rolled}
      ) s group by 1`,
  );
  return new Map(
    found.map((r) => [Number(r.t), { in: Number(r.bytes_in), out: Number(r.bytes_out) }]),
  );
}

export const tunnelAnalyticsHandlers: Handlers<typeof tunnelAnalyticsRoutes> = {
  async tunnelAnalytics({ tunnel, query, deps }) {
    const g = periodGrid(query.period, query.points);
    const found = await tunnelSeries(deps.db, tunnel.id, g);
    // `bandwidth`: bits per second averaged over the step; `traffic`: bytes in the step.
    const scale = query.type === 'bandwidth' ? 8 / g.step : 1;
    const ingress: { value: number; time: string }[] = [];
    const egress: { value: number; time: string }[] = [];
    let max = 0;
    for (let i = 0; i < g.points; i++) {
      const t = g.first + i * g.step;
      const time = new Date(t * 1000).toISOString();
      const bytes = found.get(t) ?? { in: 0, out: 0 };
      ingress.push({ value: bytes.in * scale, time });
      egress.push({ value: bytes.out * scale, time });
      max = Math.max(max, bytes.in * scale, bytes.out * scale);
    }
    return { ingress, egress, max };
  },
};
