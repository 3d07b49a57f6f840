import type { BedrockLimits } from './bedrock/tunnel-port';
import { startControl } from './control';
import {
  type DataPlane,
  newFilters,
  type PlaneSettings,
  relayOf,
  startDataPlane,
} from './data-plane';
import { type AsnLookup, loadAsnLookup } from './geo/asn';
import { type CountryLookup, loadCountryLookup } from './geo/country';
import { lazyGeo } from './geo/lazy';
import { type KernelFilter, startKernelFilter } from './kernel/kernel-filter';
import { locationBusOf } from './location/location-bus';
import { createEdgeMetrics } from './metrics/metrics';
import type { PlaneLog } from './ports';
import type { TunnelOptions } from './tunnels/plane';
import { sharedFilters } from './workers/shared-filters';

export interface EdgeOptions {
  apiUrl: string;
  token: string;
  /** Last good snapshot and unsent telemetry live here. */
  stateDir: string;
  javaPort: number;
  host?: string;
  log: PlaneLog;
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
  /**
   * Drop known-bad sources in the kernel (`kernel/`): an nftables table of the edge's own, named
   * `table` (`palisade_edge` by default). Absent: user space alone, the host's firewall untouched.
   */
  kernelFilter?: { table?: string; readMs?: number };
  /**
   * Share the filters and the attack detection with the location's other edges through NATS
   * (`nats://host:port`; `location/`). Absent: the edge counts and bans for itself alone.
   */
  locationBus?: string;
}

/** How a data plane listens and serves, from an edge's options and their defaults. */
export function planeSettings(options: Omit<EdgeOptions, 'geo'>): PlaneSettings {
  const host = options.host ?? '0.0.0.0';
  return {
    javaPort: options.javaPort,
    host,
    bedrockHost: options.bedrockHost ?? host,
    ...(options.bedrockLimits ? { bedrockLimits: options.bedrockLimits } : {}),
    handshakeTimeoutMs: options.handshakeTimeoutMs ?? 5000,
    playedMs: options.playedMs ?? 5000,
    warmLimbo: options.warmLimbo ?? false,
  };
}

/**
 * One edge in one process: syncs its config from the API, serves Minecraft Java and Bedrock
 * players, and reports what it counted. Runs alone (`palisade edge --workers 1`) or inside
 * `palisade start`; `palisade edge` with more workers runs the same parts across processes
 * (`workers/primary.ts`).
 */
export async function startEdge(options: EdgeOptions) {
  const host = options.host ?? '0.0.0.0';
  const metrics = createEdgeMetrics({ defaultMetrics: options.processMetrics ?? true });
  let plane: DataPlane | null = null;
  let kernel: KernelFilter | null = null;
  const lookups = {
    country: options.geo?.country ?? loadCountryLookup(),
    asn: options.geo?.asn ?? (await loadAsnLookup()),
  };
  const location = locationBusOf(options, metrics.registry, lookups);
  const control = await startControl({
    ...options,
    host,
    metrics,
    relayOf,
    location,
    health: () => {
      const served = plane?.health();
      return {
        backends: served?.backends ?? [],
        saturated: served?.saturated ?? false,
        kernel_filter: kernel !== null,
      };
    },
  });
  // Shared with the location, each filter change is published and the others' are replayed.
  const shared = location ? sharedFilters(location.share, lookups.asn) : null;
  if (location && shared)
    location.onFilters((ops) => {
      for (const op of ops) shared.replay(op);
    });
  const filters = shared?.filters ?? newFilters(lookups.asn);
  plane = await startDataPlane({
    state: control.state,
    recorder: control.recorder,
    filters,
    wake: control.wake,
    metrics,
    ...lookups,
    ...planeSettings(options),
    reusePort: false,
    log: options.log,
  });
  const served = plane;
  control.follow((snapshot, state) => served.apply(snapshot, state));
  options.log.info(`edge listening for Minecraft Java on port ${served.port}`);
  kernel = await startKernelFilter(options.kernelFilter !== undefined, {
    ...options.kernelFilter,
    javaPort: served.port,
    recorder: control.recorder,
    geo: (address) => lazyGeo(lookups, address),
    metrics,
    log: options.log,
    jail: filters.jail,
    allow: filters.allow,
    limiter: filters.limiter,
    follow: control.follow,
  });

  return {
    port: served.port,
    recorder: control.recorder,
    /** Ports of the Bedrock tunnels listening now. */
    bedrockPorts: served.bedrockPorts,
    metrics: metrics.registry,
    /** The WireGuard data plane, or null when tunnels are off or this machine cannot run them. */
    tunnels: control.tunnels,
    /** Version of the config in use; 0 before the first snapshot. */
    version: () => control.state()?.version ?? 0,
    /** Sends what has been counted so far (tests and shutdown). */
    flushTelemetry: control.flushTelemetry,
    /** Sends the backends' health now instead of at the next report (tests). */
    reportHealth: control.reportHealth,
    /** Whether the edge shares with its location's other edges now; null without a bus. */
    sharing: () => location?.sharing() ?? null,
    async stop() {
      await served.stop();
      await control.stop();
      await kernel?.stop();
    },
  };
}
export type Edge = Awaited<ReturnType<typeof startEdge>>;
