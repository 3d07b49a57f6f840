import type { Socket } from 'node:net';
import type { EdgeSnapshot } from '@palisade/contract';
import { SessionLimiter } from './bedrock/limiter';
import type { PongGate } from './bedrock/pong-limit';
import { startBedrock } from './bedrock/proxy';
import type { BedrockLimits } from './bedrock/tunnel-port';
import { AllowList } from './filters/allow-list';
import { CheckMemory } from './filters/checks';
import { Jail } from './filters/jail';
import { RateGuard } from './filters/rate';
import { Slots } from './filters/slots';
import type { AsnLookup } from './geo/asn';
import type { CountryLookup } from './geo/country';
import { warmLimbo } from './limbo';
import { createJavaListener } from './listener/java';
import { StatusCache } from './listener/status-cache';
import type { EdgeMetrics } from './metrics/metrics';
import { LoopSaturation } from './metrics/saturation';
import type { PlaneLog, TelemetrySink, WakeSink } from './ports';
import { BackendHealth } from './routing/health';
import type { EdgeState } from './state';
import { Relay } from './transport/relay';
import type { RelayOf } from './tunnels/forwarder';

/** What the filters remember across connections: the edge's own, or shared between workers. */
export interface Filters {
  rate: RateGuard;
  allow: AllowList;
  checks: CheckMemory;
  jail: Jail;
  limiter: SessionLimiter;
}

/**
 * The filters' memory, empty: of a process that serves players alone, or of a worker before the
 * others' is handed over (`workers/shared-filters.ts`). `asn` looks up the ASNs the rate guard
 * counts during an attack.
 */
export const newFilters = (asn: AsnLookup): Filters => ({
  rate: new RateGuard(asn),
  allow: new AllowList(),
  checks: new CheckMemory(),
  jail: new Jail(asn),
  limiter: new SessionLimiter(),
});

/** The Java listener's relay, for the WireGuard tunnels' TCP forwards (`tunnels/forwarder.ts`). */
export const relayOf: RelayOf = (client, counts) => new Relay(client, counts);

/** How often the filters drop what has expired. */
export const sweepEveryMs = 30_000;

/** Drops what the filters no longer need to remember, so their maps do not grow without end. */
export function sweepFilters(filters: Filters) {
  filters.rate.sweep();
  filters.allow.sweep();
  filters.checks.sweep();
  filters.jail.sweep();
}

/** Where a data plane listens and how it serves: what a worker is started with. */
export interface PlaneSettings {
  javaPort: number;
  host: string;
  bedrockHost: string;
  bedrockLimits?: Partial<BedrockLimits>;
  handshakeTimeoutMs: number;
  playedMs: number;
  warmLimbo: boolean;
}

export interface DataPlaneOptions extends PlaneSettings {
  state(): EdgeState | null;
  recorder: TelemetrySink;
  filters: Filters;
  /** The workers' pong count (`workers/pong-asks.ts`); the data plane's own when left out. */
  pongs?: PongGate;
  wake: WakeSink;
  metrics: EdgeMetrics;
  country: CountryLookup;
  asn: AsnLookup;
  /** Listen with SO_REUSEPORT, beside the edge's other workers on the same ports. */
  reusePort: boolean;
  log: PlaneLog;
}

/**
 * The part of an edge that players reach: the Java listener, the Bedrock tunnel ports, the
 * backends' health and the filters' upkeep. It counts into `recorder` and routes by the state it
 * is given; talking to the API is the control side's job (`edge.ts`, `workers/primary.ts`).
 */
export async function startDataPlane(options: DataPlaneOptions) {
  const { filters } = options;
  const health = new BackendHealth();
  const loop = new LoopSaturation();
  const statusCache = new StatusCache(health.guard);
  const bedrock = startBedrock({
    host: options.bedrockHost,
    state: options.state,
    recorder: options.recorder,
    registry: options.metrics.registry,
    country: options.country,
    asn: options.asn,
    log: options.log,
    guard: health.guard,
    limiter: filters.limiter,
    ...(options.pongs ? { pongs: options.pongs } : {}),
    reusePort: options.reusePort,
    playedMs: options.playedMs,
    ...(options.bedrockLimits ? { limits: options.bedrockLimits } : {}),
  });

  const listener = createJavaListener({
    state: options.state,
    country: options.country,
    asn: options.asn,
    recorder: options.recorder,
    health,
    rate: filters.rate,
    allow: filters.allow,
    checks: filters.checks,
    jail: filters.jail,
    slots: new Slots(),
    statusCache,
    wake: options.wake,
    metrics: options.metrics,
    handshakeTimeoutMs: options.handshakeTimeoutMs,
    playedMs: options.playedMs,
    log: options.log,
  });
  // Players still connected when the edge stops are let go at once rather than waited for.
  const connected = new Set<Socket>();
  listener.on('connection', (socket: Socket) => {
    connected.add(socket);
    socket.once('close', () => connected.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    listener.once('error', reject);
    listener.listen(
      { port: options.javaPort, host: options.host, reusePort: options.reusePort },
      () => resolve(),
    );
  });
  const address = listener.address();
  const port = typeof address === 'object' && address ? address.port : options.javaPort;
  // Building every release's packets keeps the loop late for seconds at a start (about 7 s at
  // a load average of 10): that is the edge's own start, not players it cannot serve, so no
  // report says saturated for it, and the loop's window starts once it is done.
  let warming = options.warmLimbo;
  if (options.warmLimbo)
    void warmLimbo()
      .then(
        () => options.log.info('in-world verification ready for every release'),
        (error: Error) => options.log.warn(`in-world verification not warmed: ${error.message}`),
      )
      .finally(() => {
        warming = false;
        loop.reading();
      });

  const sweeper = setInterval(() => {
    sweepFilters(filters);
    statusCache.sweep();
  }, sweepEveryMs);
  sweeper.unref();

  return {
    port,
    /** Ports of the Bedrock tunnels listening now. */
    bedrockPorts: bedrock.ports,
    /** Follows a new snapshot (compiled as `state`): Bedrock ports, allowed and checked backends. */
    apply(snapshot: EdgeSnapshot, state: EdgeState) {
      bedrock.apply(state);
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
    },
    /**
     * What the backends' checks found, Java and Bedrock, for the API, and whether this process's
     * event loop ran late since the last report (`metrics/saturation.ts`).
     */
    health: () => ({
      backends: [...health.report().backends, ...bedrock.health()],
      saturated: !warming && loop.reading(),
    }),
    async stop() {
      clearInterval(sweeper);
      const closed = new Promise<void>((resolve) => listener.close(() => resolve()));
      for (const socket of connected) socket.destroy();
      await closed;
      bedrock.stop();
      health.stop();
      loop.stop();
    },
  };
}
export type DataPlane = Awaited<ReturnType<typeof startDataPlane>>;
