import { apiBase } from '@palisade/contract';
import type { BackendHealth } from '../routing/health';
import type { SyncLog } from './config-client';
import type { WakeRequests } from './wake-requests';

/**
 * Sends what the backend checks found to the API every `intervalMs` (10 s). Each report replaces
 * the last, so a lost one needs no retry: the next carries the same news.
 */
export function startHealthReports(options: {
  apiUrl: string;
  token: string;
  health: Pick<BackendHealth, 'report'>;
  wake: WakeRequests;
  log: SyncLog;
  intervalMs?: number;
}) {
  let failing = false;
  const send = async () => {
    const wake = options.wake.take();
    const response = await fetch(`${options.apiUrl}${apiBase}/edge/backendHealth`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-edge-token': options.token },
      body: JSON.stringify({ ...options.health.report(), wake }),
      signal: AbortSignal.timeout(10_000),
    }).catch((error: Error) => error);
    const failed = response instanceof Error || !response.ok;
    if (failed) options.wake.giveBack(wake);
    // Said once per outage, not every ten seconds.
    if (failed && !failing) {
      options.log.warn(
        `backend health not delivered (${response instanceof Error ? response.message : `HTTP ${response.status}`})`,
      );
    }
    failing = failed;
  };
  const timer = setInterval(() => void send(), options.intervalMs ?? 10_000);
  timer.unref();
  return { send, stop: () => clearInterval(timer) };
}
