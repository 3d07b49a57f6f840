import type { BackendHealthReport, EdgeSnapshot } from '@palisade/contract';
import { AttackDetector } from './detection/detector';
import type { LocationBus } from './location/location-bus';
import type { EdgeMetrics } from './metrics/metrics';
import { compileState, type EdgeState } from './state';
import { type SyncLog, startConfigSync } from './sync/config-client';
import { startHealthReports } from './sync/health-reporter';
import { Recorder } from './sync/recorder';
import { selfReporter } from './sync/self-report';
import { startTelemetry } from './sync/telemetry-sender';
import { WakeRequests } from './sync/wake-requests';
import type { RelayOf } from './tunnels/forwarder';
import { startTunnels, type TunnelOptions } from './tunnels/plane';

export interface ControlOptions {
  apiUrl: string;
  token: string;
  stateDir: string;
  host: string;
  log: SyncLog & { debug(message: string): void };
  metrics: EdgeMetrics;
  /** What the backends' checks found, and whether the kernel filters, sent to the API every 10 s. */
  health(): Pick<BackendHealthReport, 'backends' | 'kernel_filter' | 'saturated'>;
  telemetryIntervalMs?: number;
  attackQuietMs?: number;
  /** Processes serving players (`--workers`), for the self-report; 1 when it is this one. */
  workers?: number;
  tunnels?: TunnelOptions;
  /** How the tunnels relay TCP: the data plane's relay (`data-plane.ts`' `relayOf`). */
  relayOf: RelayOf;
  /** The location's other edges, through NATS (`location/`); alone when absent. */
  location?: LocationBus | null;
}

type Follower = (snapshot: EdgeSnapshot, state: EdgeState) => void;

/**
 * The part of an edge that talks to the API, once per location however many processes serve
 * players: the config sync, the telemetry with its attack detection, the backends' health and
 * wake requests, and the WireGuard tunnels.
 */
export async function startControl(options: ControlOptions) {
  let current: { snapshot: EdgeSnapshot; state: EdgeState } | null = null;
  const followers: Follower[] = [];
  const detection = {
    threshold: (id: number) =>
      current?.state.network(id)?.settings.connections_per_second_threshold ?? null,
    ...(options.attackQuietMs ? { quietMs: options.attackQuietMs } : {}),
  };
  const { location } = options;
  const detector = location ? location.detector(detection) : new AttackDetector(detection);
  const recorder = new Recorder(detector);
  const tunnels = options.tunnels
    ? await startTunnels({
        host: options.host,
        stateDir: options.stateDir,
        recorder,
        forwarded: options.metrics.tunnelForwarded,
        log: options.log,
        tunnels: options.tunnels,
        relayOf: options.relayOf,
      })
    : null;

  const sync = await startConfigSync({
    apiUrl: options.apiUrl,
    token: options.token,
    stateDir: options.stateDir,
    onSnapshot(snapshot, source) {
      current = { snapshot, state: compileState(snapshot) };
      location?.join(snapshot.location.id);
      tunnels?.apply(snapshot);
      options.metrics.configVersion.set(snapshot.version);
      for (const follow of followers) follow(snapshot, current.state);
      options.log.debug(`config version ${snapshot.version} from ${source}`);
    },
    log: options.log,
  });
  const telemetry = await startTelemetry({
    apiUrl: options.apiUrl,
    token: options.token,
    stateDir: options.stateDir,
    recorder,
    log: options.log,
    ...(tunnels ? { beforeDrain: tunnels.sample } : {}),
    ...(location ? { attacks: location.claim } : {}),
    ...(options.telemetryIntervalMs ? { intervalMs: options.telemetryIntervalMs } : {}),
  });
  const wake = new WakeRequests();
  const self = selfReporter({
    recorder,
    workers: options.workers ?? 1,
    configVersion: () => current?.snapshot.version ?? 0,
  });
  const healthReports = startHealthReports({
    apiUrl: options.apiUrl,
    token: options.token,
    health: {
      report: () => ({
        ...options.health(),
        edge: self(),
        ...(location ? { location_sharing: location.sharing() } : {}),
      }),
    },
    wake,
    log: options.log,
  });
  wake.onWant = () => void healthReports.send();
  const gauge = setInterval(() => options.metrics.telemetryQueue.set(telemetry.queued()), 30_000);
  gauge.unref();

  return {
    recorder,
    wake,
    tunnels,
    /** The config in use, compiled; null before the first snapshot. */
    state: () => current?.state ?? null,
    /** Calls `follow` with each snapshot from now on, and at once with the one in use. */
    follow(follow: Follower) {
      followers.push(follow);
      if (current) follow(current.snapshot, current.state);
    },
    flushTelemetry: () => telemetry.flush(true),
    reportHealth: () => healthReports.send(),
    async stop() {
      clearInterval(gauge);
      healthReports.stop();
      await sync.stop();
      await telemetry.stop();
      await location?.stop();
      await tunnels?.stop();
    },
  };
}
