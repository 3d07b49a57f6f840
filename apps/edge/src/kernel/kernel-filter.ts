import type { EdgeSnapshot } from '@palisade/contract';
import type { SessionLimiter } from '../bedrock/limiter';
import type { AllowList } from '../filters/allow-list';
import type { GeoOf } from '../filters/firewall';
import type { Jail } from '../filters/jail';
import { addressShare } from '../filters/rate';
import { unmapped } from '../filters/unmapped';
import type { EdgeMetrics } from '../metrics/metrics';
import type { TelemetrySink } from '../ports';
import { elementCounters, NftSession, runScript } from './nft';
import {
  type BedrockPortRules,
  counters,
  type Element,
  type ElementSet,
  elementLines,
  jailChain,
  jailChainLines,
  jailNetwork,
  kernelRules,
  type Layout,
  maxElements,
  tableScript,
} from './ruleset';

/** Name of the table an edge owns; tests give theirs another. */
export const defaultTable = 'palisade_edge';
/** Changes wait this long to go out together: at most four `nft` transactions a second. */
const flushMs = 250;
/**
 * How often the kernel's counters are read into telemetry and `/metrics`: the telemetry's bucket.
 * A read lists the table, its jail's addresses included (about 24 ms of `nft` with 4,000 jailed),
 * so reading every 2 s cost about 1 % of a core under a flood.
 */
const defaultReadMs = 10_000;
/** Java connections one address may hold open at once before the kernel drops its next. */
const javaConcurrent = 64;
/**
 * Unconnected pings per second one address may send a port: each is answered with a pong, so
 * this is what a spoofed source can draw from the whole machine, whichever worker or edge process
 * gets the datagram (the Bedrock proxy answers 5 a second per address too, `bedrock/proxy.ts`).
 */
const bedrockPingsPerSecond = 5;
/** Open-connection requests per second one address may send a port (MTU discovery sends several). */
const bedrockPerSecond = 20;

export interface KernelFilterOptions {
  table?: string;
  /** How often the counters are read; tests read sooner. */
  readMs?: number;
  javaPort: number;
  recorder: Pick<TelemetrySink, 'connection' | 'dropped'>;
  geo(address: string): GeoOf;
  metrics: EdgeMetrics;
  log: { info(message: string): void; warn(message: string): void; debug(message: string): void };
}

interface Entry {
  until: number;
  /** The network whose refusal put the address in jail: its drops count there. */
  networkId: number | null;
}

/**
 * What the next flush adds: the new jail chains, then each set's elements in one command per set
 * and family (a command of its own for each element cost `nft` more, and so did its bytes: `nft
 * -i` reads its input a byte at a time). An element added twice is the kernel's as last added.
 */
class Pending {
  readonly chains: string[] = [];
  private readonly sets: Record<ElementSet, Element[]> = { jail: [], allowed: [], ban: [] };

  add(set: ElementSet, e: Element) {
    this.sets[set].push(e);
  }

  lines(table: string): string[] {
    return [
      ...this.chains,
      ...(Object.keys(this.sets) as ElementSet[]).flatMap((set) =>
        elementLines(table, set, 'add', this.sets[set]),
      ),
    ];
  }
}

/**
 * The edge's first line in the kernel: an nftables table of its own (`ruleset.ts`) that drops
 * what the edge already knows is bad before a socket exists, so a bot that reconnects from a
 * jailed address costs the edge nothing. The edge's own decisions fill it (`jail`, `allow`, `ban`); its
 * counters are read back as refusals of the networks they protect. Started only where `nft`
 * runs with CAP_NET_ADMIN; elsewhere the edge filters in user space alone, and says so.
 */
