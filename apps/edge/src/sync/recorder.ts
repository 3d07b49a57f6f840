import { randomUUID } from 'node:crypto';
import {
  type AttackReport,
  type BedrockBucket,
  bedrockProtocolKey,
  type DropReason,
  emptyDrops,
  maxBucketRefusals,
  maxBucketSources,
  type PlaySession,
  type Refusal,
  type TelemetryBucket,
  type TunnelBucket,
} from '@palisade/contract';
import type { AttackDetector } from '../detection/detector';
import type { GeoOf } from '../filters/firewall';
import type { ConnectionInfo, LoginInfo, RefusedClient, SessionEnd, TelemetrySink } from '../ports';

export const bucketMs = 10_000;

const startOf = (ms: number) => Math.floor(ms / bucketMs) * bucketMs;

const emptyBucket = (networkId: number, start: number, players: number): TelemetryBucket => ({
  network_id: networkId,
  start,
  connections: 0,
  status_pings: 0,
  logins: 0,
  dropped: emptyDrops(),
  bytes_in: 0,
  bytes_out: 0,
  players,
  by_protocol: {},
  by_domain: {},
  by_country: {},
  sources: [],
});

/**
 * Most addresses one drain hands over across its buckets: about 350 KB of JSON, so a batch of
 * an edge serving many flooded networks stays far below the API's 8 MiB. Past it, each bucket
 * keeps an equal share of its busiest addresses.
 */
export const maxDrainSources = 5000;

/** Most refusals one drain hands over (a batch takes 5,000): the first ones, the rest counted only. */
export const maxDrainRefusals = 2000;

/** Keeps `max` addresses across the buckets: an equal share each, the busiest first. */
function capSources(buckets: TelemetryBucket[], max: number) {
  const total = buckets.reduce((sum, b) => sum + b.sources.length, 0);
  if (total <= max) return;
  const share = Math.max(1, Math.floor(max / buckets.filter((b) => b.sources.length > 0).length));
  for (const bucket of buckets)
    if (bucket.sources.length > share)
      bucket.sources = bucket.sources.sort((a, b) => b.count - a.count).slice(0, share);
}

/**
 * How long a Bedrock address's refusal for one reason stands for the next ones: its client
 * pings every few seconds while the server list is open, and sends its opening requests
 * several times for one attempt to join (request 1 at falling MTUs, request 2 until answered).
 */
export const bedrockRefusalMs = 60_000;

/** Connections from one address in a bucket; where it is, looked up when the bucket is sent. */
interface Source {
  geo: GeoOf;
  count: number;
}

/**
 * What the edge counts, per network and 10-second bucket, plus one record per play session.
 * `drain` hands over the buckets that have closed and the sessions that changed.
 */
export class Recorder implements TelemetrySink {
  private buckets = new Map<string, TelemetryBucket>();
  private sources = new Map<string, Map<string, Source>>();
  private refusals = new Map<string, { start: number; records: [Refusal, GeoOf][] }>();
  /** When a Bedrock refusal was last kept, by network, address and reason (`bedrockRefusalMs`). */
  private bedrockRefused = new Map<string, number>();
  private active = new Map<number, number>();
  private sessions = new Map<string, PlaySession>();
  private changed = new Set<string>();
  private tunnels = new Map<string, TunnelBucket>();
  private bedrock = new Map<string, BedrockBucket>();
  private lastDrain = startOf(Date.now());
  /**
   * The bucket last counted into: a connection counts into its network's bucket several times
   * (routed, login, bytes each read, logout), mostly in a row, and the key is a string to build.
   * Forgotten when buckets are drained.
   */
  private recent: TelemetryBucket | null = null;
  /** Connections and refusals since the edge started, for its self-report's rates. */
  readonly totals = { connections: 0, refusals: 0 };

  /** What is counted here is also judged second by second for attacks. */
  constructor(private readonly detector: AttackDetector | null = null) {}

