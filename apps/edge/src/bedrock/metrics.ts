import { Counter, Gauge, type Registry } from 'prom-client';

/** What happened to datagrams on the Bedrock ports; counted in plain numbers, flushed each second. */
export const datagramOutcomes = [
  'relayed_in',
  'relayed_out',
  'pong',
  'pong_limited',
  'handshake',
  'firewall',
  'vpn',
  'rate_limit',
  'subnet',
  'asn',
  'no_backend',
  'full',
  'junk',
] as const;
export type DatagramOutcome = (typeof datagramOutcomes)[number];

export function createBedrockMetrics(registry: Registry) {
  const datagrams = new Counter({
    name: 'palisade_edge_bedrock_datagrams_total',
    help: 'Datagrams on Bedrock tunnel ports, by what the edge did with them',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const sessions = new Gauge({
    name: 'palisade_edge_bedrock_sessions',
    help: 'Bedrock sessions relayed right now',
    registers: [registry],
  });
  const opened = new Counter({
    name: 'palisade_edge_bedrock_sessions_total',
    help: 'Bedrock sessions opened to a backend',
    registers: [registry],
  });
  const pending = Object.fromEntries(datagramOutcomes.map((o) => [o, 0])) as Record<
    DatagramOutcome,
    number
  >;
  return {
    count(outcome: DatagramOutcome, n = 1) {
      pending[outcome] += n;
    },
    opened: () => opened.inc(),
    /** Hands the counts of the last second to prom-client (a label lookup per datagram shows). */
    flush(open: number) {
      sessions.set(open);
      for (const outcome of datagramOutcomes) {
        if (pending[outcome] === 0) continue;
        datagrams.inc({ outcome }, pending[outcome]);
        pending[outcome] = 0;
      }
    },
  };
}
export type BedrockMetrics = ReturnType<typeof createBedrockMetrics>;
