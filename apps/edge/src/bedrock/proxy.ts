import { randomBytes } from 'node:crypto';
import type { Registry } from 'prom-client';
import type { AsnLookup } from '../geo/asn';
import type { CountryLookup } from '../geo/country';
import type { TelemetrySink } from '../ports';
import type { BackendGuard } from '../routing/backend-guard';
import type { EdgeState } from '../state';
import { Cookies } from './cookie';
import { SessionLimiter } from './limiter';
import { createBedrockMetrics } from './metrics';
import { BedrockPinger } from './pinger';
import { ownPongs, type PongGate } from './pong-limit';
import { type BedrockLimits, type BedrockRuntime, TunnelPort } from './tunnel-port';

export const defaultBedrockLimits: BedrockLimits = {
  sessionsPerAddress: 5,
  sessionsPerTunnel: 2000,
  pongsPerAddress: 5,
  // Bedrock servers forget a PROXY v2 sender 10 s after its last datagram (CloudburstMC's
  // RakServerChannel); a session must end before that, so its next datagram opens a new one.
  idleMs: 8000,
  openingMs: 1500,
};

export interface BedrockOptions {
  host: string;
  state(): EdgeState | null;
  recorder: TelemetrySink;
  registry: Registry;
  country: CountryLookup;
  asn: AsnLookup;
  log: { warn(message: string): void; info(message: string): void };
  limits?: Partial<BedrockLimits>;
  /** The stretch a session is judged on, from its login until it plays (`session-table.ts`). */
  playedMs: number;
  pingIntervalMs?: number;
  /** Which backends the location lets the edge reach (the Java listener's, `routing/`). */
  guard: BackendGuard;
  /** Shares the session limits with the edge's other workers (`workers/`); its own otherwise. */
  limiter?: SessionLimiter;
  /** Counts pongs for all the edge's workers (`workers/`); its own count otherwise. */
  pongs?: PongGate;
  /** Ports shared with the edge's other workers (SO_REUSEPORT). */
  reusePort?: boolean;
}

/**
 * The Bedrock data plane: one UDP socket per Bedrock tunnel of the edge's location, opened and
 * closed as snapshots come, and the backends' pings. See docs/edge.md.
 */
export function startBedrock(options: BedrockOptions) {
  const pinger = new BedrockPinger(options.guard, options.pingIntervalMs);
  const metrics = createBedrockMetrics(options.registry);
  const rt: BedrockRuntime = {
    state: options.state,
    recorder: options.recorder,
    pinger,
    guard: options.guard,
    limiter: options.limiter ?? new SessionLimiter(),
    pongs: options.pongs ?? ownPongs(),
    cookies: new Cookies(),
    metrics,
    country: options.country,
    asn: options.asn,
    guid: randomBytes(8).readBigInt64BE(),
    limits: { ...defaultBedrockLimits, ...options.limits },
    playedMs: options.playedMs,
    reusePort: options.reusePort ?? false,
  };
  const ports = new Map<number, TunnelPort>();
  const opening = new Set<number>();

  const sweeper = setInterval(() => {
    let open = 0;
    for (const port of ports.values()) {
      port.sweep();
      open += port.size;
    }
    metrics.flush(open);
  }, 500);
  sweeper.unref();
  const limiterSweep = setInterval(() => rt.limiter.sweep(), 30_000);
  limiterSweep.unref();

  return {
    /** Opens the ports of new tunnels, closes those of removed ones, pings their backends. */
    apply(state: EdgeState) {
      for (const [number, port] of ports) {
        if (state.bedrockByPort.has(number)) continue;
        port.close();
        ports.delete(number);
      }
      for (const number of state.bedrockByPort.keys()) {
        if (ports.has(number) || opening.has(number)) continue;
        const port = new TunnelPort(number, options.host, rt);
        opening.add(number);
        port.listen().then(
          () => {
            opening.delete(number);
            // The tunnel may have gone while the socket was bound.
            if (options.state()?.bedrockByPort.has(number)) ports.set(number, port);
            else port.close();
          },
          (error: Error) => {
            opening.delete(number);
            options.log.warn(`Bedrock port ${number} not opened: ${error.message}`);
          },
        );
      }
      const sets = new Set([...state.bedrockByPort.values()].map((t) => t.backend_set_id));
      pinger.watch([...sets].flatMap((id) => state.backendSet(id)?.backends ?? []));
    },
    /** Ports listening now. */
    ports: () => [...ports.keys()],
    health: () => pinger.report(),
    stop() {
      clearInterval(sweeper);
      clearInterval(limiterSweep);
      pinger.stop();
      for (const port of ports.values()) port.close();
      ports.clear();
      metrics.flush(0);
    },
  };
}
export type Bedrock = ReturnType<typeof startBedrock>;
