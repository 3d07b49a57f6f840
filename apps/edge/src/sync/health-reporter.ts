import { callRoute } from '@palisade/contract/client';
import { endpoints } from '@palisade/contract/endpoints';
import type { BackendHealth } from '../routing/health';
import type { SyncLog } from './config-client';
import type { WakeRequests } from './wake-requests';

/**
 * Sends what the backend checks found to the API every `intervalMs` (10 s), the first time
 * `firstAfterMs` (2.5 s) after start: the first checks have answered or timed out (2 s) by then,
 * and the fleet sees a new or restarted edge's version at once. Each report replaces the last,
 * so a lost one needs no retry: the next carries the same news.
 */
export function startHealthReports(options: {
  apiUrl: string;
  token: string;
  health: Pick<BackendHealth, 'report'>;
  wake: WakeRequests;
  log: SyncLog;
  intervalMs?: number;
  firstAfterMs?: number;
}) {
  let failing = false;
  const send = async () => {
    const wake = options.wake.take();
    const answer = await callRoute(
      options.apiUrl,
      endpoints.edgeBackendHealth,
      { body: { ...options.health.report(), wake } },
      { headers: { 'x-edge-token': options.token }, signal: AbortSignal.timeout(10_000) },
    ).catch((error: Error) => error);
    const failed = answer instanceof Error || !answer.ok;
    if (failed) options.wake.giveBack(wake);
    // Said once per outage, not every ten seconds.
    if (failed && !failing) {
      options.log.warn(
        `backend health not delivered (${answer instanceof Error ? answer.message : `HTTP ${answer.status}`})`,
      );
    }
    failing = failed;
  };
  const first = setTimeout(() => void send(), options.firstAfterMs ?? 2500);
  const timer = setInterval(() => void send(), options.intervalMs ?? 10_000);
  first.unref();
  timer.unref();
  return {
    send,
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
