import { appendFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
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
  texts.delete(old);
}

/**
 * A batch as JSON, made once for the journal and the sends that follow: a busy edge's batch is
 * tens of thousands of sessions, and one the API does not take is sent again every tick.
 */
const texts = new WeakMap<TelemetryBatch, string>();

function textOf(batch: TelemetryBatch): string {
  let text = texts.get(batch);
  if (text === undefined) {
    text = JSON.stringify(batch);
    texts.set(batch, text);
  }
  return text;
}

const lineOf = (change: QueueLine) =>
  'batch' in change ? `{"batch":${textOf(change.batch)}}` : JSON.stringify(change);

/**
 * Past this many lines beyond the queue's own the file is written anew: during a long outage about
 * every quarter of an hour, which also takes the forgotten addresses and the dropped batches out.
 */
const slackLines = 90;

interface QueueState {
  nextSeq: number;
  queue: TelemetryBatch[];
  /** The play sessions under way when the file was last written, and when that was. */
  open: PlaySession[];
  at: number | null;
}

/** One line of the queue file: what changed, appended in order. */
type QueueLine =
  | { seq: number }
  | { batch: TelemetryBatch }
  | { sent: number }
  | { open: PlaySession[]; at: number };

/**
 * The queue on disk as a journal of JSON lines: a new batch, a delivered one's number and the
 * open sessions are appended, so a tick while the API is away writes what it adds, not the whole
 * queue again (up to 720 batches of a busy edge's sessions every 10 s). The file is written whole,
 * through a temporary file, when the queue empties and when the journal has grown `slackLines`
 * past it. Readable by the edge alone: sessions name players.
 */
function queueFile(file: string) {
  let lines = 0;
  return {
    async load(): Promise<QueueState> {
      const state: QueueState = { nextSeq: Date.now(), queue: [], open: [], at: null };
      const text = await readFile(file, 'utf8').catch(() => '');
      for (const line of text.split('\n')) {
        let record: QueueLine;
        try {
          record = JSON.parse(line) as QueueLine;
        } catch {
          // The end of a line a killed edge was writing; what came before it stands.
          continue;
        }
        lines += 1;
        if ('seq' in record) state.nextSeq = record.seq;
        else if ('batch' in record) {
          state.queue.push(record.batch);
          state.nextSeq = Math.max(state.nextSeq, record.batch.seq + 1);
        } else if ('sent' in record) state.queue = state.queue.filter((b) => b.seq !== record.sent);
        else if ('open' in record) {
          state.open = record.open;
          state.at = record.at;
        }
      }
      if (state.queue.length > maxQueued) state.queue.splice(0, state.queue.length - maxQueued);
      for (let i = 0; i < state.queue.length - sourcesKept; i += 1) {
        for (const bucket of state.queue[i]?.buckets ?? []) bucket.sources = [];
        if (state.queue[i]) (state.queue[i] as TelemetryBatch).refusals = [];
      }
      return state;
    },
    /** Appends the changes, or writes the state whole when the journal has grown past it. */
    async save(state: QueueState, changes: QueueLine[]) {
      await mkdir(path.dirname(file), { recursive: true });
      if (state.queue.length > 0 && lines + changes.length <= state.queue.length + slackLines) {
        await appendFile(file, `${changes.map(lineOf).join('\n')}\n`, {
          mode: 0o600,
        });
        lines += changes.length;
        return;
      }
      const whole: QueueLine[] = [
        { seq: state.nextSeq },
        ...state.queue.map((batch) => ({ batch })),
        { open: state.open, at: state.at ?? Date.now() },
      ];
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, `${whole.map(lineOf).join('\n')}\n`, {
        mode: 0o600,
      });
      await rename(temporary, file);
      lines = whole.length;
    },
  };
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
  const file = queueFile(path.join(options.stateDir, 'telemetry-queue.jsonl'));
  // A new edge starts its numbers at the clock, above anything an earlier install sent.
  const state = await file.load();
  const persist = (changes: QueueLine[]) => {
    state.open = options.recorder.open();
    state.at = Date.now();
    return file.save(state, [...changes, { open: state.open, at: state.at }]);
  };

  // Sessions the last process of this edge left open ended with it: their players were cut off
  // when it stopped or died, at the latest when it last wrote this file.
  const leftOpen = state.open;
  if (leftOpen.length > 0) {
    const ended = state.at ?? Date.now();
    const batch: TelemetryBatch = {
      seq: state.nextSeq++,
      buckets: [],
      sessions: leftOpen.map((session) => ({ ...session, ended_at: ended })),
      refusals: [],
      attacks: [],
    };
    state.queue.push(batch);
    await persist([{ batch }]);
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
        const batch: TelemetryBatch = {
          seq: state.nextSeq++,
          buckets,
          sessions,
          refusals,
          attacks,
          ...(tunnels.length > 0 ? { tunnels } : {}),
          ...(bedrock.length > 0 ? { bedrock } : {}),
        };
        state.queue.push(batch);
        if (state.queue.length > maxQueued) state.queue.splice(0, state.queue.length - maxQueued);
        forgetOldSources(state.queue);
        // On disk before it goes out: an edge killed before the API answers sends the batch
        // again after its restart, under the same number, instead of losing it (or numbering
        // the next one with it, which the API would skip as a batch it has stored).
        await persist([{ batch }]);
      }
      const sent: QueueLine[] = [];
      while (state.queue.length > 0) {
        const batch = state.queue[0] as TelemetryBatch;
        const answer = await callRoute(
          options.apiUrl,
          endpoints.edgeTelemetry,
          { body: batch },
          {
            headers: { 'x-edge-token': options.token },
            signal: AbortSignal.timeout(10_000),
            json: textOf(batch),
          },
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
        sent.push({ sent: batch.seq });
      }
      if (sent.length > 0) await persist(sent);
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
