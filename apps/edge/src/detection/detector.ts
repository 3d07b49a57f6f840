import { randomUUID } from 'node:crypto';
import { classifySecond } from '@palisade/attacks';
import {
  type AttackReport,
  type AttackSample,
  type AttackType,
  type DropReason,
  emptyDrops,
} from '@palisade/contract';
import type { GeoOf } from '../filters/firewall';
import { subnetCidr } from '../filters/subnet';
import { unmapped } from '../filters/unmapped';
import type { ConnectionInfo } from '../ports';

/** Distinct sources and domains kept per attack; a botnet wider than this is counted no further. */
const maxSources = 10_000;
const maxDomains = 1000;
/**
 * Distinct client addresses remembered per attack. Connections are counted by address and each
 * address is located (ASN, country) once, when a report is built; past this many addresses a new
 * one is located at once, so the sources stay exact whatever the botnet's width.
 */
const maxAddresses = 100_000;
/** Sources, prefixes, addresses and domains sent with each report (the largest). */
const reportedSources = 20;
const reportedDomains = 10;

interface Source {
  asn: number | null;
  country: string | null;
  count: number;
}

interface Tally {
  /** Connections by (ASN, country), from the addresses located so far. */
  sources: Map<string, Source>;
  /**
   * Per address: the source it was located in (its next connections count there directly), or
   * its lookup and the connections counted before it is located.
   */
  addresses: Map<string, Source | { geo: GeoOf; count: number }>;
  domains: Map<string, number>;
  /** Connections by /24 (IPv4) or /48 (IPv6). */
  prefixes: Map<string, number>;
  /** Connections by client address, for the attack's top addresses. */
  byAddress: Map<string, number>;
}

interface OpenAttack {
  id: string;
  networkId: number;
  type: AttackType;
  startedAt: number;
  /** Start of the last second that was over the threshold. */
  lastOver: number;
  endedAt: number | null;
  /** Seconds not reported yet. */
  samples: AttackSample[];
  tally: Tally;
  reported: boolean;
}

interface Watch {
  current: AttackSample;
  threshold: number;
  tally: Tally;
  attack: OpenAttack | null;
}

const emptySample = (at: number): AttackSample => ({
  at,
  connections: 0,
  dropped: emptyDrops(),
  bytes_in: 0,
});
const isEmpty = (s: AttackSample) =>
  s.connections === 0 && s.bytes_in === 0 && Object.values(s.dropped).every((n) => n === 0);
const emptyTally = (): Tally => ({
  sources: new Map(),
  addresses: new Map(),
  domains: new Map(),
  prefixes: new Map(),
  byAddress: new Map(),
});

/** Adds `count` connections from `geo`'s place to the sources; answers the source, if kept. */
function addSource(tally: Tally, geo: GeoOf, count: number): Source | undefined {
  const asn = geo.asn();
  const country = geo.country();
  const key = `${asn ?? ''}|${country ?? ''}`;
  let source = tally.sources.get(key);
  if (source) source.count += count;
  else if (tally.sources.size < maxSources) {
    source = { asn, country, count };
    tally.sources.set(key, source);
  }
  return source;
}

/** Locates the addresses not located yet and adds their connections to the sources. */
function locate(tally: Tally) {
  for (const [address, entry] of tally.addresses) {
    if (!('geo' in entry)) continue;
    const source = addSource(tally, entry.geo, entry.count);
    if (source) tally.addresses.set(address, source);
    else tally.addresses.delete(address);
  }
}
const secondOf = (ms: number) => Math.floor(ms / 1000) * 1000;

export interface DetectorOptions {
  /** The network's `connections_per_second_threshold` in the config in use; null if unknown. */
  threshold(networkId: number): number | null;
  /** How long a network must stay below the threshold before its attack closes (60 s). */
  quietMs?: number;
}

/**
 * Attack detection, per network and second. Every second of a network's traffic is judged
 * with `classifySecond`; the first one over the line opens an attack, and the attack closes
 * once `quietMs` have passed without another. While it lasts, each second is kept as a sample
 * and its connections are counted by client address and domain; each address is located (ASN
 * and country) once, when the attack's next report is built, not per connection. `drain` hands
 * over what changed, for the next telemetry batch.
 */
export class AttackDetector {
  private watches = new Map<number, Watch>();
  private closed: OpenAttack[] = [];
  private readonly quietMs: number;

  constructor(private readonly options: DetectorOptions) {
    this.quietMs = options.quietMs ?? 60_000;
  }

  private thresholdOf(networkId: number) {
    return this.options.threshold(networkId) ?? Number.POSITIVE_INFINITY;
  }

  private watch(networkId: number, now: number): Watch {
    let w = this.watches.get(networkId);
    if (!w) {
      w = {
        current: emptySample(secondOf(now)),
        threshold: this.thresholdOf(networkId),
        tally: emptyTally(),
        attack: null,
      };
      this.watches.set(networkId, w);
      return w;
    }
    const second = secondOf(now);
    if (second > w.current.at) this.roll(networkId, w, second);
    return w;
  }

