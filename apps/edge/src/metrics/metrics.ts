import type { DropReason } from '@palisade/contract';
import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';

/**
 * How a connection to the Java listener ended up: proxied, answered by the edge, sent back after
 * passing the in-world verification, or refused for one of the refusal reasons (`vpn` is the
 * firewall's VPN block).
 */
export type Outcome =
  | 'proxied'
  | 'status_served'
  | 'unknown_host'
  | 'no_backend'
  | 'verified'
  | 'vpn'
  | DropReason;

/** The edge's Prometheus metrics, in a registry of its own (merged into the API's in-process). */
export function createEdgeMetrics(options: { defaultMetrics: boolean }) {
  const registry = new Registry();
  if (options.defaultMetrics)
    collectDefaultMetrics({ register: registry, prefix: 'palisade_edge_' });
  const connections = new Counter({
    name: 'palisade_edge_connections_total',
    help: 'Java connections accepted, by how they ended up',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const open = new Gauge({
    name: 'palisade_edge_proxied_connections',
    help: 'Connections relayed to a backend right now',
    registers: [registry],
  });
  const bytes = new Counter({
    name: 'palisade_edge_relayed_bytes_total',
    help: 'Bytes relayed, from clients (in) and from backends (out)',
    labelNames: ['direction'] as const,
    registers: [registry],
  });
  const configVersion = new Gauge({
    name: 'palisade_edge_config_version',
    help: 'Version of the config snapshot in use',
    registers: [registry],
  });
  const telemetryQueue = new Gauge({
    name: 'palisade_edge_telemetry_queued_batches',
    help: 'Telemetry batches waiting for the API',
    registers: [registry],
  });
  const tunnelBytes = new Counter({
    name: 'palisade_edge_tunnel_forwarded_bytes_total',
    help: "Bytes relayed on tunnels' public ports, towards customers' servers (in) and back (out)",
    labelNames: ['direction'] as const,
    registers: [registry],
  });
  const kernelFilter = new Gauge({
    name: 'palisade_edge_kernel_filter',
    help: '1 while the kernel drops known-bad sources (nftables), 0 when the edge filters in user space alone',
    registers: [registry],
  });
  const kernelDropped = new Counter({
    name: 'palisade_edge_kernel_dropped_total',
    help: 'Packets the kernel dropped before a socket existed, by reason',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  // Bound once: the relay counts every chunk, and a label lookup per chunk shows in profiles.
  const bytesIn = bytes.labels({ direction: 'in' });
  const bytesOut = bytes.labels({ direction: 'out' });
  const tunnelIn = tunnelBytes.labels({ direction: 'in' });
  const tunnelOut = tunnelBytes.labels({ direction: 'out' });
  return {
    registry,
    connections,
    open,
    bytesIn,
    bytesOut,
    configVersion,
    telemetryQueue,
    kernelFilter,
    kernelDropped,
    tunnelForwarded: { in: (n: number) => tunnelIn.inc(n), out: (n: number) => tunnelOut.inc(n) },
  };
}
export type EdgeMetrics = ReturnType<typeof createEdgeMetrics>;
