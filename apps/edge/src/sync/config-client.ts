import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type EdgeSnapshot, edgeSnapshot } from '@palisade/contract';
import { callRoute } from '@palisade/contract/client';
import { endpoints } from '@palisade/contract/endpoints';

export interface SyncLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface ConfigSyncOptions {
  apiUrl: string;
  token: string;
  /** Where the last good snapshot is kept, so a restart without the API still routes. */
  stateDir: string;
  onSnapshot(snapshot: EdgeSnapshot, source: 'api' | 'disk'): void;
  log: SyncLog;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Keeps the edge's config current: loads the last good snapshot from disk, then long-polls the
 * API for newer versions. While the API is unreachable it retries with capped back-off and
 * the edge goes on with what it has.
 */
export async function startConfigSync(options: ConfigSyncOptions) {
  const file = path.join(options.stateDir, 'snapshot.json');
  const controller = new AbortController();
  let version = 0;

  try {
    const stored = edgeSnapshot.parse(JSON.parse(await readFile(file, 'utf8')));
    version = stored.version;
    options.onSnapshot(stored, 'disk');
    options.log.info(`routing from the snapshot on disk (version ${version})`);
  } catch {
    options.log.info('no usable snapshot on disk; waiting for the API');
  }

  const save = async (snapshot: EdgeSnapshot) => {
    await mkdir(options.stateDir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    // The snapshot holds the location's WireGuard private key: readable by the edge alone.
    await writeFile(temporary, JSON.stringify(snapshot), { mode: 0o600 });
    await rename(temporary, file);
  };

  const loop = async () => {
    let failures = 0;
    while (!controller.signal.aborted) {
      try {
        const answer = await callRoute(
          options.apiUrl,
          endpoints.edgeConfig,
          { query: { since: version, wait: 25 } },
          {
            headers: { 'x-edge-token': options.token },
            signal: AbortSignal.any([controller.signal, AbortSignal.timeout(35_000)]),
          },
        );
        if (!answer.ok) throw new Error(answer.error?.message ?? `HTTP ${answer.status}`);
        failures = 0;
        if ('unchanged' in answer.data) continue;
        const snapshot = edgeSnapshot.parse(answer.data);
        version = snapshot.version;
        options.onSnapshot(snapshot, 'api');
        await save(snapshot).catch((error: Error) =>
          options.log.warn(`cannot keep the snapshot: ${error.message}`),
        );
      } catch (error) {
        if (controller.signal.aborted) break;
        failures += 1;
        const delay =
          Math.min(15_000, 500 * 2 ** Math.min(failures, 5)) * (0.75 + Math.random() / 2);
        options.log.warn(
          `config sync failed (${(error as Error).message}); retrying in ${Math.round(delay)} ms`,
        );
        await sleep(delay, controller.signal);
      }
    }
  };
  const running = loop();

  return {
    stop: async () => {
      controller.abort();
      await running;
    },
  };
}
