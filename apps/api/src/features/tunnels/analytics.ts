import type { tunnelAnalyticsRoutes } from '@palisade/contract';
import type { Db } from '../../db/client';
import type { Handlers } from '../../plugins/handlers';
import { type Grid, periodGrid } from '../../shared/telemetry-store';
import { tunnelRetentionStart } from '../telemetry/queries/reads';
import { tunnelTrafficSteps } from './queries/traffic';

/** Bytes in and out of a tunnel per step of the grid, rollups first, then 10-second rows. */
async function tunnelSeries(db: Db, tunnelId: number, g: Grid) {
  const from = Math.max(g.first * 1000, await tunnelRetentionStart(db, tunnelId));
  const to = (g.last + g.step) * 1000;
  if (from >= to) return new Map<number, { in: number; out: number }>();
  const found = await tunnelTrafficSteps(db, tunnelId, {
    from,
    to,
    step: g.step,
    resolution: g.resolution,
  });
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
