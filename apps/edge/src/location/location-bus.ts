import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  DeliverPolicy,
  DiscardPolicy,
  jetstream,
  jetstreamManager,
  StorageType,
  type StreamConfig,
} from '@nats-io/jetstream';
import { type KV, Kvm } from '@nats-io/kv';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  type AttackReport,
  type LocationBatch,
  type LocationCount,
  type LocationFilterOp,
  locationBatch,
} from '@palisade/contract';
import { Gauge, type Registry } from 'prom-client';
import type { DetectorOptions } from '../detection/detector';
import type { GeoOf } from '../filters/firewall';
import type { AsnLookup } from '../geo/asn';
import type { CountryLookup } from '../geo/country';
import { lazyGeo } from '../geo/lazy';
import type { PlaneLog } from '../ports';
import { SharedDetector } from './shared-detector';

/** The KV bucket naming, per location and network, the edge that reports the location's attack. */
const reporters = 'palisade_location_attacks';
/**
 * How long a reporter's claim outlives its last report: three telemetry periods. An edge that
 * died or lost NATS gives its networks' attacks over to another edge of the location by then.
 */
const claimMs = 30_000;
/**
 * How long the location's stream keeps a filter change, and how much of them it keeps at most
 * (the oldest go first): the longest entry a change makes (an allowed address, up to a week),
 * and what a starting edge replays at most (docs/decisions/2026-11-28-location-memory-on-jetstream.md).
 */
const memoryMaxAgeMs = 7 * 24 * 3_600_000;
const memoryMaxBytes = 64 * 1024 * 1024;
/** Per other edge, the turns remembered as replayed from the subject before the stream has them. */
const maxAhead = 100_000;

/** A filter call this edge made, as `workers/shared-filters.ts` hands it over. */
type ShareOp = readonly [filter: string, method: string, args: unknown[]];

export interface LocationBusOptions {
  /** `nats://host:port` (several, comma-separated, for a cluster). */
  url: string;
  log: PlaneLog;
  registry: Registry;
  /** Where another edge's client address is, for the attack reports' sources. */
  geo(address: string): GeoOf;
}

/**
 * The location bus of an edge started with `locationBus`, its gauge in `registry` and another
 * edge's client addresses placed with `lookups`; null for an edge on its own.
 */
export function locationBusOf(
  options: { locationBus?: string | undefined; log: PlaneLog },
  registry: Registry,
  lookups: { asn: AsnLookup; country: CountryLookup },
) {
  if (!options.locationBus) return null;
  return startLocationBus({
    url: options.locationBus,
    log: options.log,
    registry,
    geo: (address) => lazyGeo(lookups, address),
  });
}

/**
 * The edges of one location sharing what their filters and attack detection see, through NATS
 * (docs/edge.md#location, docs/decisions/2026-11-28-location-sharing-on-nats.md). What this edge
 * changes and counts is gathered for one event-loop turn and published on the location's
 * subjects; the other edges replay it with the time it was made, as the workers of one edge do:
 * a filter change is the workers' call (`[filter, method, args]`, `workers/shared-filters.ts`),
 * which the composition root (`edge.ts`, `workers/primary.ts`) hands to `share` and replays from
 * `onFilters`. The filter changes are kept in the location's JetStream stream, which an edge
 * reads from its start: one that joins late learns what the location did before it
 * (docs/decisions/2026-11-28-location-memory-on-jetstream.md).
 * While NATS is away the edge goes on alone, says so (`sharing()`, the
 * `palisade_edge_location_sharing` gauge) and rejoins when it is back.
 */
