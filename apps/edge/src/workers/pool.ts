import { type ChildProcess, fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { AggregatorRegistry, type Registry } from 'prom-client';
import type { MetricsJson, PrimaryMessage, WorkerMessage } from './messages';

const workerFile = new URL('./worker.ts', import.meta.url);
/** Workers run this package's TypeScript as the CLI does, through tsx's loader. */
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
/** How long /metrics waits for a worker's figures before it answers without them. */
const metricsWaitMs = 2000;
const restartDelayMs = 1000;

export interface PoolEvents {
  /** What a worker that starts is sent first: its settings, the filters' memory, the snapshot. */
  start(javaPort: number): PrimaryMessage[];
  receive(worker: number, message: WorkerMessage): void;
  /** A worker ended; it is started again unless the pool is stopping. */
  ended(worker: number): void;
  log: { warn(message: string): void };
}

/**
 * The primary's worker processes (`worker.ts`): forked, started again a second after one dies,
 * stopped together. Messages go to one or all; /metrics asks each for its figures.
 */
export class WorkerPool {
  private readonly children: (ChildProcess | null)[];
  private stopping = false;
  private nextAsk = 0;
  private readonly answers = new Map<number, (metrics: MetricsJson) => void>();
  /** The Java port: 0 asks for any until the first worker has one, then every worker's. */
  private port = 0;

  constructor(
    size: number,
    private readonly events: PoolEvents,
  ) {
    this.children = Array.from({ length: size }, () => null);
  }

  get size() {
    return this.children.length;
  }

  /** Starts every worker; the first settles the port (0: any), the others share it. */
  async start(javaPort: number): Promise<number> {
    try {
      this.port = await this.spawn(0, javaPort);
      await Promise.all(this.children.slice(1).map((_, i) => this.spawn(i + 1, this.port)));
      return this.port;
    } catch (error) {
      await this.stop();
      throw error;
    }
  }

  private spawn(index: number, javaPort: number) {
    return new Promise<number>((resolve, reject) => {
      const child = fork(workerFile, [], { execArgv: ['--import', tsxLoader] });
      this.children[index] = child;
      const { log } = this.events;
      // A message to a worker that is going away fails; its exit is handled below.
      child.on('error', (error) => log.warn(`edge worker ${index}: ${error.message}`));
      child.on('message', (message: WorkerMessage) => {
        if (message.type === 'listening') resolve(message.port);
        if (message.type === 'metrics') this.answers.get(message.id)?.(message.metrics);
        this.events.receive(index, message);
      });
      child.once('exit', (code, signal) => {
        this.children[index] = null;
        this.events.ended(index);
        reject(new Error(`edge worker ${index} ended (${signal ?? code}) before it listened`));
        if (this.stopping) return;
        log.warn(`edge worker ${index} ended (${signal ?? code}); starting it again`);
        setTimeout(() => {
          if (!this.stopping)
            this.spawn(index, this.port).catch((error: Error) => log.warn(error.message));
        }, restartDelayMs);
      });
      for (const message of this.events.start(javaPort)) child.send(message);
    });
  }

  send(index: number, message: PrimaryMessage) {
    const child = this.children[index];
    if (child?.connected) child.send(message);
  }

  /** Sends to every worker (but `except`). */
  broadcast(message: PrimaryMessage, except = -1) {
    this.children.forEach((_, index) => {
      if (index !== except) this.send(index, message);
    });
  }

  /** Process ids of the workers running now. */
  pids() {
    return this.children.flatMap((child) => (child?.pid ? [child.pid] : []));
  }

  /** `own`'s metrics and the workers', added up (a worker that does not answer is left out). */
  async metrics(own: Registry) {
    const asked = this.children.flatMap((child) => {
      if (!child?.connected) return [];
      const id = this.nextAsk++;
      return new Promise<MetricsJson | null>((resolve) => {
        const timer = setTimeout(() => resolve(null), metricsWaitMs);
        this.answers.set(id, (json) => {
          clearTimeout(timer);
          resolve(json);
        });
        child.send({ type: 'metrics', id } satisfies PrimaryMessage);
      }).finally(() => this.answers.delete(id));
    });
    const theirs = await Promise.all(asked);
    const mine = await own.getMetricsAsJSON();
    return AggregatorRegistry.aggregate([mine, ...theirs.filter((json) => json !== null)]);
  }

  /** Asks every worker to stop (killed after 5 s) and waits for them to end. */
  stop() {
    this.stopping = true;
    return Promise.all(
      this.children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            if (child.connected) child.send({ type: 'stop' } satisfies PrimaryMessage);
            setTimeout(() => child.kill('SIGKILL'), 5000).unref();
          }),
      ),
    );
  }
}
