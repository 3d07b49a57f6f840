import { deserialize, serialize } from 'node:v8';
import { type LimitSettings, SessionLimiter } from '../bedrock/limiter';
import type { Filters } from '../data-plane';
import { AllowList } from '../filters/allow-list';
import { CheckMemory } from '../filters/checks';
import { Jail, type Sentence } from '../filters/jail';
import { RateGuard, type RateSettings } from '../filters/rate';
import type { AsnLookup } from '../geo/asn';
import type { FilterOp } from './messages';

type Share = (op: FilterOp) => void;

class SharedRate extends RateGuard {
  constructor(private readonly share: Share) {
    super();
  }
  override note(networkId: number, threshold: number, now = Date.now()) {
    this.share(['note', networkId, threshold, now]);
    super.note(networkId, threshold, now);
  }
  override admit(
    networkId: number,
    address: string,
    asn: () => number | null,
    settings: RateSettings,
    allowed: boolean,
    now = Date.now(),
  ) {
    this.share(['admit', networkId, address, settings, allowed, now]);
    return super.admit(networkId, address, asn, settings, allowed, now);
  }
}

class SharedJail extends Jail {
  constructor(private readonly share: Share) {
    super();
  }
  override strike(address: string, now = Date.now()) {
    this.share(['strike', address, now]);
    super.strike(address, now);
  }
  override lock(address: string, until: number, sentence: Sentence, now = Date.now()) {
    this.share(['lock', address, until, sentence, now]);
    super.lock(address, until, sentence, now);
  }
}

class SharedAllowList extends AllowList {
  constructor(private readonly share: Share) {
    super();
  }
  override allow(
    networkId: number,
    address: string,
    seconds: number,
    now = Date.now(),
    transferred = false,
  ) {
    this.share(['allow', networkId, address, seconds, now, transferred]);
    super.allow(networkId, address, seconds, now, transferred);
  }
  override takeTransfer(networkId: number, address: string, now = Date.now()) {
    this.share(['takeTransfer', networkId, address, now]);
    return super.takeTransfer(networkId, address, now);
  }
}

class SharedChecks extends CheckMemory {
  constructor(private readonly share: Share) {
    super();
  }
  override sawPing(networkId: number, address: string, now = Date.now()) {
    this.share(['sawPing', networkId, address, now]);
    super.sawPing(networkId, address, now);
  }
  override reconnected(networkId: number, address: string, now = Date.now()) {
    this.share(['reconnected', networkId, address, now]);
    return super.reconnected(networkId, address, now);
  }
}

class SharedLimiter extends SessionLimiter {
  constructor(private readonly share: Share) {
    super();
  }
  override admit(networkId: number, address: string, settings: LimitSettings, now = Date.now()) {
    this.share(['limit', networkId, address, settings, now]);
    return super.admit(networkId, address, settings, now);
  }
}

/**
 * The filters of one worker among several: every change a connection makes (a count, a ban, an
 * allowed address, a remembered ping) goes to `share` as it is made, and `replay` applies the
 * other workers' changes with the time they were made. So a network's threshold, an address's
 * share and a ban hold for the location, not per worker, a message hop late (docs/edge.md).
 */
export function sharedFilters(share: Share, asn: AsnLookup) {
  const filters = {
    rate: new SharedRate(share),
    allow: new SharedAllowList(share),
    checks: new SharedChecks(share),
    jail: new SharedJail(share),
    limiter: new SharedLimiter(share),
  } satisfies Filters;
  // The classes' own methods: a replayed change is not shared again.
  const replay = (op: FilterOp) => {
    switch (op[0]) {
      case 'note':
        return RateGuard.prototype.note.call(filters.rate, op[1], op[2], op[3]);
      case 'admit': {
        const [, networkId, address, settings, allowed, now] = op;
        RateGuard.prototype.admit.call(
          filters.rate,
          networkId,
          address,
          () => asn(address),
          settings,
          allowed,
          now,
        );
        return;
      }
      case 'strike':
        return Jail.prototype.strike.call(filters.jail, op[1], op[2]);
      case 'lock':
        return Jail.prototype.lock.call(filters.jail, op[1], op[2], op[3], op[4]);
      case 'allow':
        return AllowList.prototype.allow.call(filters.allow, op[1], op[2], op[3], op[4], op[5]);
      case 'takeTransfer':
        AllowList.prototype.takeTransfer.call(filters.allow, op[1], op[2], op[3]);
        return;
      case 'sawPing':
        return CheckMemory.prototype.sawPing.call(filters.checks, op[1], op[2], op[3]);
      case 'reconnected':
        CheckMemory.prototype.reconnected.call(filters.checks, op[1], op[2], op[3]);
        return;
      case 'limit':
        SessionLimiter.prototype.admit.call(filters.limiter, op[1], op[2], op[3], op[4]);
        return;
    }
  };
  return { filters, replay };
}

/**
 * What the filters remember, for a worker that starts after the others (one that died and is
 * started again): every filter's own fields, in v8's serialization, which keeps their Maps (the
 * workers' messages are JSON). A filter's `share` is its worker's own and is not handed over.
 */
export function memoryOf(filters: Filters): string {
  const fields = Object.entries(filters).map(([name, filter]) => [
    name,
    Object.fromEntries(Object.entries(filter).filter(([, value]) => typeof value !== 'function')),
  ]);
  return serialize(Object.fromEntries(fields)).toString('base64');
}

/** Takes on what `memoryOf` handed over, in place of what these filters remember. */
export function remember(filters: Filters, memory: string) {
  const fields = deserialize(Buffer.from(memory, 'base64')) as Record<string, object>;
  for (const [name, filter] of Object.entries(filters)) Object.assign(filter, fields[name]);
}
