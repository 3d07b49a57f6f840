import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestNetwork } from './network-namespace';

export const run = promisify(execFile);
/** The `palisade` command as npm installs it from apps/api (a package runs it, never imports it). */
export const bin = fileURLToPath(new URL('../../../node_modules/.bin/palisade', import.meta.url));

/**
 * The `palisade` command on a data directory, and on a PostgreSQL database when given one (by
 * default the tests' own, when they use one).
 */
export function palisadeCli(dataDir: string, databaseUrl = process.env.TEST_DATABASE_URL) {
  const env = () => ({
    PATH: process.env.PATH,
    DATA_DIR: dataDir,
    // Tests that want the live demo ask for it.
    PALISADE_DEMO: '0',
    // As root the edge would bring up the location's WireGuard interface and UDP port, which
    // processes running side by side would share: the tunnel test brings up its own.
    EDGE_TUNNELS: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const palisade = (...args: string[]) => run(process.execPath, [bin, ...args], { env: env() });

  /**
   * A long-running `palisade` command; resolves once its output contains `ready`. `output()`
   * is everything it has written so far, to stdout and stderr.
   */
  async function daemon(args: string[], extraEnv: Record<string, string>, ready: string) {
    const child = spawn(process.execPath, [bin, ...args], {
      env: { ...env(), LOG_PRETTY: '0', ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes(ready)) resolve();
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code) =>
        reject(new Error(`palisade ${args[0]} exited ${code}: ${output}`)),
      );
    });
    return Object.assign(child, { output: () => output });
  }
  return { palisade, daemon };
}

/** Stops a daemon; answers its exit code (0 after a graceful shutdown). */
export const stopped = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });

/** The bearer token of the edges' /metrics in the tests that start them. */
const metricsToken = 'metrics-token-of-a-test-edge';

export interface EdgeProcessOptions {
  /** The API's base URL, reachable from the namespace. */
  api: string;
  token: string;
  /** The address it listens on (the location's, in the namespace) and its Java port. */
  host: string;
  port: number;
  /** Its /metrics port, on `host`. */
  metricsPort: number;
  /** The location's NATS (`--location-bus`); none unless given (each edge counts by itself). */
  locationBus?: string;
  /** Worker processes (`--workers`): 1 unless given. */
  workers?: number;
  /**
   * Its scheduling priority (`nice -n`, root may go below 0), for a test whose point is the rate
   * an edge sees: on a shared machine other tests' processes do not stall it into counting a
   * steady flood's connections in bursts. The default priority unless given.
   */
  nice?: number;
}

/**
 * A `palisade edge` process as an operator runs it, in the test's network namespace, with a state
 * directory of its own. Returned at once, so that a caller can list it before it is up (a start
 * that fails or times out then leaves none behind); `ready` resolves once its /metrics listens
 * (its listeners are up by then) and rejects, the process killed, if it exits first.
 */
export function spawnEdgeProcess(network: TestNetwork, options: EdgeProcessOptions) {
  const dir = mkdtempSync(path.join(tmpdir(), 'palisade-test-edge-'));
  const child: ChildProcess = network.spawn(
    'nice',
    [
      ...['-n', String(options.nice ?? 0), process.execPath],
      bin,
      'edge',
      ...['--api', options.api, '--host', options.host, '--port', String(options.port)],
      ...['--state-dir', dir, '--workers', String(options.workers ?? 1)],
      ...['--no-tunnels', '--kernel-filter', 'off'],
      ...['--metrics-host', options.host, '--metrics-port', String(options.metricsPort)],
      ...(options.locationBus ? ['--location-bus', options.locationBus] : []),
    ],
    {
      PATH: process.env.PATH,
      LOG_PRETTY: '0',
      PALISADE_EDGE_TOKEN: options.token,
      PALISADE_EDGE_METRICS_TOKEN: metricsToken,
    },
  );
  let output = '';
  const edge = {
    process: child,
    host: options.host,
    port: options.port,
    /** Everything it has written so far, to stdout and stderr. */
    output: () => output,
    /** Its /metrics, as Prometheus reads them. */
    async metrics() {
      const reply = await fetch(`http://${options.host}:${options.metricsPort}/metrics`, {
        headers: { authorization: `Bearer ${metricsToken}` },
      });
      return reply.text();
    },
    /** `palisade_edge_location_sharing`: 1 while it shares with its location, else 0. */
    async sharing() {
      const text = await edge.metrics();
      return Number(/^palisade_edge_location_sharing (\d)$/m.exec(text)?.[1]);
    },
    /** SIGTERM, as an operator stops it: it closes its listeners and ends; its state directory goes. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) await stopped(child);
      await rm(dir, { recursive: true, force: true });
    },
    /** SIGKILL, as a machine dies: nothing is flushed or said; its state directory goes. */
    async kill() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('metrics at')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`edge exited ${code}: ${output}`)));
  }).catch(async (error: Error) => {
    await edge.kill();
    throw error;
  });
  return Object.assign(edge, { ready });
}
export type EdgeProcess = ReturnType<typeof spawnEdgeProcess>;
