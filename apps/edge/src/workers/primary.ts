import { type ChildProcess, fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { BackendHealthReport, EdgeSnapshot } from '@palisade/contract';
import { AggregatorRegistry } from 'prom-client';
import { PongCounter } from '../bedrock/pong-limit';
import { startControl } from '../control';
import { relayOf, sweepEveryMs, sweepFilters } from '../data-plane';
import { type EdgeOptions, planeSettings } from '../edge';
import { loadAsnLookup } from '../geo/asn';
import { loadCountryLookup } from '../geo/country';
import { lazyGeo } from '../geo/lazy';
import { type KernelFilter, startKernelFilter } from '../kernel/kernel-filter';
import { createEdgeMetrics } from '../metrics/metrics';
import type { CountOp, MetricsJson, PrimaryMessage, WorkerMessage } from './messages';
import { memoryOf, sharedFilters } from './shared-filters';

const workerFile = new URL('./worker.ts', import.meta.url);
/** Workers run this package's TypeScript as the CLI does, through tsx's loader. */
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
/** How long /metrics waits for a worker's figures before it answers without them. */
const metricsWaitMs = 2000;
const restartDelayMs = 1000;

/**
 * `palisade edge --workers N`: this process is the location's control side (one config sync,
 * one telemetry stream, one health report; `control.ts`) and forks N workers that serve players
 * on the same ports (`worker.ts`). It passes snapshots down, replays each worker's filter changes
 * to the others, counts what they count in its one `Recorder`, and sums their metrics. A worker
 * that dies is started again with what the others' filters remember, and the play sessions it
 * carried end. See docs/edge.md#workers.
 */
export async function startEdgeWorkers(
  // Workers look addresses up in the offline databases: functions do not cross processes.
  options: Omit<EdgeOptions, 'geo'> & { workers: number },
) {
  const host = options.host ?? '0.0.0.0';
  const metrics = createEdgeMetrics({ defaultMetrics: options.processMetrics ?? true });
  const workers: (ChildProcess | null)[] = Array.from({ length: options.workers }, () => null);
  /** Per worker, what its backend checks found last. */
  const reports = new Map<number, BackendHealthReport['backends']>();
  /** Per worker, the snapshot version it routes by. */
  const applied = new Map<number, number>();
  let kernel: KernelFilter | null = null;
  const control = await startControl({
    ...options,
    host,
    metrics,
    relayOf,
    health() {
      const backends = new Map<string, BackendHealthReport['backends'][number]>();
      for (let index = 0; index < workers.length; index += 1)
        for (const backend of reports.get(index) ?? []) {
          const key = `${backend.protocol}|${backend.address}`;
          if (!backends.has(key)) backends.set(key, backend);
        }
      return { backends: [...backends.values()], kernel_filter: kernel !== null };
    },
  });
  // The addresses' ASN and country, for the telemetry's sources and the attack reports.
  const lookups = { country: loadCountryLookup(), asn: await loadAsnLookup() };
  const { recorder } = control;
  /**
   * The location's filter memory, every worker's changes replayed, to hand a worker that starts
   * (`memoryOf`) and to feed the kernel filter. It serves no connection: what it would share goes
   * nowhere.
   */
  const memory = sharedFilters(() => undefined, lookups.asn);
  const sweeper = setInterval(() => sweepFilters(memory.filters), sweepEveryMs);
  sweeper.unref();
  /** Per worker, the play sessions under way on it: they end when it dies. */
  const sessions = new Map<number, Set<string>>();
  /** Per Bedrock tunnel, the players each worker has: the tunnel's are their sum. */
  const bedrockPlayers = new Map<number, Map<number, number>>();
  let snapshot: EdgeSnapshot | null = null;
  let stopping = false;

  const broadcast = (message: PrimaryMessage, except = -1) => {
    workers.forEach((child, index) => {
      if (child?.connected && index !== except) child.send(message);
    });
  };
  control.follow((latest) => {
    snapshot = latest;
    broadcast({ type: 'snapshot', snapshot: latest });
  });

  const count = (index: number, op: CountOp) => {
    switch (op[0]) {
      case 'connection': {
        const info = op[2];
        recorder.connection(
          op[1],
          info ? { ...info, geo: lazyGeo(lookups, info.address) } : undefined,
          op[3],
        );
        return;
      }
      case 'statusPing':
        return recorder.statusPing(op[1], op[2]);
      case 'dropped':
        return recorder.dropped(op[1], op[2], op[3]);
      case 'bytes':
        return recorder.bytes(op[1], op[2], op[3], op[4], op[5]);
      case 'login':
        recorder.login(op[1], op[2], op[3], op[4]);
        sessions.set(index, (sessions.get(index) ?? new Set()).add(op[3]));
        return;
      case 'played':
        return recorder.played(op[1], op[2]);
      case 'logout':
        sessions.get(index)?.delete(op[1]);
        return recorder.logout(op[1], op[2]);
      case 'bedrockTunnel': {
        const [, tunnelId, bytesIn, bytesOut, players, now] = op;
        const perWorker = bedrockPlayers.get(tunnelId) ?? new Map<number, number>();
        bedrockPlayers.set(tunnelId, perWorker.set(index, players));
        const total = [...perWorker.values()].reduce((sum, n) => sum + n, 0);
        return recorder.bedrockTunnel(tunnelId, bytesIn, bytesOut, total, now);
      }
      case 'wake':
        return control.wake.want(op[1]);
    }
  };

  /** The location's pongs per tunnel port and address: every worker asks here first. */
  const pongs = new PongCounter();
  let nextAsk = 0;
  const answers = new Map<number, (metrics: MetricsJson) => void>();
  const receive = (index: number, message: WorkerMessage) => {
    switch (message.type) {
      case 'ops':
        for (const op of message.filters) memory.replay(op);
        if (message.filters.length > 0) broadcast({ type: 'filters', ops: message.filters }, index);
        for (const op of message.counts) count(index, op);
        return;
      case 'pongs': {
        const granted = message.asks.map(([key, limit]) => pongs.take(key, limit));
        const child = workers[index];
        if (child?.connected) child.send({ type: 'pongs', id: message.id, granted });
        return;
      }
      case 'health':
        reports.set(index, message.backends);
        return;
      case 'applied':
        applied.set(index, message.version);
        return;
      case 'metrics':
        answers.get(message.id)?.(message.metrics);
        return;
      case 'log':
        options.log[message.level](`worker ${index}: ${message.message}`);
        return;
      case 'listening':
        return;
    }
  };

  /** The Java port: 0 asks for any until the first worker has one, then every worker's. */
  let port = options.javaPort;
  const spawn = (index: number, javaPort: number) =>
    new Promise<number>((resolve, reject) => {
      const child = fork(workerFile, [], { execArgv: ['--import', tsxLoader] });
      workers[index] = child;
      // A message to a worker that is going away fails; its exit is handled below.
      child.on('error', (error) => options.log.warn(`edge worker ${index}: ${error.message}`));
      child.on('message', (message: WorkerMessage) => {
        if (message.type === 'listening') resolve(message.port);
        receive(index, message);
      });
      child.once('exit', (code, signal) => {
        workers[index] = null;
        reports.delete(index);
        applied.delete(index);
        for (const perWorker of bedrockPlayers.values()) perWorker.delete(index);
        // Its players were cut off with it: their sessions end now, as a restarted edge ends
        // those its dead process left open (docs/edge.md#telemetry).
        for (const id of sessions.get(index) ?? []) recorder.logout(id);
        sessions.delete(index);
        reject(new Error(`edge worker ${index} ended (${signal ?? code}) before it listened`));
        if (stopping) return;
        options.log.warn(`edge worker ${index} ended (${signal ?? code}); starting it again`);
        setTimeout(() => {
          if (!stopping)
            spawn(index, port).catch((error: Error) => options.log.warn(error.message));
        }, restartDelayMs);
      });
      child.send({
        type: 'start',
        options: { ...planeSettings(options), javaPort },
        memory: memoryOf(memory.filters),
      } satisfies PrimaryMessage);
      if (snapshot) child.send({ type: 'snapshot', snapshot } satisfies PrimaryMessage);
    });

  const stopWorkers = () =>
    Promise.all(
      workers.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            if (child.connected) child.send({ type: 'stop' } satisfies PrimaryMessage);
            setTimeout(() => child.kill('SIGKILL'), 5000).unref();
          }),
      ),
    );

  try {
    // The first worker settles the port, the others share it.
    port = await spawn(0, port);
    await Promise.all(workers.slice(1).map((_, i) => spawn(i + 1, port)));
  } catch (error) {
    stopping = true;
    clearInterval(sweeper);
    await stopWorkers();
    await control.stop();
    throw error;
  }
  options.log.info(
    `edge listening for Minecraft Java on port ${port} with ${workers.length} workers`,
  );
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
    follow: control.follow,
  });

  /** This process's metrics and the workers', added up (a worker that does not answer is left out). */
  const collect = async () => {
    const asked = workers.flatMap((child) => {
      if (!child?.connected) return [];
      const id = nextAsk++;
      return new Promise<MetricsJson | null>((resolve) => {
        const timer = setTimeout(() => resolve(null), metricsWaitMs);
        answers.set(id, (json) => {
          clearTimeout(timer);
          resolve(json);
        });
        child.send({ type: 'metrics', id } satisfies PrimaryMessage);
      }).finally(() => answers.delete(id));
    });
    const theirs = await Promise.all(asked);
    const own = await metrics.registry.getMetricsAsJSON();
    return AggregatorRegistry.aggregate([own, ...theirs.filter((json) => json !== null)]);
  };

  return {
    port,
    metrics: {
      contentType: metrics.registry.contentType,
      metrics: async () => (await collect()).metrics(),
    },
    /** The config version every worker routes by; 0 before each has one. */
    version: () =>
      workers.every((_, index) => applied.has(index)) ? Math.min(...applied.values()) : 0,
    /** Process ids of the workers running now (tests stop one to see it come back). */
    workerPids: () => workers.flatMap((child) => (child?.pid ? [child.pid] : [])),
    flushTelemetry: control.flushTelemetry,
    async stop() {
      stopping = true;
      clearInterval(sweeper);
      await stopWorkers();
      await control.stop();
      await kernel?.stop();
    },
  };
}
