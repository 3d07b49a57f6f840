import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AttackReport, PlaySession, TelemetryBatch } from '@palisade/contract';
import { callRoute } from '@palisade/contract/client';
import { endpoints } from '@palisade/contract/endpoints';
import type { SyncLog } from './config-client';
import { bucketMs, type Recorder } from './recorder';

/** Batches kept while the API is away; past this the oldest are dropped. */
const maxQueued = 720;

/**
 * Queued batches beyond the newest `sourcesKept` lose their addresses, the sources' and the
 * refusals' (the counts stay), so two hours without the API cost the queue file a few MB of
 * addresses at most, not hundreds.
 */
const sourcesKept = 30;

function forgetOldSources(queue: TelemetryBatch[]) {
  const old = queue[queue.length - 1 - sourcesKept];
  if (!old) return;
  for (const bucket of old.buckets) bucket.sources = [];
  old.refusals = [];
}

/**
 * Just after each 10-second bucket closes (or every `intervalMs`): drain the recorder into a
 * numbered batch, queue it, and send the queue in
 * order. The queue and the next number live on disk, so batches survive an edge restart and a
 * batch sent twice keeps its number (the API stores it once).
 */
export async function startTelemetry(options: {
  apiUrl: string;
  token: string;
  stateDir: string;
  recorder: Recorder;
  log: SyncLog;
  intervalMs?: number;
  /** Runs before each drain (the tunnels record what WireGuard counted). */
  beforeDrain?: () => Promise<void>;
  /** Which of the drained attack reports this edge sends (its location's edges choose one). */
  attacks?: (reports: AttackReport[]) => Promise<AttackReport[]>;
}) {
  const file = path.join(options.stateDir, 'telemetry-queue.json');
  let state: {
    nextSeq: number;
    queue: TelemetryBatch[];
    /** The play sessions under way when the file was written, and when that was. */
    open?: PlaySession[];
    at?: number;
  } = { nextSeq: Date.now(), queue: [] };
  try {
    state = JSON.parse(await readFile(file, 'utf8')) as typeof state;
  } catch {
    // A new edge starts its numbers at the clock, above anything an earlier install sent.
  }

  const persist = async () => {
    await mkdir(options.stateDir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    state.open = options.recorder.open();
    state.at = Date.now();
    // Sessions name players: readable by the edge alone.
    await writeFile(temporary, JSON.stringify(state), { mode: 0o600 });
    await rename(temporary, file);
  };

  // Sessions the last process of this edge left open ended with it: their players were cut off
  // when it stopped or died, at the latest when it last wrote this file.
  const leftOpen = state.open ?? [];
  if (leftOpen.length > 0) {
    const ended = state.at ?? Date.now();
    state.queue.push({
      seq: state.nextSeq++,
      buckets: [],
      sessions: leftOpen.map((session) => ({ ...session, ended_at: ended })),
      refusals: [],
      attacks: [],
    });
    await persist();
  }

  const send = async (everything: boolean) => {
    try {
      await options.beforeDrain?.();
      const drained = options.recorder.drain(Date.now(), everything);
      const { buckets, sessions, refusals, tunnels, bedrock } = drained;
      const attacks = options.attacks ? await options.attacks(drained.attacks) : drained.attacks;
      const counted =
        buckets.length + sessions.length + refusals.length + attacks.length + tunnels.length;
      if (counted + bedrock.length > 0) {
        state.queue.push({
          seq: state.nextSeq++,
          buckets,
          sessions,
          refusals,
          attacks,
          ...(tunnels.length > 0 ? { tunnels } : {}),
          ...(bedrock.length > 0 ? { bedrock } : {}),
        });
        if (state.queue.length > maxQueued) state.queue.splice(0, state.queue.length - maxQueued);
        forgetOldSources(state.queue);
        // On disk before it goes out: an edge killed before the API answers sends the batch
        // again after its restart, under the same number, instead of losing it (or numbering
        // the next one with it, which the API would skip as a batch it has stored).
        await persist();
      }
      let sent = 0;
      while (state.queue.length > 0) {
        const batch = state.queue[0] as TelemetryBatch;
        const answer = await callRoute(
          options.apiUrl,
          endpoints.edgeTelemetry,
          { body: batch },
          { headers: { 'x-edge-token': options.token }, signal: AbortSignal.timeout(10_000) },
        ).catch((error: Error) => error);
        if (answer instanceof Error || (!answer.ok && answer.status >= 500)) {
          options.log.warn(
            `telemetry not delivered (${answer instanceof Error ? answer.message : answer.status}); ${state.queue.length} batches wait`,
          );
          break;
        }
        if (!answer.ok)
          options.log.warn(`telemetry batch ${batch.seq} refused: HTTP ${answer.status}`);
        state.queue.shift();
        sent += 1;
      }
      if (sent > 0) await persist();
    } catch (error) {
      options.log.warn(`telemetry flush failed: ${(error as Error).message}`);
    }
  };
  // One send at a time, in order: a flush asked for during a send runs after it.
  let sending = Promise.resolve();
  /** Sends the closed buckets, or with `everything` the open ones too (shutdown, tests). */
  const flush = (everything = false) => {
    sending = sending.then(() => send(everything));
    return sending;
  };

  // Half a second past each bucket's end, so a bucket reaches the API about 10.5 s after it
  // opened instead of waiting for a timer out of step with the buckets.
  const nextDelay = () => options.intervalMs ?? bucketMs - (Date.now() % bucketMs) + 500;
  let timer = setTimeout(function tick() {
    void flush();
    timer = setTimeout(tick, nextDelay());
  }, nextDelay());
  return {
    flush,
    queued: () => state.queue.length,
    stop: async () => {
      clearTimeout(timer);
      await flush(true);
    },
  };
}
