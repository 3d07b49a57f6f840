import type { AsnLookup } from '../geo/asn';
import type { CountryLookup } from '../geo/country';
import { lazyGeo } from '../geo/lazy';
import type { WakeSink } from '../ports';
import type { Recorder } from '../sync/recorder';
import type { CountOp, Counts } from './messages';

type Replay = { [M in keyof Counts]: (worker: number, ...args: Parameters<Counts[M]>) => void };

/**
 * The primary's side of its workers' counts (`outbox.ts`): each is counted in the location's one
 * recorder at the time the worker counted it. Besides, it keeps per worker the play sessions
 * under way on it (they end when it dies) and, per Bedrock tunnel, its players (the tunnel's
 * are their sum).
 */
export function workerCounts(
  recorder: Recorder,
  wake: WakeSink,
  lookups: { country: CountryLookup; asn: AsnLookup },
) {
  const sessions = new Map<number, Set<string>>();
  const bedrockPlayers = new Map<number, Map<number, number>>();
  let at = 0;
  const replay: Replay = {
    connection: (_, networkId, info) =>
      recorder.connection(
        networkId,
        info ? { ...info, geo: lazyGeo(lookups, info.address) } : undefined,
        at,
      ),
    statusPing: (_, networkId) => recorder.statusPing(networkId, at),
    dropped: (_, networkId, reason) => recorder.dropped(networkId, reason, at),
    refused: (_, networkId, reason, who) =>
      recorder.refused(networkId, reason, { ...who, geo: lazyGeo(lookups, who.address) }, at),
    bytes: (_, networkId, sessionId, bytesIn, bytesOut) =>
      recorder.bytes(networkId, sessionId, bytesIn, bytesOut, at),
    login: (worker, networkId, info, sessionId) => {
      recorder.login(networkId, info, sessionId, at);
      sessions.set(worker, (sessions.get(worker) ?? new Set()).add(sessionId));
    },
    played: (_, sessionId) => recorder.played(sessionId, at),
    logout: (worker, sessionId, end) => {
      sessions.get(worker)?.delete(sessionId);
      recorder.logout(sessionId, end ?? undefined, at);
    },
    bedrockTunnel: (worker, tunnelId, bytesIn, bytesOut, players) => {
      const perWorker = bedrockPlayers.get(tunnelId) ?? new Map<number, number>();
      bedrockPlayers.set(tunnelId, perWorker.set(worker, players));
      const total = [...perWorker.values()].reduce((sum, n) => sum + n, 0);
      recorder.bedrockTunnel(tunnelId, bytesIn, bytesOut, total, at);
    },
    want: (_, setId) => wake.want(setId),
  };
  return {
    count(worker: number, [method, args, time]: CountOp) {
      at = time;
      (replay[method] as (worker: number, ...args: unknown[]) => void)(worker, ...args);
    },
    /**
     * A worker died: its players were cut off with it, and their sessions end now, as a
     * restarted edge ends those its dead process left open (docs/edge.md#telemetry).
     */
    died(worker: number) {
      for (const perWorker of bedrockPlayers.values()) perWorker.delete(worker);
      for (const id of sessions.get(worker) ?? []) recorder.logout(id);
      sessions.delete(worker);
    },
  };
}
