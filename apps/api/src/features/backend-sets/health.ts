import type { BackendHealth, BackendHealthReport } from '@palisade/contract';
import { and, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backendHealth, edgeTokens } from '../../db/schema';
import { listSets } from './queries';

/** Edges report every 10 s; a check older than this no longer says anything. */
export const healthFreshMs = 45_000;

/** Replaces what one edge said about its backends before, and keeps whether it filters in the kernel. */
export async function storeHealthReport(db: Db, edgeId: number, report: BackendHealthReport) {
  const latest = new Map(report.backends.map((b) => [b.address, b]));
  const rows = [...latest.values()].map((b) => ({
    edgeId,
    address: b.address,
    healthy: b.healthy,
    latencyMs: b.latency_ms,
    reportedAt: new Date(),
  }));
  await db.transaction(async (tx) => {
    if (report.kernel_filter !== undefined)
      await tx
        .update(edgeTokens)
        .set({ kernelFilter: report.kernel_filter })
        .where(eq(edgeTokens.id, edgeId));
    await tx.delete(backendHealth).where(
      rows.length === 0
        ? eq(backendHealth.edgeId, edgeId)
        : and(
            eq(backendHealth.edgeId, edgeId),
            notInArray(
              backendHealth.address,
              rows.map((r) => r.address),
            ),
          ),
    );
    if (rows.length === 0) return;
    await tx
      .insert(backendHealth)
      .values(rows)
      .onConflictDoUpdate({
        target: [backendHealth.edgeId, backendHealth.address],
        set: {
          healthy: sql`excluded.healthy`,
          latencyMs: sql`excluded.latency_ms`,
          reportedAt: sql`excluded.reported_at`,
        },
      });
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

/** Every backend address of a network's sets, with what the edges found lately. */
export async function networkBackendHealth(db: Db, networkId: number): Promise<BackendHealth[]> {
  const addresses = [...new Set((await listSets(db, networkId)).flatMap((s) => s.backends))];
  if (addresses.length === 0) return [];
  const reports = await db
    .select()
    .from(backendHealth)
    .where(
      and(
        inArray(backendHealth.address, addresses),
        gt(backendHealth.reportedAt, new Date(Date.now() - healthFreshMs)),
      ),
    );
  return addresses.map((address) => {
    const mine = reports.filter((r) => r.address === address);
    const up = mine.filter((r) => r.healthy);
    const latencies = up.flatMap((r) => (r.latencyMs === null ? [] : [r.latencyMs]));
    const latest = mine.reduce<Date | null>(
      (at, r) => (at && at > r.reportedAt ? at : r.reportedAt),
      null,
    );
    return {
      address,
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
