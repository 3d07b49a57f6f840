import type { BackendHealthReport, EdgeSnapshot } from '@palisade/contract';
import { PongCounter } from '../bedrock/pong-limit';
import { startControl } from '../control';
import { relayOf, sweepEveryMs, sweepFilters } from '../data-plane';
import { type EdgeOptions, planeSettings } from '../edge';
import { loadAsnLookup } from '../geo/asn';
import { loadCountryLookup } from '../geo/country';
import { lazyGeo } from '../geo/lazy';
import { type KernelFilter, startKernelFilter } from '../kernel/kernel-filter';
import { locationBusOf } from '../location/location-bus';
import { createEdgeMetrics } from '../metrics/metrics';
import { mostSaturated } from '../metrics/saturation';
import { workerCounts } from './counts';
import type { FilterOp, WorkerMessage } from './messages';
import { WorkerPool } from './pool';
import { memoryOf, sharedFilters } from './shared-filters';

/**
 * `palisade edge --workers N`: this process is the location's control side (one config sync,
 * one telemetry stream, one health report; `control.ts`) and forks N workers that serve players
 * on the same ports (`worker.ts`, `pool.ts`). It passes snapshots down, replays each worker's
 * filter changes to the others, counts what they count in its one `Recorder` (`counts.ts`), and
 * sums their metrics. A worker that dies is started again with what the others' filters
 * remember, and the play sessions it carried end. See docs/edge.md#workers.
 */
export async function startEdgeWorkers(
  // Workers look addresses up in the offline databases: functions do not cross processes.
  options: Omit<EdgeOptions, 'geo'> & { workers: number },
) {
  const host = options.host ?? '0.0.0.0';
  const metrics = createEdgeMetrics({ defaultMetrics: options.processMetrics ?? true });
  /** Per worker, what its backend checks found last, and the snapshot version it routes by. */
  const reports = new Map<number, BackendHealthReport['backends']>();
  /** Per worker, whether its event loop ran late at its last health message. */
  const saturation = new Map<number, boolean>();
  const applied = new Map<number, number>();
  let kernel: KernelFilter | null = null;
  // The addresses' ASN and country, for the telemetry's sources and the attack reports.
  const lookups = { country: loadCountryLookup(), asn: await loadAsnLookup() };
  const location = locationBusOf(options, metrics.registry, lookups);
  const control = await startControl({
    ...options,
    host,
    metrics,
    relayOf,
    location,
    health() {
      const backends = new Map<string, BackendHealthReport['backends'][number]>();
      const byWorker = [...reports].sort(([a], [b]) => a - b);
      for (const backend of byWorker.flatMap(([, found]) => found)) {
        const key = `${backend.protocol}|${backend.address}`;
        if (!backends.has(key)) backends.set(key, backend);
      }
      return {
        backends: [...backends.values()],
        saturated: mostSaturated([...saturation.values()]),
        kernel_filter: kernel !== null,
      };
    },
  });
  const { recorder } = control;
  /**
   * The location's filter memory, every worker's changes replayed, to hand a worker that starts
   * (`memoryOf`) and to feed the kernel filter. It serves no connection: what it would share goes
   * nowhere.
   */
  const memory = sharedFilters(() => undefined, lookups.asn);
  const sweeper = setInterval(() => sweepFilters(memory.filters), sweepEveryMs);
  sweeper.unref();
  const counts = workerCounts(recorder, control.wake, lookups);
  /** The location's pongs per tunnel port and address: every worker asks here first. */
  const pongs = new PongCounter();
  let snapshot: EdgeSnapshot | null = null;

  const receive = (index: number, message: WorkerMessage) => {
    switch (message.type) {
      case 'ops':
        for (const op of message.filters) memory.replay(op);
        if (message.filters.length > 0)
          pool.broadcast({ type: 'filters', ops: message.filters }, index);
        for (const op of message.filters) location?.share(op);
        for (const op of message.counts) counts.count(index, op);
        return;
      case 'pongs': {
        const granted = message.asks.map(([key, limit]) => pongs.take(key, limit));
        return pool.send(index, { type: 'pongs', id: message.id, granted });
      }
      case 'health':
        reports.set(index, message.backends);
        saturation.set(index, message.saturated);
        return;
      case 'applied':
        applied.set(index, message.version);
        return;
      case 'log':
        options.log[message.level](`worker ${index}: ${message.message}`);
        return;
    }
  };
  const pool: WorkerPool = new WorkerPool(options.workers, {
    start: (javaPort) => [
      {
        type: 'start',
        options: { ...planeSettings(options), javaPort },
        memory: memoryOf(memory.filters),
      },
      ...(snapshot ? [{ type: 'snapshot' as const, snapshot }] : []),
    ],
    receive,
    ended(index) {
      reports.delete(index);
      applied.delete(index);
      counts.died(index);
    },
    log: options.log,
  });
  control.follow((latest) => {
    snapshot = latest;
    pool.broadcast({ type: 'snapshot', snapshot: latest });
  });
  // The location's other edges' changes: replayed here and by every worker.
  location?.onFilters((ops) => {
    const replayed: FilterOp[] = [];
    for (const op of ops) {
      const known = memory.replay(op);
      if (known) replayed.push(known);
    }
    if (replayed.length > 0) pool.broadcast({ type: 'filters', ops: replayed });
  });

  let port: number;
  try {
    port = await pool.start(options.javaPort);
  } catch (error) {
    clearInterval(sweeper);
    await control.stop();
    throw error;
  }
  options.log.info(`edge listening for Minecraft Java on port ${port} with ${pool.size} workers`);
  // The primary owns the table: a worker's death loses no kernel entry.
  kernel = await startKernelFilter(options.kernelFilter !== undefined, {
    ...options.kernelFilter,
    javaPort: port,
    recorder,
    geo: (address) => lazyGeo(lookups, address),
    metrics,
    log: options.log,
    jail: memory.filters.jail,
    allow: memory.filters.allow,
    limiter: memory.filters.limiter,
    follow: control.follow,
  });

  return {
    port,
    metrics: {
      contentType: metrics.registry.contentType,
      metrics: async () => (await pool.metrics(metrics.registry)).metrics(),
    },
    /** The config version every worker routes by; 0 before each has one. */
    version: () => (applied.size === pool.size ? Math.min(...applied.values()) : 0),
    /** Process ids of the workers running now (tests stop one to see it come back). */
    workerPids: () => pool.pids(),
    flushTelemetry: control.flushTelemetry,
    /** Whether the edge shares with its location's other edges now; null without a bus. */
    sharing: () => location?.sharing() ?? null,
    async stop() {
      clearInterval(sweeper);
      await pool.stop();
      await control.stop();
      await kernel?.stop();
    },
  };
}
