import type { BackendHealth, BackendHealthReport, BackendProtocol } from '@palisade/contract';
import type { Db } from '../../db/client';
import { recordEdgeReport } from '../edge-sync/queries';
import { healthSince, listSets, replaceEdgeHealth, setsInUse } from './queries';

/** Edges report every 10 s; a check older than this no longer says anything. */
export const healthFreshMs = 45_000;

/**
 * Replaces what one edge said about its backends before, and keeps when it reported, whether it
 * is saturated (its location's DNS answers follow both), whether it filters in the kernel,
 * whether it shares with its location and what it said of itself (the operator's *Fleet*).
 */
export async function storeHealthReport(db: Db, edgeId: number, report: BackendHealthReport) {
  const latest = new Map(report.backends.map((b) => [`${b.protocol}|${b.address}`, b]));
  const rows = [...latest.values()].map((b) => ({
    edgeId,
    address: b.address,
    protocol: b.protocol,
    healthy: b.healthy,
    latencyMs: b.latency_ms,
    reportedAt: new Date(),
  }));
  await db.transaction(async (tx) => {
    await recordEdgeReport(tx, edgeId, {
      healthReportedAt: new Date(),
      saturated: report.saturated ?? false,
      ...(report.kernel_filter === undefined ? {} : { kernelFilter: report.kernel_filter }),
      locationSharing: report.location_sharing ?? null,
      ...(report.edge === undefined ? {} : { report: report.edge }),
    });
    await replaceEdgeHealth(tx, edgeId, rows);
  });
  return rows.length;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/**
 * Every backend address of a network's sets, per protocol it is checked for, with what the
 * edges found lately: Java for the sets of its domains (and sets nothing uses yet), Bedrock for
 * those of its Bedrock tunnels, as the edges check them.
 */
export async function networkBackendHealth(db: Db, networkId: number): Promise<BackendHealth[]> {
  const [sets, used] = await Promise.all([listSets(db, networkId), setsInUse(db, networkId)]);
  const wanted = new Map<string, { address: string; protocol: BackendProtocol }>();
  for (const set of sets) {
    const protocols: BackendProtocol[] = used.bedrock.has(set.id)
      ? used.java.has(set.id)
        ? ['java', 'bedrock']
        : ['bedrock']
      : ['java'];
    for (const protocol of protocols)
      for (const address of set.backends)
        wanted.set(`${protocol}|${address}`, { address, protocol });
  }
  if (wanted.size === 0) return [];
  const reports = await healthSince(
    db,
    [...new Set(sets.flatMap((s) => s.backends))],
    new Date(Date.now() - healthFreshMs),
  );
  return [...wanted.values()].map(({ address, protocol }) => {
    const mine = reports.filter((r) => r.address === address && r.protocol === protocol);
    const up = mine.filter((r) => r.healthy);
    const latencies = up.flatMap((r) => (r.latencyMs === null ? [] : [r.latencyMs]));
    const latest = mine.reduce<Date | null>(
      (at, r) => (at && at > r.reportedAt ? at : r.reportedAt),
      null,
    );
    return {
      address,
      protocol,
      status:
        mine.length === 0
          ? 'unknown'
          : up.length === mine.length
            ? 'up'
            : up.length === 0
              ? 'down'
              : 'partial',
      latency_ms: latencies.length === 0 ? null : Math.round(median(latencies) * 10) / 10,
      edges_up: up.length,
      edges_reporting: mine.length,
      checked_at: latest?.toISOString() ?? null,
    };
  });
}
