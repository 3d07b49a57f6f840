import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackendGuard, RefusedBackend } from './backend-guard';

let server: Server;
let port: number;
let accepted = 0;

beforeAll(async () => {
  server = createServer((socket) => {
    accepted += 1;
    socket.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** How a dial through the guard ends: connected, or the error's code. */
const dial = (guard: BackendGuard, host: string) =>
  new Promise<string>((resolve) => {
    const socket = guard.connect({ host, port });
    socket.on('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

describe("the edge's dial guard", () => {
  it('refuses IPv4-compatible IPv6 of loopback before dialing, as it refuses loopback', async () => {
    const guard = new BackendGuard();
    for (const host of ['127.0.0.1', '::7f00:1', '::127.0.0.1', '::ffff:127.0.0.1'])
      expect(await dial(guard, host), host).toBe('EBACKENDREFUSED');
    await expect(guard.resolve('::7f00:1', port)).rejects.toBeInstanceOf(RefusedBackend);
    expect(accepted).toBe(0);
  });

  it('dials what the operator allowed', async () => {
    const guard = new BackendGuard();
    guard.allow([`127.0.0.1:${port}`]);
    expect(await dial(guard, '127.0.0.1')).toBe('connected');
    expect(await guard.resolve('::7f00:1', port)).toBe('::7f00:1');
  });

  it('refuses again once an allowance is taken back, though it dialed the address before', async () => {
    const guard = new BackendGuard();
    guard.allow([`127.0.0.1:${port}`]);
    expect(await dial(guard, '127.0.0.1')).toBe('connected');
    guard.allow([]);
    expect(await dial(guard, '127.0.0.1')).toBe('EBACKENDREFUSED');
  });
});