  /** Judges the finished second, and the silent ones after it while an attack is open. */
  private roll(networkId: number, w: Watch, second: number) {
    this.finish(networkId, w, w.current);
    for (let at = w.current.at + 1000; at < second && w.attack; at += 1000)
      this.finish(networkId, w, emptySample(at));
    w.current = emptySample(second);
    w.threshold = this.thresholdOf(networkId);
    // Sources counted in a second that opened nothing are forgotten.
    if (!w.attack && (w.tally.addresses.size > 0 || w.tally.domains.size > 0))
      w.tally = emptyTally();
  }

  private finish(networkId: number, w: Watch, sample: AttackSample) {
    const kind = classifySecond(sample, w.threshold);
    if (!w.attack) {
      if (!kind) return;
      w.attack = {
        id: randomUUID(),
        networkId,
        type: kind,
        startedAt: sample.at,
        lastOver: sample.at,
        endedAt: null,
        samples: [],
        tally: w.tally,
        reported: false,
      };
    }
    const attack = w.attack;
    attack.samples.push(sample);
    if (kind) attack.lastOver = sample.at;
    else if (sample.at - attack.lastOver >= this.quietMs) this.close(w, attack);
  }

  private close(w: Watch, attack: OpenAttack) {
    attack.endedAt = attack.lastOver + 1000;
    this.closed.push(attack);
    w.attack = null;
    w.tally = emptyTally();
  }

  /** A connection routed to the network (before any filter), with what it sent so far. */
  connection(networkId: number, info: ConnectionInfo, now: number) {
    const w = this.watch(networkId, now);
    w.current.connections += 1;
    w.current.bytes_in += info.bytes;
    // Where connections come from is counted only when they might be an attack's.
    if (!w.attack && w.current.connections <= Math.min(w.threshold, 10)) return;
    const { addresses, domains, prefixes, byAddress } = w.tally;
    const seen = addresses.get(info.address);
    if (seen) seen.count += 1;
    else if (addresses.size < maxAddresses)
      addresses.set(info.address, { geo: info.geo, count: 1 });
    else addSource(w.tally, info.geo, 1);
    const client = unmapped(info.address);
    const fromAddress = byAddress.get(client);
    if (fromAddress !== undefined) byAddress.set(client, fromAddress + 1);
    else if (byAddress.size < maxSources) byAddress.set(client, 1);
    const prefix = subnetCidr(info.address);
    const fromPrefix = prefixes.get(prefix);
    if (fromPrefix !== undefined) prefixes.set(prefix, fromPrefix + 1);
    else if (prefixes.size < maxSources) prefixes.set(prefix, 1);
    if (info.domain === null) return;
    const hits = domains.get(info.domain);
    if (hits !== undefined) domains.set(info.domain, hits + 1);
    else if (domains.size < maxDomains) domains.set(info.domain, 1);
  }

  dropped(networkId: number, reason: DropReason, now: number) {
    this.watch(networkId, now).current.dropped[reason] += 1;
  }

  /** Bytes received from clients of the network. */
  bytes(networkId: number, count: number, now: number) {
    this.watch(networkId, now).current.bytes_in += count;
  }

  underAttack(networkId: number): boolean {
    return this.watches.get(networkId)?.attack != null;
  }

  private report(attack: OpenAttack): AttackReport {
    attack.reported = true;
    locate(attack.tally);
    const sources = [...attack.tally.sources.values()]
      .sort((a, b) => b.count - a.count)
      .slice(0, reportedSources)
      .map(({ asn, country, count }) => ({ asn, country, count }));
    const largest = (counts: Map<string, number>) =>
      [...counts].sort((a, b) => b[1] - a[1]).slice(0, reportedSources);
    const prefixes = largest(attack.tally.prefixes).map(([prefix, count]) => ({ prefix, count }));
    const addresses = largest(attack.tally.byAddress).map(([address, count]) => ({
      address,
      count,
    }));
    const domains = Object.fromEntries(
      [...attack.tally.domains].sort((a, b) => b[1] - a[1]).slice(0, reportedDomains),
    );
    return {
      id: attack.id,
      network_id: attack.networkId,
      type: attack.type,
      started_at: attack.startedAt,
      ended_at: attack.endedAt,
      samples: attack.samples.splice(0),
      sources,
      prefixes,
      addresses,
      domains,
    };
  }

  /**
   * Reports of the attacks that changed since the last drain: new seconds, or closed. With
   * `closeAll` (shutdown) the second under way is judged too and every open attack ends.
   */
  drain(now: number, closeAll = false): AttackReport[] {
    const second = secondOf(now);
    const reports: AttackReport[] = [];
    for (const [networkId, w] of this.watches) {
      if (second > w.current.at) this.roll(networkId, w, second);
      if (closeAll) {
        this.finish(networkId, w, w.current);
        w.current = emptySample(second + 1000);
        if (w.attack) this.close(w, w.attack);
      }
      if (w.attack && (w.attack.samples.length > 0 || !w.attack.reported))
        reports.push(this.report(w.attack));
      // A network is watched again from its next connection.
      if (!w.attack && isEmpty(w.current)) this.watches.delete(networkId);
    }
    for (const attack of this.closed.splice(0)) reports.push(this.report(attack));
    return reports;
  }
}