export class KernelFilter {
  private readonly table: string;
  private jailed = new Map<string, Entry>();
  private allowed = new Map<string, number>();
  /** A network's rate bans on its Bedrock ports, by `networkId|address`: until when. */
  private banned = new Map<string, { networkId: number; address: string; until: number }>();
  private pending = new Pending();
  /** The jail chains the kernel holds now: a network's first jailed address adds its own. */
  private chains = new Set<string>();
  private rewrite = true;
  private layout: Layout;
  private bedrockNetworks = new Map<number, number>();
  /** Counters as last read: per blocked port and range, per ban, per name in `refused`. */
  private seen = new Map<string, number>();
  private writing: Promise<void> = Promise.resolve();
  private flushTimer: NodeJS.Timeout | null = null;
  /** Settles once the next flush has put what is pending into the kernel, or failed to. */
  private flushed: { promise: Promise<void>; settle: () => void } | null = null;
  private readTimer: NodeJS.Timeout | null = null;
  /** Element changes and counter reads; the whole table goes through `nft -f` (`runScript`). */
  private readonly session = new NftSession((message) => {
    this.options.log.debug(`kernel filter: ${message}`);
    this.rewrite = true;
    this.schedule();
  });

  constructor(private readonly options: KernelFilterOptions) {
    this.table = options.table ?? defaultTable;
    this.layout = {
      table: this.table,
      javaPort: options.javaPort,
      bedrock: [],
      javaPerSecond: javaPerSecond([]),
      javaConcurrent,
      bedrockPingsPerSecond,
      bedrockPerSecond,
    };
  }

  /** Writes the table, then reads its counters; throws what `nft` said when it cannot. */
  async start() {
    await runScript(this.wholeTable(Date.now()));
    this.rewrite = false;
    this.readTimer = setInterval(() => void this.read(), this.options.readMs ?? defaultReadMs);
    this.readTimer.unref();
  }

  /**
   * Drops the address's new connections and datagrams until `until`. Answers once the kernel
   * does (within a flush, `flushMs`, and its transaction).
   */
  jail(address: string, until: number, networkId: number | null, now = Date.now()): Promise<void> {
    const key = unmapped(address);
    const held = this.jailed.get(key);
    // Already there for as long (a second's slack): the kernel lets it out on time by itself.
    if (held && held.until + 1000 >= until) return this.flushed?.promise ?? Promise.resolve();
    this.jailed.delete(key);
    this.jailed.set(key, { until, networkId });
    const chain = jailChain(networkId);
    if (!this.chains.has(chain)) {
      this.chains.add(chain);
      this.pending.chains.push(...jailChainLines(this.table, chain));
    }
    this.pending.add('jail', { ...element(key, until, now), chain });
    this.evict(this.jailed);
    return this.schedule();
  }

  /** Never drops the address until `until` (a player who passed a network's checks). */
  allow(address: string, until: number, now = Date.now()) {
    const key = unmapped(address);
    const held = this.allowed.get(key);
    if (held !== undefined && held + 1000 >= until) return;
    this.allowed.delete(key);
    this.allowed.set(key, until);
    // A longer allowance than the kernel holds cannot be added over it: the set is written anew.
    if (held !== undefined && held > now) this.rewrite = true;
    else this.pending.add('allowed', element(key, until, now));
    this.evict(this.allowed);
    this.schedule();
  }

  /**
   * Drops the address's datagrams to the network's Bedrock tunnel ports until `until` (its rate
   * ban, `bedrock/limiter.ts`). The Java port is every network's: a ban there stays in user space.
   */
  ban(networkId: number, address: string, until: number, now = Date.now()) {
    const key = unmapped(address);
    const id = `${networkId}|${key}`;
    const held = this.banned.get(id);
    if (held && held.until + 1000 >= until) return;
    this.banned.delete(id);
    this.banned.set(id, { networkId, address: key, until });
    for (const e of this.onPorts(networkId, key, until, now)) this.pending.add('ban', e);
    this.evict(this.banned);
    this.schedule();
  }

  /** The ban's elements: one per Bedrock port of the network. */
  private onPorts(networkId: number, address: string, until: number, now: number): Element[] {
    return [...this.bedrockNetworks]
      .filter(([, id]) => id === networkId)
      .map(([port]) => ({ ...element(address, until, now), port }));
  }

