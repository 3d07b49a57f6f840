import { callRoute } from '@palisade/contract/client';
import { endpoints } from '@palisade/contract/endpoints';
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
  const timer = setInterval(() => void send(), options.intervalMs ?? 10_000);
  timer.unref();
  return { send, stop: () => clearInterval(timer) };
}
