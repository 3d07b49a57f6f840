import { periodSeconds, type statsRoutes } from '@palisade/contract';
import type { Db } from '../../db/client';
import type { Handlers } from '../../plugins/handlers';
import { networkSeries, networkTotals, totalsResolution } from '../../shared/network-counters';
import { fill, type Grid, grid, periodGrid } from '../../shared/telemetry-store';
import { billingBandwidth, billingCharges } from '../../shared/usage';
import { overview } from './queries';

type Counters = Awaited<ReturnType<typeof networkSeries>> extends Map<number, infer R> ? R : never;

/** One value per step from the counters of each step. */
const pick = (found: Map<number, Counters>, value: (c: Counters) => number) =>
  new Map([...found].map(([t, c]) => [t, value(c)]));

/** The network's series over the grid: one value a step from that step's counters. */
async function series(db: Db, networkId: number, g: Grid, value: (c: Counters) => number) {
  const found = await networkSeries(db, networkId, g);
  return { points: fill(g, pick(found, value)), step_seconds: g.step };
}

/** The grid of a range query: `points` steps from `from` to `to`. */
const rangeGrid = (query: { from: number; to: number; points: number }) =>
  grid((query.to - query.from) / 1000, query.points, query.to);

export const statsHandlers: Handlers<typeof statsRoutes> = {
  async statsOverview({ network, deps }) {
    return overview(deps.db, network.row.id);
  },
  async statsPlayers({ network, query, deps }) {
    const g = periodGrid(query.period, query.points);
    return series(deps.db, network.row.id, g, (c) => c.players);
  },
  async statsBitrate({ network, query, deps }) {
    const g = periodGrid(query.period, query.points);
    const found = await networkSeries(deps.db, network.row.id, g);
    const bps = (bytes: number) => (bytes * 8) / g.step;
    return {
      points: fill(
        g,
        pick(found, (c) => bps(c.bytes_in + c.bytes_out)),
      ),
      in: fill(
        g,
        pick(found, (c) => bps(c.bytes_in)),
      ),
      out: fill(
        g,
        pick(found, (c) => bps(c.bytes_out)),
      ),
      step_seconds: g.step,
    };
  },
  async statsConnPerSecond({ network, query, deps }) {
    const g = periodGrid(query.period, query.points);
    return series(deps.db, network.row.id, g, (c) => c.connections / g.step);
  },
  async statsCpsInRange({ network, query, deps }) {
    const g = rangeGrid(query);
    return series(deps.db, network.row.id, g, (c) => c.connections / g.step);
  },
  async statsMitigationDropInRange({ network, query, deps }) {
    const g = rangeGrid(query);
    return series(deps.db, network.row.id, g, (c) => c.dropped / g.step);
  },
  async statsBandwidth({ network, query, deps }) {
    const span = periodSeconds[query.period];
    const now = Date.now();
    const totals = await networkTotals(deps.db, network.row.id, {
      from: now - span * 1000,
      to: now,
      resolution: totalsResolution(span),
    });
    return {
      value: totals.bytesIn + totals.bytesOut,
      bytes_in: totals.bytesIn,
      bytes_out: totals.bytesOut,
    };
  },
  async statsBillingBandwidth({ network, deps }) {
    return billingBandwidth(deps.db, network.row.id);
  },
  async statsBillingCharges({ network, deps }) {
    return billingCharges(deps.db, network.row.id);
  },
};