  /** Follows a snapshot: the Bedrock ports with their networks' IP rules, the Java rate. */
  apply(snapshot: EdgeSnapshot, now = Date.now()) {
    const networks = new Map(snapshot.networks.map((n) => [n.id, n]));
    this.bedrockNetworks = new Map(snapshot.bedrock.map((b) => [b.port, b.network_id]));
    const bedrock = snapshot.bedrock.map(
      (b): BedrockPortRules => ({
        port: b.port,
        rules: kernelRules(networks.get(b.network_id)?.firewall.ip ?? [], now),
      }),
    );
    const layout = {
      ...this.layout,
      bedrock,
      javaPerSecond: javaPerSecond(
        snapshot.networks.map((n) => n.connections_per_second_threshold),
      ),
    };
    if (JSON.stringify(layout) === JSON.stringify(this.layout)) return;
    this.layout = layout;
    this.rewrite = true;
    this.schedule();
  }

  /** Oldest first out, past the sets' size. */
  private evict(map: Map<string, unknown>) {
    const over = map.size - maxElements;
    if (over <= 0) return;
    for (const address of [...map.keys()].slice(0, over)) map.delete(address);
    // Deleting what the kernel let out already would fail the transaction: the set is rewritten.
    this.rewrite = true;
  }

  /** A flush within `flushMs`; answers when it is done. */
  private schedule(): Promise<void> {
    if (!this.flushed) {
      let settle = () => {};
      const promise = new Promise<void>((resolve) => {
        settle = resolve;
      });
      this.flushed = { promise, settle };
    }
    if (!this.flushTimer) {
      this.flushTimer = setTimeout(() => {
        this.flushTimer = null;
        void this.flush();
      }, flushMs);
      this.flushTimer.unref();
    }
    return this.flushed.promise;
  }

  /**
   * The whole table in one transaction when it must be; otherwise the elements added since, through
   * the session (a refused one has the next write be whole).
   */
  private flush(): Promise<void> {
    const flushed = this.flushed;
    this.flushed = null;
    const written = this.writing.then(async () => {
      const now = Date.now();
      const whole = this.rewrite;
      const lines = this.pending.lines(this.table);
      this.pending = new Pending();
      this.rewrite = false;
      if (!whole) {
        await this.session.write(lines);
        return;
      }
      try {
        await runScript(this.wholeTable(now));
        this.seen.clear();
      } catch (error) {
        this.rewrite = true;
        this.options.log.debug(`kernel filter: ${(error as Error).message}`);
      }
    });
    this.writing = written.finally(() => flushed?.settle());
    return this.writing;
  }

  private wholeTable(now: number) {
    const live = <V>(map: Map<string, V>, until: (v: V) => number) => {
      for (const [address, value] of map) if (until(value) <= now) map.delete(address);
      return [...map].map(([address, value]) => element(address, until(value), now));
    };
    for (const [id, ban] of this.banned) if (ban.until <= now) this.banned.delete(id);
    const jailed = live(this.jailed, (e) => e.until).map((e) => ({
      ...e,
      chain: jailChain(this.jailed.get(e.address)?.networkId ?? null),
    }));
    this.chains = new Set(['jail_edge', ...jailed.map((e) => e.chain)]);
    return tableScript(
      this.layout,
      jailed,
      live(this.allowed, (until) => until),
      [...this.banned.values()].flatMap((b) => this.onPorts(b.networkId, b.address, b.until, now)),
    );
  }

