import type { PlaySession, TelemetryBucket, TunnelBucket } from '@palisade/contract';
import ipaddr from 'ipaddr.js';

/**
 * One row per key before an upsert: PostgreSQL refuses to update a row twice in one statement,
 * so a batch naming a bucket twice (no edge of ours sends one, but the input is outside data)
 * is folded first, the same way separate batches fold in the database.
 */
export function mergeBuckets(buckets: TelemetryBucket[]): TelemetryBucket[] {
  const byKey = new Map<string, TelemetryBucket>();
  const addAll = (into: Record<string, number>, from: Record<string, number>) => {
    for (const [k, v] of Object.entries(from)) into[k] = (into[k] ?? 0) + v;
  };
  for (const b of buckets) {
    const key = `${b.network_id}|${b.start}`;
    const seen = byKey.get(key);
    if (!seen) {
      byKey.set(key, {
        ...b,
        dropped: { ...b.dropped },
        by_protocol: { ...b.by_protocol },
        by_domain: { ...b.by_domain },
        by_country: { ...b.by_country },
        sources: [...b.sources],
      });
      continue;
    }
    seen.connections += b.connections;
    seen.status_pings += b.status_pings;
    seen.logins += b.logins;
    for (const reason of Object.keys(seen.dropped) as (keyof TelemetryBucket['dropped'])[])
      seen.dropped[reason] += b.dropped[reason];
    seen.bytes_in += b.bytes_in;
    seen.bytes_out += b.bytes_out;
    seen.players = Math.max(seen.players, b.players);
    addAll(seen.by_protocol, b.by_protocol);
    addAll(seen.by_domain, b.by_domain);
    addAll(seen.by_country, b.by_country);
    seen.sources.push(...b.sources);
  }
  return [...byKey.values()];
}

export function mergeTunnelBuckets(buckets: TunnelBucket[]): TunnelBucket[] {
  const byKey = new Map<string, TunnelBucket>();
  for (const b of buckets) {
    const key = `${b.tunnel_id}|${b.start}`;
    const seen = byKey.get(key);
    if (seen) {
      seen.bytes_in += b.bytes_in;
      seen.bytes_out += b.bytes_out;
    } else byKey.set(key, { ...b });
  }
  return [...byKey.values()];
}

/** A session reported twice in one batch: the later record is the newer one. */
export const lastSessions = (sessions: PlaySession[]) => [
  ...new Map(sessions.map((s) => [`${s.id}|${s.started_at}`, s])).values(),
];

/** One spelling per address, as PostgreSQL's inet compares them (IPv4-mapped as IPv4). */
export function canonicalAddress(address: string): string {
  const parsed = ipaddr.process(address);
  return parsed instanceof ipaddr.IPv6 ? parsed.toRFC5952String() : parsed.toString();
}

export interface HourlySource {
  networkId: number;
  hour: Date;
  address: string;
  asn: number | null;
  country: string | null;
  connections: number;
}

/** The buckets' addresses, added up per network, hour and address, one row each. */
export function hourlySources(buckets: TelemetryBucket[]): HourlySource[] {
  const byKey = new Map<string, HourlySource>();
  for (const b of buckets) {
    const hour = Math.floor(b.start / 3_600_000) * 3_600_000;
    for (const source of b.sources) {
      const address = canonicalAddress(source.address);
      const key = `${b.network_id}|${hour}|${address}`;
      const seen = byKey.get(key);
      if (seen) seen.connections += source.count;
      else
        byKey.set(key, {
          networkId: b.network_id,
          hour: new Date(hour),
          address,
          asn: source.asn,
          country: source.country,
          connections: source.count,
        });
    }
  }
  return [...byKey.values()];
}
