import type { EdgeSnapshot } from '@palisade/contract';
import { startBedrock } from './bedrock/proxy';
import type { BedrockLimits } from './bedrock/tunnel-port';
import { AttackDetector } from './detection/detector';
import { AllowList } from './filters/allow-list';
import { CheckMemory } from './filters/checks';
import { Jail } from './filters/jail';
import { RateGuard } from './filters/rate';
import { Slots } from './filters/slots';
import { type AsnLookup, loadAsnLookup } from './geo/asn';
import { type CountryLookup, loadCountryLookup } from './geo/country';
import { warmLimbo } from './limbo';
import { createJavaListener } from './listener/java';
import { StatusCache } from './listener/status-cache';
import { createEdgeMetrics } from './metrics/metrics';
import { BackendHealth } from './routing/health';
import { compileState, type EdgeState } from './state';
import { type SyncLog, startConfigSync } from './sync/config-client';
import { startHealthReports } from './sync/health-reporter';
import { Recorder } from './sync/recorder';
import { startTelemetry } from './sync/telemetry-sender';
import { WakeRequests } from './sync/wake-requests';
import { startTunnels, type TunnelOptions } from './tunnels/plane';

export interface EdgeOptions {
  apiUrl: string;
  token: string;
  /** Last good snapshot and unsent telemetry live here. */
  stateDir: string;
  javaPort: number;
  host?: string;
  log: SyncLog & { debug(message: string): void };
  telemetryIntervalMs?: number;
  /** How long a client may take to send its handshake and Login Start; 5 s by default. */
  handshakeTimeoutMs?: number;
  /** Country and ASN lookups instead of the offline databases' (tests, an operator's own data). */
  geo?: { country: CountryLookup; asn: AsnLookup };
  /** Process metrics (CPU, memory, event loop) in the edge's registry: off when in-process. */
  processMetrics?: boolean;
  /** Quiet time after which an attack closes; 60 s (tests shorten it). */
  attackQuietMs?: number;
  /** How long a player stays in play before the address is allowed; 5 s (tests shorten it). */
  playedMs?: number;
  /**
   * Build the in-world verification's packets for every release at start (`warmLimbo`) rather
   * than when the first client of each arrives, mid-attack. Edges that serve players set it.
   */
  warmLimbo?: boolean;
  /**
   * Carry the location's WireGuard tunnels (when the machine can: see `tunnels/plane.ts`).
   * Absent: no tunnels, as for edges in tests that run side by side.
   */
  tunnels?: TunnelOptions;
  /** Address the Bedrock tunnels' ports listen on; `host` by default. */
  bedrockHost?: string;
  /** Caps of the Bedrock proxy other than the defaults (`bedrock/proxy.ts`; benchmarks). */
  bedrockLimits?: Partial<BedrockLimits>;
}

/**
 * One edge: syncs its config from the API, serves Minecraft Java players, and reports what it
 * counted. Runs alone (`palisade edge`) or inside `palisade start`, the same code either way.
 */
