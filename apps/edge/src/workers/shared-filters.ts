import { deserialize, serialize } from 'node:v8';
import { type Filters, newFilters } from '../data-plane';
import type { AsnLookup } from '../geo/asn';
import type { FilterOp } from './messages';

type Method = (...args: unknown[]) => unknown;
/** A filter as this file handles any of them: its methods by name, its `shares` on its class. */
type AnyFilter = Record<string, Method> & { constructor: { shares?: Record<string, number> } };

const sharesOf = (filter: AnyFilter) => filter.constructor.shares ?? {};
/** The class's own method, which changes this worker's copy and shares nothing. */
const ownMethod = (filter: AnyFilter, method: string): Method | undefined => {
  const own: unknown = Object.getPrototypeOf(filter)[method];
  return typeof own === 'function' ? (own as Method) : undefined;
};

/**
 * The filters of one worker among several: every call a filter's class declares in its `shares`
 * (a count, a ban, an allowed address, a remembered ping; `filters/shares.ts`) goes to `share`
 * as it is made, with its time, and `replay` applies the other workers' calls with the time they
 * were made. So a network's threshold, an address's share and a ban hold for the location, not
 * per worker, a message hop late (docs/edge.md#workers).
 */
export function sharedFilters(share: (op: FilterOp) => void, asn: AsnLookup) {
  const filters = newFilters(asn);
  for (const name of Object.keys(filters) as (keyof Filters)[]) {
    const filter = filters[name] as unknown as AnyFilter;
    for (const [method, nowAt] of Object.entries(sharesOf(filter))) {
      const own = ownMethod(filter, method);
      if (!own) continue;
      filter[method] = (...given: unknown[]) => {
        // The call as made, its time filled in, so each worker replays it at the same moment.
        const args = Array.from({ length: Math.max(given.length, nowAt + 1) }, (_, i) => given[i]);
        args[nowAt] ??= Date.now();
        share([name, method, args]);
        return own.apply(filter, args);
      };
    }
  }
  /**
   * Another worker's call, or another edge's (`location/location-bus.ts`): only a method a filter
   * of these shares is replayed, whatever name the message gives. Answers the call replayed, for
   * the workers; null for one that was not.
   */
  const replay = ([name, method, args]: readonly [string, string, unknown[]]): FilterOp | null => {
    if (!Object.hasOwn(filters, name)) return null;
    const filter = filters[name as keyof Filters] as unknown as AnyFilter;
    const own = Object.hasOwn(sharesOf(filter), method) ? ownMethod(filter, method) : undefined;
    if (!own) return null;
    own.apply(filter, args);
    return [name as keyof Filters, method, args];
  };
  return { filters, replay };
}

/**
 * What the filters remember, for a worker that starts after the others (one that died and is
 * started again): every filter's own fields, in v8's serialization, which keeps their Maps (the
 * workers' messages are JSON). Its functions (the shared methods, the ASN lookup) are its
 * worker's own and are not handed over.
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