export function startLocationBus(options: LocationBusOptions) {
  const edge = randomUUID();
  const gauge = new Gauge({
    name: 'palisade_edge_location_sharing',
    help: "1 while the edge shares its filters and attack counts with its location's other edges (NATS), 0 while it protects alone",
    registers: [options.registry],
  });
  gauge.set(0);
  let nc: NatsConnection | null = null;
  let up = false;
  let stopped = false;
  let subject: string | null = null;
  let prefix = '';
  /** The location's filter changes: kept in its JetStream stream, read by every edge in order. */
  let filtersSubject = '';
  let stream = '';
  let bucket: Promise<KV> | null = null;
  const filterHandlers: ((ops: LocationFilterOp[]) => void)[] = [];
  let countHandler: (counts: LocationCount[]) => void = () => undefined;

  const setUp = (value: boolean) => {
    if (value === up) return;
    up = value;
    gauge.set(value ? 1 : 0);
    if (value) options.log.info(`sharing with the location's edges again (${options.url})`);
    else options.log.warn(`location sharing lost (${options.url}): this edge protects alone`);
  };

  /**
   * Per other edge: the turns whose filter changes came on the subject ahead of the stream, in
   * order, and the last turn the stream brought. Each turn's changes are replayed once.
   */
  const ahead = new Map<string, number[]>();
  const streamed = new Map<string, number>();
  /** Whether a turn's filter changes are new here, the subject's (`fast`) or the stream's. */
  const firstTime = (batch: LocationBatch, fast: boolean) => {
    if (batch.turn === undefined) return true;
    const early = ahead.get(batch.edge) ?? [];
    if (fast) {
      if (batch.turn <= (streamed.get(batch.edge) ?? 0)) return false;
      // Bounded: should the stream stop, its oldest turns would be replayed twice, not kept.
      if (early.length >= maxAhead) early.shift();
      early.push(batch.turn);
      ahead.set(batch.edge, early);
      return true;
    }
    streamed.set(batch.edge, batch.turn);
    while (early.length > 0 && (early[0] ?? 0) < batch.turn) early.shift();
    if (early[0] !== batch.turn) return true;
    early.shift();
    return false;
  };

  const receive = (data: Uint8Array, fast: boolean) => {
    let batch: LocationBatch;
    try {
      batch = locationBatch.parse(JSON.parse(new TextDecoder().decode(data)));
    } catch {
      // Whoever sent it could send many: not worth more than a debug line each.
      options.log.debug('a location message that is not a batch of changes was ignored');
      return;
    }
    if (batch.edge === edge) return;
    if (batch.filters.length > 0 && firstTime(batch, fast))
      for (const handle of filterHandlers) handle(batch.filters);
    if (batch.counts.length > 0) countHandler(batch.counts);
  };

  /**
   * The location's stream of filter changes, read from its first message on (what the location
   * did before this edge joined), then as they come; after an outage, from the first one missed.
   */
  const follow = async (connection: NatsConnection) => {
    const config: Partial<StreamConfig> & { name: string } = {
      name: stream,
      subjects: [filtersSubject],
      storage: StorageType.File,
      discard: DiscardPolicy.Old,
      max_age: memoryMaxAgeMs * 1_000_000,
      max_bytes: memoryMaxBytes,
    };
    let next = 1;
    while (!stopped && !connection.isClosed()) {
      try {
        const manager = await jetstreamManager(connection);
        await manager.streams.add(config).catch(() => manager.streams.update(stream, config));
        const consumer = await jetstream(connection).consumers.get(stream, {
          deliver_policy: DeliverPolicy.StartSequence,
          opt_start_seq: next,
        });
        for await (const message of await consumer.consume()) {
          next = message.seq + 1;
          receive(message.data, false);
        }
      } catch (error) {
        options.log.debug(`the location's stream: ${(error as Error).message}`);
      }
      await sleep(1000);
    }
  };

  const subscribe = () => {
    if (!nc || !subject) return;
    void follow(nc);
    nc.subscribe(subject, {
      callback: (error, message) => {
        if (!error) receive(message.data, true);
      },
    });
    // The subscription is in place once the server has read it: sharing from then on.
    void nc.flush().then(
      () => setUp(true),
      () => undefined,
    );
  };

  const watch = async (connection: NatsConnection) => {
    for await (const status of connection.status()) {
      if (status.type === 'disconnect') setUp(false);
      // The client subscribes again by itself on reconnecting.
      if (status.type === 'reconnect') setUp(subject !== null);
    }
  };

  // Started without NATS, the edge protects alone until the first connection.
  void connect({
    servers: options.url.split(','),
    name: `palisade-edge-${edge}`,
    waitOnFirstConnect: true,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1000,
    // A connection cut without a reset is noticed within about 6 s.
    pingInterval: 2000,
    maxPingOut: 2,
  }).then(
    (connection) => {
      if (stopped) return void connection.close();
      nc = connection;
      void watch(connection);
      subscribe();
    },
    (error: Error) => options.log.warn(`location sharing off: ${error.message}`),
  );

  let turn = 0;
  let filters: ShareOp[] = [];
  let counts: LocationCount[] = [];
  /** Relayed bytes, counted per chunk: summed per network over the turn. */
  const bytes = new Map<number, { count: number; at: number }>();
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    for (const [network, { count, at }] of bytes) counts.push(['bytes', network, count, at]);
    turn += 1;
    const batch = { edge, turn, filters, counts };
    filters = [];
    counts = [];
    bytes.clear();
    // Alone, nothing is queued for later: the others would replay it out of its time.
    if (!up || !nc || !subject) return;
    // The subject first: the others count a connection within their second, as a worker's does
    // (the stream's write and consumer took up to seconds on a busy machine, measured).
    nc.publish(subject, JSON.stringify(batch));
    if (batch.filters.length > 0)
      nc.publish(filtersSubject, JSON.stringify({ ...batch, counts: [] }));
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(flush);
  };
  const share = (op: ShareOp) => {
    if (!up) return;
    filters.push(op);
    schedule();
  };
  const count = (op: LocationCount) => {
    if (!up) return;
    if (op[0] !== 'bytes') counts.push(op);
    else {
      const summed = bytes.get(op[1]);
      if (summed) summed.count += op[2];
      else bytes.set(op[1], { count: op[2], at: op[3] });
    }
    schedule();
  };

  /** Whether this edge reports the location's attacks on the network: its claim, made or kept. */
  const reports = async (kv: KV, network: number) => {
    const key = `${prefix}.${network}`;
    try {
      await kv.create(key, edge);
      return true;
    } catch {
      const entry = await kv.get(key);
      if (entry?.operation !== 'PUT') {
        await kv.create(key, edge);
        return true;
      }
      if (entry.string() !== edge) return false;
      await kv.update(key, edge, entry.revision);
      return true;
    }
  };

  return {
    /** Whether the edge shares with its location now (the health report, /metrics). */
    sharing: () => up,
    /** Joins the location's subject: the snapshot's location, known once the config is in. */
    join(location: string) {
      const name = Buffer.from(location).toString('hex');
      if (subject !== null) return;
      prefix = name;
      subject = `palisade.location.${name}.changes`;
      filtersSubject = `palisade.location.${name}.filters`;
      stream = `palisade_location_${name}`;
      subscribe();
    },
    /** Shares a change of this edge's filters; `onFilters` hands over the others'. */
    share,
    onFilters(handle: (ops: LocationFilterOp[]) => void) {
      filterHandlers.push(handle);
    },
    /** The attack detector of the location: this edge's counts and the others' it is handed. */
    detector(detectorOptions: DetectorOptions) {
      const detector = new SharedDetector(detectorOptions, count);
      countHandler = (remote) => {
        for (const op of remote) detector.replay(op, options.geo);
      };
      return detector;
    },
    /**
     * Of the attack reports of a telemetry batch, those this edge sends. Its detector counts the
     * whole location, as every edge's does: one edge per network (the first to claim it in the
     * KV bucket) reports, and the API opens one attack. Alone, the edge reports its own.
     */
    async claim(attacks: AttackReport[]): Promise<AttackReport[]> {
      if (!up || !nc || attacks.length === 0) return attacks;
      try {
        bucket ??= new Kvm(nc).create(reporters, { history: 1, ttl: claimMs });
        const kv = await bucket;
        const mine = await Promise.all(attacks.map((report) => reports(kv, report.network_id)));
        return attacks.filter((_, index) => mine[index]);
      } catch (error) {
        bucket = null;
        options.log.warn(`attack reports sent alone: ${(error as Error).message}`);
        return attacks;
      }
    },
    async stop() {
      stopped = true;
      setUp(false);
      await nc?.close();
    },
  };
}
export type LocationBus = ReturnType<typeof startLocationBus>;
