import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { vi } from 'vitest';
import { freePort } from './ports';

/**
 * A NATS server with JetStream of the test's own (Debian's `nats-server`, which `npm test`'s
 * system check installs), on a free port of `host` (loopback unless a test's network namespace
 * gives another) with its store in a temporary folder: a test may kill it and start it again
 * without touching the machine's server on 4222.
 */
export async function startNatsServer(host = '127.0.0.1') {
  const port = await freePort();
  const dir = await mkdtemp(path.join(tmpdir(), 'palisade-nats-'));
  let server: ChildProcess | null = null;

  const listening = () =>
    vi.waitFor(
      () =>
        new Promise<void>((resolve, reject) =>
          connect(port, host)
            .once('connect', function (this: Socket) {
              this.destroy();
              resolve();
            })
            .once('error', reject),
        ),
      { timeout: 15_000, interval: 100 },
    );

  const start = async () => {
    server = spawn(
      'nats-server',
      ['-a', host, '-p', String(port), '-js', '-sd', dir, '-l', path.join(dir, 'log')],
      { stdio: 'ignore' },
    );
    await listening();
  };

  const kill = () =>
    new Promise<void>((resolve) => {
      const running = server;
      server = null;
      if (!running || running.exitCode !== null || running.signalCode !== null) return resolve();
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });

  await start();
  return {
    url: `nats://${host}:${port}`,
    /** Ends the server at once (SIGKILL): its clients' connections drop. */
    kill,
    /** Starts it again on the same port and store. */
    start,
    async close() {
      await kill();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
export type NatsServer = Awaited<ReturnType<typeof startNatsServer>>;
