import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeProxyV2Local } from '@palisade/mcproto';
import { vi } from 'vitest';
import { freePort } from './ports';

/**
 * HAProxy with `accept-proxy` in front of a backend: an independent PROXY protocol v2 reader.
 * It refuses connections without a valid header and logs `player <address>:<port>` for each.
 */
export async function startProxyV2Checker(backendPort: number) {
  const dir = await mkdtemp(path.join(tmpdir(), 'palisade-haproxy-'));
  const port = await freePort();
  const config = path.join(dir, 'haproxy.cfg');
  await writeFile(
    config,
    [
      'global',
      '  maxconn 64',
      '  log stdout format raw local0',
      'defaults',
      '  mode tcp',
      '  log global',
      '  option logasap',
      '  timeout connect 2s',
      '  timeout client 30s',
      '  timeout server 30s',
      'frontend players',
      `  bind 127.0.0.1:${port} accept-proxy`,
      '  log-format "player %ci:%cp"',
      '  default_backend minecraft',
      'backend minecraft',
      `  server mc 127.0.0.1:${backendPort}`,
      '',
    ].join('\n'),
  );
  const haproxy: ChildProcess = spawn('haproxy', ['-db', '-f', config], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const checker = {
    port,
    log: '',
    async stop() {
      haproxy.kill();
      await rm(dir, { recursive: true, force: true });
    },
  };
  haproxy.stdout?.on('data', (chunk: Buffer) => {
    checker.log += chunk.toString();
  });
  await vi.waitFor(
    () =>
      new Promise<void>((resolve, reject) =>
        connect(port, '127.0.0.1')
          // A LOCAL header, so this probe leaves no error in the log the tests read.
          .once('connect', function (this: Socket) {
            this.end(writeProxyV2Local());
            resolve();
          })
          .once('error', reject),
      ),
    { timeout: 10_000, interval: 100 },
  );
  return checker;
}