  private bucket(networkId: number, now = Date.now()): TelemetryBucket {
    const start = startOf(now);
    const recent = this.recent;
    if (recent && recent.network_id === networkId && recent.start === start) return recent;
    const key = `${networkId}|${start}`;
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = emptyBucket(networkId, start, this.active.get(networkId) ?? 0);
      this.buckets.set(key, bucket);
    }
    this.recent = bucket;
    return bucket;
  }

  /** A connection routed to the network; `info` says where it came from and what it sent. */
  connection(networkId: number, info?: ConnectionInfo, now = Date.now()) {
    const bucket = this.bucket(networkId, now);
    bucket.connections += 1;
    this.totals.connections += 1;
    if (!info) return;
    bucket.bytes_in += info.bytes;
    this.countSource(`${networkId}|${bucket.start}`, info);
    this.detector?.connection(networkId, info, now);
  }

  private countSource(key: string, { address, geo }: ConnectionInfo) {
    let sources = this.sources.get(key);
    if (!sources) {
      sources = new Map();
      this.sources.set(key, sources);
    }
    const seen = sources.get(address);
    if (seen) seen.count += 1;
    else if (sources.size < maxBucketSources) sources.set(address, { geo, count: 1 });
  }

  /** A closed bucket with the addresses it counted, looked up once each. */
  private withSources(key: string, bucket: TelemetryBucket): TelemetryBucket {
    const sources = this.sources.get(key);
    if (!sources) return bucket;
    this.sources.delete(key);
    bucket.sources = [...sources].map(([address, { geo, count }]) => ({
      address,
      asn: geo.asn(),
      country: geo.country(),
      count,
    }));
    return bucket;
  }

  statusPing(networkId: number, now = Date.now()) {
    this.bucket(networkId, now).status_pings += 1;
  }

  dropped(networkId: number, reason: DropReason, now = Date.now()) {
    this.bucket(networkId, now).dropped[reason] += 1;
    this.totals.refusals += 1;
    this.detector?.dropped(networkId, reason, now);
  }

  /**
   * Who a refused connection was (its count is `dropped`'s): kept for the player lookup, at most
   * `maxBucketRefusals` per network and bucket, the first ones; a Bedrock address's, once per
   * reason in `bedrockRefusalMs`.
   */
  refused(networkId: number, reason: DropReason, who: RefusedClient, now = Date.now()) {
    const start = startOf(now);
    const key = `${networkId}|${start}`;
    let kept = this.refusals.get(key);
    if (!kept) {
      kept = { start, records: [] };
      this.refusals.set(key, kept);
    }
    if (kept.records.length >= maxBucketRefusals) return;
    const { geo, edition = 'java', ...client } = who;
    if (edition === 'bedrock') {
      const seen = `${networkId}|${who.address}|${reason}`;
      if (now - (this.bedrockRefused.get(seen) ?? -Infinity) < bedrockRefusalMs) return;
      this.bedrockRefused.set(seen, now);
    }
    kept.records.push([
      { network_id: networkId, at: now, edition, ...client, reason, country: null, asn: null },
      geo,
    ]);
  }

  bytes(
    networkId: number,
    sessionId: string | null,
    bytesIn: number,
    bytesOut: number,
    now = Date.now(),
  ) {
    const bucket = this.bucket(networkId, now);
    if (bytesIn > 0) this.detector?.bytes(networkId, bytesIn, now);
    bucket.bytes_in += bytesIn;
    bucket.bytes_out += bytesOut;
    const session = sessionId ? this.sessions.get(sessionId) : undefined;
    if (session) {
      session.bytes_in += bytesIn;
      session.bytes_out += bytesOut;
    }
  }

  /** Bytes a WireGuard tunnel carried: `bytesIn` towards the customer's server, `bytesOut` back. */
  tunnelBytes(tunnelId: number, bytesIn: number, bytesOut: number, now = Date.now()) {
    const start = startOf(now);
    const key = `${tunnelId}|${start}`;
    let bucket = this.tunnels.get(key);
    if (!bucket) {
      bucket = { tunnel_id: tunnelId, start, bytes_in: 0, bytes_out: 0 };
      this.tunnels.set(key, bucket);
    }
    bucket.bytes_in += bytesIn;
    bucket.bytes_out += bytesOut;
  }

  /** What a Bedrock tunnel relayed since it was last asked, and how many players it has now. */
  bedrockTunnel(
    tunnelId: number,
    bytesIn: number,
    bytesOut: number,
    players: number,
    now = Date.now(),
  ) {
    const start = startOf(now);
    const key = `${tunnelId}|${start}`;
    let bucket = this.bedrock.get(key);
    if (!bucket) {
      bucket = { tunnel_id: tunnelId, start, bytes_in: 0, bytes_out: 0, players: 0 };
      this.bedrock.set(key, bucket);
    }
    bucket.bytes_in += bytesIn;
    bucket.bytes_out += bytesOut;
    bucket.players = Math.max(bucket.players, players);
  }

  /**
   * A login reached a backend: a play session starts, as a login. It counts as a player only
   * once `played` says so. Answers its id (`id`: a worker's).
   */
  login(networkId: number, info: LoginInfo, id: string = randomUUID(), now = Date.now()): string {
    this.bucket(networkId, now).logins += 1;
    this.sessions.set(id, {
      id,
      network_id: networkId,
      username: info.username,
      address: info.address,
      edition: info.edition ?? 'java',
      protocol_version: info.protocol,
      domain: info.domain,
      country: info.country,
      asn: info.asn,
      started_at: now,
      ended_at: null,
      bytes_in: 0,
      bytes_out: 0,
      played: false,
      closed_by: null,
      kick_reason: null,
    });
    this.changed.add(id);
    return id;
  }

  /**
   * The session's client played (the evidence that also allows its address, `playedBytes`, `ports.ts`):
   * from now on it is a player, online, and counted by version, domain and country.
   */
  played(sessionId: string, now = Date.now()) {
    const session = this.sessions.get(sessionId);
    if (!session || session.played || session.ended_at !== null) return;
    session.played = true;
    this.changed.add(sessionId);
    const bucket = this.bucket(session.network_id, now);
    const count = (map: Record<string, number>, key: string) => {
      map[key] = (map[key] ?? 0) + 1;
    };
    count(
      bucket.by_protocol,
      session.edition === 'bedrock'
        ? bedrockProtocolKey(session.protocol_version)
        : String(session.protocol_version),
    );
    count(bucket.by_domain, session.domain);
    if (session.country) count(bucket.by_country, session.country);
    const players = (this.active.get(session.network_id) ?? 0) + 1;
    this.active.set(session.network_id, players);
    bucket.players = Math.max(bucket.players, players);
  }

  logout(sessionId: string, end?: SessionEnd, now = Date.now()) {
    const session = this.sessions.get(sessionId);
    if (!session || session.ended_at !== null) return;
    session.ended_at = now;
    if (end) Object.assign(session, end);
    this.changed.add(sessionId);
    if (session.played)
      this.active.set(
        session.network_id,
        Math.max(0, (this.active.get(session.network_id) ?? 1) - 1),
      );
    this.bucket(session.network_id, now);
  }

  /** The play sessions under way, as they stand now (kept on disk in case the edge dies). */
  open(): PlaySession[] {
    return [...this.sessions.values()]
      .filter((session) => session.ended_at === null)
      .map((session) => ({ ...session }));
  }

  /** Sessions of the network that played and are still on. */
  players(networkId: number): number {
    return this.active.get(networkId) ?? 0;
  }

  /** Sessions that played and are still on, across every network. */
  allPlayers(): number {
    let sum = 0;
    for (const players of this.active.values()) sum += players;
    return sum;
  }

  /**
   * Closed buckets (networks with players get one for every elapsed bucket) and changed sessions.
   * `includeOpen` hands over the current buckets too (at shutdown); the API adds up counts that
   * arrive for one bucket in several batches.
   */
  drain(
    now = Date.now(),
    includeOpen = false,
  ): {
    buckets: TelemetryBucket[];
    sessions: PlaySession[];
    refusals: Refusal[];
    attacks: AttackReport[];
    tunnels: TunnelBucket[];
    bedrock: BedrockBucket[];
  } {
    const current = startOf(now);
    for (const [networkId, players] of this.active) {
      if (players === 0) continue;
      for (let start = this.lastDrain; start < current; start += bucketMs)
        this.bucket(networkId, start);
    }
    this.lastDrain = current;
    this.recent = null;
    const buckets: TelemetryBucket[] = [];
    for (const [key, bucket] of this.buckets) {
      if (includeOpen || bucket.start < current) {
        buckets.push(this.withSources(key, bucket));
        this.buckets.delete(key);
      }
    }
    capSources(buckets, maxDrainSources);
    const refusals: Refusal[] = [];
    for (const [key, kept] of this.refusals) {
      if (includeOpen || kept.start < current) {
        for (const [record, geo] of kept.records)
          if (refusals.length < maxDrainRefusals)
            refusals.push({ ...record, country: geo.country(), asn: geo.asn() });
        this.refusals.delete(key);
      }
    }
    for (const [seen, at] of this.bedrockRefused)
      if (now - at >= bedrockRefusalMs) this.bedrockRefused.delete(seen);
    const tunnels: TunnelBucket[] = [];
    for (const [key, bucket] of this.tunnels) {
      if (includeOpen || bucket.start < current) {
        tunnels.push(bucket);
        this.tunnels.delete(key);
      }
    }
    const bedrock: BedrockBucket[] = [];
    for (const [key, bucket] of this.bedrock) {
      if (includeOpen || bucket.start < current) {
        bedrock.push(bucket);
        this.bedrock.delete(key);
      }
    }
    const sessions = [...this.changed].map((id) => ({ ...(this.sessions.get(id) as PlaySession) }));
    this.changed.clear();
    for (const session of sessions) if (session.ended_at !== null) this.sessions.delete(session.id);
    // Open sessions are reported again when they end, with their final byte counts.
    return {
      buckets,
      sessions,
      refusals,
      attacks: this.detector?.drain(now, includeOpen) ?? [],
      tunnels,
      bedrock,
    };
  }
}