  /** The kernel's drops since the last read, counted as refusals of the networks they spared. */
  private async read(now = Date.now()) {
    try {
      const set = (name: string) => this.session.list(`set inet ${this.table} ${name}`);
      const [block4, block6, ban4, ban6, refused] = await Promise.all([
        set('block4'),
        set('block6'),
        set('ban4'),
        set('ban6'),
        set('refused'),
      ]);
      // A jail chain's name counts for its network; a static guard's for `/metrics` alone.
      for (const { value, packets } of elementCounters(refused)) {
        const name = String(value);
        const n = this.delta(`counter|${name}`, packets);
        if (n === 0) continue;
        const networkId = jailNetwork(name);
        if (networkId === undefined) {
          if ((counters as readonly string[]).includes(name))
            this.options.metrics.kernelDropped.inc({ reason: `kernel_${name}` }, n);
          continue;
        }
        this.options.metrics.kernelDropped.inc({ reason: 'kernel_jail' }, n);
        if (networkId === null) continue;
        for (let i = 0; i < n; i += 1) {
          this.options.recorder.connection(networkId, undefined, now);
          this.options.recorder.dropped(networkId, 'kernel_jail', now);
        }
      }
      for (const { value, packets } of elementCounters([...block4, ...block6])) {
        const n = this.delta(`block|${JSON.stringify(value)}`, packets);
        if (n === 0) continue;
        this.options.metrics.kernelDropped.inc({ reason: 'kernel_firewall' }, n);
        const port = Array.isArray(value) ? Number(value[0]) : Number.NaN;
        const networkId = this.bedrockNetworks.get(port);
        if (networkId === undefined) continue;
        for (let i = 0; i < n; i += 1) {
          this.options.recorder.connection(networkId, undefined, now);
          this.options.recorder.dropped(networkId, 'kernel_firewall', now);
        }
      }
      for (const { value, packets } of elementCounters([...ban4, ...ban6])) {
        const n = this.delta(`ban|${JSON.stringify(value)}`, packets);
        if (n === 0) continue;
        this.options.metrics.kernelDropped.inc({ reason: 'kernel_ban' }, n);
        const [port, address] = Array.isArray(value) ? value.map(String) : [];
        const networkId = this.bedrockNetworks.get(Number(port));
        if (networkId === undefined || address === undefined) continue;
        const info = { address, domain: null, geo: this.options.geo(address), bytes: 0 };
        for (let i = 0; i < n; i += 1) {
          this.options.recorder.connection(networkId, info, now);
          this.options.recorder.dropped(networkId, 'kernel_ban', now);
        }
      }
    } catch (error) {
      this.options.log.debug(`kernel filter counters: ${(error as Error).message}`);
    }
  }

  /** Packets since the last read; a counter that went back started again (a re-added element). */
  private delta(key: string, packets: number) {
    const before = this.seen.get(key) ?? 0;
    this.seen.set(key, packets);
    return packets >= before ? packets - before : packets;
  }

  /** Takes the table away: what the edge wrote goes with it, nothing else is touched. */
  async stop() {
    if (this.readTimer) clearInterval(this.readTimer);
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushed?.settle();
    await this.writing;
    this.session.close();
    await runScript(`delete table inet ${this.table}\n`).catch((error: Error) =>
      this.options.log.warn(`kernel filter: the table stays: ${error.message}`),
    );
  }
}

const element = (address: string, until: number, now: number): Element => ({
  address,
  seconds: (until - now) / 1000,
});

/**
 * New connections per second one address may open at the Java port, which every network shares:
 * twice the largest peacetime share a network gives an address (`rate.ts`), so the kernel only
 * drops what user space would refuse anyway.
 */
const javaPerSecond = (thresholds: number[]) =>
  2 * Math.max(addressShare(0), ...thresholds.map(addressShare));

/**
 * The kernel's first line for an edge, when `wanted` and the machine allows it (`nft`, and root or
 * CAP_NET_ADMIN): fed by the edge's jail, allow list and Bedrock bans, following its snapshots. Otherwise
 * null, and the edge refuses in user space alone; either way it says which, in its log and in
 * `palisade_edge_kernel_filter`.
 */
export async function startKernelFilter(
  wanted: boolean,
  options: KernelFilterOptions & {
    jail: Jail;
    allow: AllowList;
    limiter: SessionLimiter;
    follow(follower: (snapshot: EdgeSnapshot) => void): void;
  },
): Promise<KernelFilter | null> {
  const { log, metrics } = options;
  metrics.kernelFilter.set(0);
  if (!wanted) {
    log.info('kernel filter off (not asked for): refusals are made in user space');
    return null;
  }
  const filter = new KernelFilter(options);
  try {
    await filter.start();
  } catch (error) {
    log.warn(`kernel filter off (${(error as Error).message}): refusals are made in user space`);
    return null;
  }
  metrics.kernelFilter.set(1);
  options.jail.onSentence = (address, until, sentence) =>
    filter.jail(address, until, sentence.networkId);
  options.allow.onAllow = (address, until) => filter.allow(address, until);
  options.limiter.onBan = (networkId, address, until) => filter.ban(networkId, address, until);
  options.follow((snapshot) => filter.apply(snapshot));
  log.info(`kernel filter on: nftables table inet ${options.table ?? defaultTable}`);
  return filter;
}