export async function startEdge(options: EdgeOptions) {
  let state: EdgeState | null = null;
  const health = new BackendHealth();
  const rate = new RateGuard();
  const detector = new AttackDetector({
    threshold: (id) =>
      (state as EdgeState | null)?.network(id)?.settings.connections_per_second_threshold ?? null,
    ...(options.attackQuietMs ? { quietMs: options.attackQuietMs } : {}),
  });
  const recorder = new Recorder(detector);
  const allow = new AllowList();
  const checks = new CheckMemory();
  const jail = new Jail();
  const statusCache = new StatusCache(health.guard);
  const metrics = createEdgeMetrics({ defaultMetrics: options.processMetrics ?? true });
  const tunnels = options.tunnels
    ? await startTunnels({
        host: options.host ?? '0.0.0.0',
        stateDir: options.stateDir,
        recorder,
        forwarded: metrics.tunnelForwarded,
        log: options.log,
        tunnels: options.tunnels,
      })
    : null;

  const country = options.geo?.country ?? loadCountryLookup();
  const asn = options.geo?.asn ?? (await loadAsnLookup());
  const bedrock = startBedrock({
    host: options.bedrockHost ?? options.host ?? '0.0.0.0',
    state: () => state,
    recorder,
    registry: metrics.registry,
    country,
    asn,
    log: options.log,
    guard: health.guard,
    ...(options.bedrockLimits ? { limits: options.bedrockLimits } : {}),
  });

  const apply = (snapshot: EdgeSnapshot, source: 'api' | 'disk') => {
    state = compileState(snapshot);
    tunnels?.apply(snapshot);
    bedrock.apply(state);
    metrics.configVersion.set(snapshot.version);
    health.guard.allow(snapshot.location.allowed_backends);
    // Bedrock backends speak UDP only: the Bedrock pinger checks sets no Java domain uses.
    const java = new Set(snapshot.routes.map((r) => r.backend_set_id));
    const bedrockOnly = new Set(
      snapshot.bedrock.map((b) => b.backend_set_id).filter((id) => !java.has(id)),
    );
    const checked = snapshot.backend_sets.filter((s) => !bedrockOnly.has(s.id));
    health.watch(
      checked.flatMap((s) => s.backends),
      checked.filter((s) => s.proxy_protocol).flatMap((s) => s.backends),
    );
    options.log.debug(`config version ${snapshot.version} from ${source}`);
  };
  const sync = await startConfigSync({
    apiUrl: options.apiUrl,
    token: options.token,
    stateDir: options.stateDir,
    onSnapshot: apply,
    log: options.log,
  });
  const telemetry = await startTelemetry({
    apiUrl: options.apiUrl,
    token: options.token,
    stateDir: options.stateDir,
    recorder,
    log: options.log,
    ...(tunnels ? { beforeDrain: tunnels.sample } : {}),
    ...(options.telemetryIntervalMs ? { intervalMs: options.telemetryIntervalMs } : {}),
  });

  const wake = new WakeRequests();
  const healthReports = startHealthReports({
    apiUrl: options.apiUrl,
    token: options.token,
    health: { report: () => ({ backends: [...health.report().backends, ...bedrock.health()] }) },
    wake,
    log: options.log,
  });
  wake.onWant = () => void healthReports.send();

  const listener = createJavaListener({
    state: () => state,
    country,
    asn,
    recorder,
    health,
    rate,
    allow,
    checks,
    jail,
    slots: new Slots(),
    statusCache,
    wake,
    metrics,
    handshakeTimeoutMs: options.handshakeTimeoutMs ?? 5000,
    playedMs: options.playedMs ?? 5000,
    log: options.log,
  });
  await new Promise<void>((resolve, reject) => {
    listener.once('error', reject);
    listener.listen(options.javaPort, options.host ?? '0.0.0.0', () => resolve());
  });
  const address = listener.address();
  const port = typeof address === 'object' && address ? address.port : options.javaPort;
  options.log.info(`edge listening for Minecraft Java on port ${port}`);
  if (options.warmLimbo)
    void warmLimbo().then(
      () => options.log.info('in-world verification ready for every release'),
      (error: Error) => options.log.warn(`in-world verification not warmed: ${error.message}`),
    );

  const sweeper = setInterval(() => {
    rate.sweep();
    allow.sweep();
    checks.sweep();
    jail.sweep();
    statusCache.sweep();
    metrics.telemetryQueue.set(telemetry.queued());
  }, 30_000);
  sweeper.unref();

  return {
    port,
    recorder,
    /** Ports of the Bedrock tunnels listening now. */
    bedrockPorts: bedrock.ports,
    metrics: metrics.registry,
    /** The WireGuard data plane, or null when tunnels are off or this machine cannot run them. */
    tunnels,
    /** Version of the config in use; 0 before the first snapshot. */
    version: () => (state as EdgeState | null)?.version ?? 0,
    /** Sends what has been counted so far (tests and shutdown). */
    flushTelemetry: () => telemetry.flush(true),
    /** Sends the backends' health now instead of at the next report (tests). */
    reportHealth: () => healthReports.send(),
    async stop() {
      clearInterval(sweeper);
      await new Promise<void>((resolve) => listener.close(() => resolve()));
      bedrock.stop();
      health.stop();
      healthReports.stop();
      await sync.stop();
      await telemetry.stop();
      await tunnels?.stop();
    },
  };
}
export type Edge = Awaited<ReturnType<typeof startEdge>>;
