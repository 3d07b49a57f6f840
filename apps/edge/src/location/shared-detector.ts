import type { DropReason, LocationCount } from '@palisade/contract';
import { AttackDetector, type DetectorOptions } from '../detection/detector';
import type { GeoOf } from '../filters/firewall';
import type { ConnectionInfo } from '../ports';

/**
 * The attack detector of an edge whose location shares (`location-bus.ts`): what it counts goes
 * to `share` as it is counted, and `replay` adds the other edges' counts with the time they were
 * made. So every edge judges a network's seconds by the whole location's traffic.
 */
export class SharedDetector extends AttackDetector {
  constructor(
    options: DetectorOptions,
    private readonly share: (count: LocationCount) => void,
  ) {
    super(options);
  }

  override connection(networkId: number, info: ConnectionInfo, now: number) {
    this.share(['connection', networkId, info.address, info.domain, info.bytes, now]);
    super.connection(networkId, info, now);
  }

  override dropped(networkId: number, reason: DropReason, now: number) {
    this.share(['dropped', networkId, reason, now]);
    super.dropped(networkId, reason, now);
  }

  override bytes(networkId: number, count: number, now: number) {
    this.share(['bytes', networkId, count, now]);
    super.bytes(networkId, count, now);
  }

  /** Another edge's count, with the detector's own methods: it is not shared again. */
  replay(op: LocationCount, geo: (address: string) => GeoOf) {
    switch (op[0]) {
      case 'connection': {
        const [, networkId, address, domain, bytes, at] = op;
        return super.connection(networkId, { address, domain, bytes, geo: geo(address) }, at);
      }
      case 'dropped':
        return super.dropped(op[1], op[2], op[3]);
      case 'bytes':
        return super.bytes(op[1], op[2], op[3]);
    }
  }
}
