import type { Db } from '../db/client';
import { networkCounterSteps } from '../features/telemetry/queries/reads';
import type { Grid, Resolution } from './telemetry-store';

export interface Totals {
  connections: number;
  logins: number;
  dropped: number;
  bytesIn: number;
  bytesOut: number;
  /** Most concurrent players (summed over edges) in any 10-second bucket. */
  players: number;
}

/** Per step start (unix seconds), every counter of the network. */
export async function networkSeries(db: Db, networkId: number, g: Grid) {
  const found = await networkCounterSteps(db, networkId, {
    from: g.first * 1000,
    to: (g.last + g.step) * 1000,
    step: g.step,
    resolution: g.resolution,
  });
  return new Map(found.map((r) => [r.t, r]));
}

/** The counters of [from, to) added up, read at `resolution`. */
export async function networkTotals(
  db: Db,
  networkId: number,
  range: { from: number; to: number; resolution: Resolution; metering?: boolean },
): Promise<Totals> {
  const found = await networkCounterSteps(db, networkId, {
    from: range.from,
    to: range.to,
    step: 1e12,
    resolution: range.resolution,
    metering: range.metering ?? false,
  });
  const total: Totals = {
    connections: 0,
    logins: 0,
    dropped: 0,
    bytesIn: 0,
    bytesOut: 0,
    players: 0,
  };
  for (const r of found) {
    total.connections += r.connections;
    total.logins += r.logins;
    total.dropped += r.dropped;
    total.bytesIn += r.bytes_in;
    total.bytesOut += r.bytes_out;
    total.players = Math.max(total.players, r.players);
  }
  return total;
}

/** The resolution totals over a span read: hourly past a day, 5-minute past an hour. */
export const totalsResolution = (spanSeconds: number): Resolution =>
  spanSeconds > 86_400 ? 3600 : spanSeconds > 3600 ? 300 : 10;
