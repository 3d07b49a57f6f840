import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer as createHttpServer, type ServerResponse } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TelemetryBatch } from '@palisade/contract';
import { describe, expect, it, vi } from 'vitest';
import { Recorder } from './recorder';
import { startTelemetry } from './telemetry-sender';

/** A port nothing listens on: the API is away. */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * A real HTTP API that keeps every batch it is sent; it answers while `answering()` says so and
 * otherwise holds the reply, as an API that dies before answering.
 */
async function receivingApi(answering: () => boolean = () => true) {
  const received: TelemetryBatch[] = [];
  const unanswered: ServerResponse[] = [];
  const api = createHttpServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      received.push(JSON.parse(body) as TelemetryBatch);
      if (answering()) response.end('{"status":0,"data":{}}');
      else unanswered.push(response);
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const address = api.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    received,
    /** Telemetry options of an edge that sends here on request only. */
    options: (stateDir: string) => ({
      apiUrl: url,
      token: 'unused',
      stateDir,
      log: { info() {}, warn() {}, debug() {} },
      intervalMs: 3_600_000,
    }),
    close() {
      for (const response of unanswered) response.end();
      api.close();
    },
  };
}

describe('telemetry queued while the API is away', () => {
  it('keeps the addresses of the newest 30 batches only, and every count, through a restart', async () => {
    const stateDir = await mkdtemp(path.join(tmpdir(), 'palisade-queue-'));
    const file = path.join(stateDir, 'telemetry-queue.jsonl');
    const recorder = new Recorder();
    const quiet = { info() {}, warn() {}, debug() {} };
    const away = await startTelemetry({
      apiUrl: `http://127.0.0.1:${await closedPort()}`,
      token: 'unused',
      stateDir,
      recorder,
      log: quiet,
      intervalMs: 3_600_000,
    });
    const api = await receivingApi();
    try {
      const geo = { asn: () => null, country: () => null };
      let before = '';
      for (let i = 0; i < 40; i++) {
        recorder.connection(1, { address: `192.0.2.${i}`, domain: 'a.example', geo, bytes: 1 });
        await away.flush(true);
        // Each tick adds to the file; what it held stays as it was, not written again.
        const now = await readFile(file, 'utf8');
        expect(now.startsWith(before)).toBe(true);
        before = now;
      }
      await away.stop();
      // The edge comes back with the API: the 40 batches go out in order.
      const back = await startTelemetry({ ...api.options(stateDir), recorder: new Recorder() });
      await back.flush();
      await back.stop();
      const queue = api.received;
      expect(queue).toHaveLength(40);
      const named = queue.map((batch) => batch.buckets.some((b) => b.sources.length > 0));
      expect(named).toEqual([...Array(10).fill(false), ...Array(30).fill(true)]);
      expect(queue.every((batch) => batch.buckets[0]?.connections === 1)).toBe(true);
      expect(queue.map((batch) => batch.seq)).toEqual(
        queue.map((_, i) => (queue[0]?.seq ?? 0) + i),
      );
      // Delivered, the queue is written anew: nothing is left to send.
      expect(await readFile(file, 'utf8')).not.toContain('"batch"');
    } finally {
      api.close();
      await rm(stateDir, { recursive: true, force: true });
    }
  });
});

describe('a batch on its way when the edge is killed', () => {
  it('goes out again after a restart, under the same number', async () => {
    const stateDir = await mkdtemp(path.join(tmpdir(), 'palisade-queue-'));
    let answering = false;
    // A real HTTP API that takes the first batch and dies before it answers.
    const api = await receivingApi(() => answering);
    const { received } = api;
    const options = api.options(stateDir);
    const recorder = new Recorder();
    const killed = await startTelemetry({ ...options, recorder });
    try {
      recorder.statusPing(1);
      void killed.flush(true);
      await vi.waitFor(() => expect(received).toHaveLength(1));
      // What the killed edge left on disk is all that its restart knows.
      answering = true;
      const again = await startTelemetry({ ...options, recorder: new Recorder() });
      await again.flush();
      await again.stop();
      expect(received).toHaveLength(2);
      expect(received[1]).toEqual(received[0]);
      expect(received[0]?.buckets[0]?.status_pings).toBe(1);
    } finally {
      await killed.stop();
      api.close();
      await rm(stateDir, { recursive: true, force: true });
    }
  });
});

describe('play sessions under way when the edge dies', () => {
  it('end at the restart, when the dead edge last wrote its state', async () => {
    const stateDir = await mkdtemp(path.join(tmpdir(), 'palisade-queue-'));
    const api = await receivingApi();
    const { received } = api;
    const options = api.options(stateDir);
    const recorder = new Recorder();
    const dead = await startTelemetry({ ...options, recorder });
    try {
      const player = { address: '192.0.2.7', protocol: 767, domain: 'a.example' };
      const gone = recorder.login(1, { ...player, username: 'Gone', country: null, asn: null });
      const stays = recorder.login(1, { ...player, username: 'Stays', country: null, asn: null });
      recorder.logout(gone);
      await dead.flush(true);
      const lastWrite = Date.now();
      // The process dies here: nothing else is sent, and the restart knows only the file.
      const restarted = await startTelemetry({ ...options, recorder: new Recorder() });
      await restarted.flush();
      await restarted.stop();
      const ended = received.flatMap((batch) => batch.sessions).filter((s) => s.id === stays);
      expect(ended.map((s) => s.ended_at === null)).toEqual([true, false]);
      expect(ended[1]?.ended_at).toBeGreaterThanOrEqual(ended[1]?.started_at ?? 0);
      expect(ended[1]?.ended_at).toBeLessThanOrEqual(lastWrite);
      // A session that ended before is not ended twice.
      expect(received.flatMap((b) => b.sessions).filter((s) => s.id === gone)).toHaveLength(1);
    } finally {
      await dead.stop();
      api.close();
      await rm(stateDir, { recursive: true, force: true });
    }
  });
});
