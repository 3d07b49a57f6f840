import { z } from 'zod';
import { dropReasons } from './drops';

const id = z.number().int().min(0);
const at = z.number().int().min(0);
const address = z.string().min(1).max(64);
const rate = z.object({ threshold: z.number().min(0), banSeconds: z.number().min(0) });
const sentence = z.object({ networkId: id.nullable(), reason: z.enum(dropReasons) });

/**
 * A change to one edge's filters, replayed by the other edges of its location: the method and
 * arguments of the edge's filter classes, with the time it was made (docs/edge.md#location).
 */
export const locationFilterOp = z.union([
  z.tuple([z.literal('note'), id, z.number().min(0), at]),
  z.tuple([z.literal('admit'), id, address, rate, z.boolean(), at]),
  z.tuple([z.literal('strike'), address, at]),
  z.tuple([z.literal('lock'), address, at, sentence, at]),
  z.tuple([z.literal('allow'), id, address, z.number().min(0), at, z.boolean()]),
  z.tuple([z.literal('takeTransfer'), id, address, at]),
  z.tuple([z.literal('sawPing'), id, address, at]),
  z.tuple([z.literal('reconnected'), id, address, at]),
  z.tuple([z.literal('limit'), id, address, rate, at]),
]);

/** What one edge counted that the location's attack detection adds up. */
export const locationCount = z.union([
  /** A connection routed to the network: its address, domain asked for, bytes sent so far. */
  z.tuple([z.literal('connection'), id, address, z.string().max(255).nullable(), id, at]),
  z.tuple([z.literal('dropped'), id, z.enum(dropReasons), at]),
  /** Bytes from the network's clients. */
  z.tuple([z.literal('bytes'), id, id, at]),
]);
export type LocationCount = z.infer<typeof locationCount>;

/** One turn of an edge's changes and counts, published to the edges of its location. */
export const locationBatch = z.object({
  /** The publishing edge process, so it skips its own batches. */
  edge: z.string().min(1).max(64),
  filters: z.array(locationFilterOp).max(100_000),
  counts: z.array(locationCount).max(100_000),
});
export type LocationBatch = z.infer<typeof locationBatch>;
