import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHealthReports } from './health-reporter';
import { WakeRequests } from './wake-requests';

/** A real HTTP server standing in for the API: keeps each report, answers 503 while `down`, else the success envelope. */
const received: { wake: number[] }[] = [];
let down = false;
const api = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { wake: number[] });
    response.statusCode = down ? 503 : 200;
    response.end(down ? '{}' : JSON.stringify({ status: 0, data: { backends: 0 } }));
  });
});
let apiUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

describe('wake requests in the health reports', () => {
  it('are sent at once, asked again after a lost report, and once per set and interval', async () => {
    const wake = new WakeRequests(10_000);
    const reports = startHealthReports({
      apiUrl,
      token: 't',
      health: { report: () => ({ backends: [] }) },
      wake,
      log: { info() {}, warn() {} },
      intervalMs: 3_600_000,
      firstAfterMs: 3_600_000,
    });
    let sending: Promise<void> = Promise.resolve();
    wake.onWant = () => {
      sending = reports.send();
    };
    try {
      down = true;
      wake.want(7);
      await sending;
      expect(received.at(-1)?.wake).toEqual([7]);
      // Another player of the same set within the interval: no new report.
      const before = received.length;
      wake.want(7);
      expect(received.length).toBe(before);
      down = false;
      await reports.send();
      expect(received.at(-1)?.wake).toEqual([7]);
      await reports.send();
      expect(received.at(-1)?.wake).toEqual([]);
      wake.want(8);
      await sending;
      expect(received.at(-1)?.wake).toEqual([8]);
    } finally {
      reports.stop();
    }
  });
});

describe('health reports', () => {
  it('go out once shortly after start, not only at the first interval', async () => {
    const before = received.length;
    const reports = startHealthReports({
      apiUrl,
      token: 't',
      health: { report: () => ({ backends: [] }) },
      wake: new WakeRequests(),
      log: { info() {}, warn() {} },
      intervalMs: 3_600_000,
      firstAfterMs: 50,
    });
    try {
      await expect.poll(() => received.length).toBe(before + 1);
    } finally {
      reports.stop();
    }
  });
});
