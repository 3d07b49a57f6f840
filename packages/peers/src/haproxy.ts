import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeProxyV2Local } from '@palisade/mcproto';
import { expect, vi } from 'vitest';
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

/**
 * HAProxy in HTTP mode in front of API processes, as an operator would run it: health checks
 * on `/healthz` take a dead process out of the rotation within a second, a refused connection
 * is retried on the other, and its timeouts outlast an edge's 25-second config long-poll.
 * Answers once HAProxy listens, whether or not an API process is up yet; `ready` waits for one.
 */
export async function startApiBalancer(apiPorts: number[]) {
  const dir = await mkdtemp(path.join(tmpdir(), 'palisade-balancer-'));
  const port = await freePort();
  const config = path.join(dir, 'haproxy.cfg');
  await writeFile(
    config,
    [
      'global',
      '  maxconn 256',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  timeout check 2s',
      '  retries 3',
      '  option redispatch',
      'frontend api',
      `  bind 127.0.0.1:${port}`,
      '  option forwardfor',
      '  default_backend apis',
      'backend apis',
      '  balance roundrobin',
      '  option httpchk GET /healthz',
      ...apiPorts.map(
        (p, i) => `  server api${i + 1} 127.0.0.1:${p} check inter 500 fall 2 rise 2`,
      ),
      '',
    ].join('\n'),
  );
  const haproxy: ChildProcess = spawn('haproxy', ['-db', '-f', config], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const health = () => fetch(`${url}/healthz`);
  await vi.waitFor(health, { timeout: 10_000, interval: 100 });
  return {
    url,
    ready: () =>
      vi.waitFor(async () => expect((await health()).ok).toBe(true), {
        timeout: 30_000,
        interval: 100,
      }),
    async stop() {
      haproxy.kill();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
