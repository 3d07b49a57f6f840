import { z } from 'zod';
import { dropReasons } from './drops';

const id = z.number().int().min(0);
const at = z.number().int().min(0);
const address = z.string().min(1).max(64);
/** A value a filter's shared method is called with: JSON, one object deep (a rate, a sentence). */
const scalar = z.union([z.number(), z.string().max(255), z.boolean(), z.null()]);
const argument = z.union([scalar, z.record(z.string().max(32), scalar)]);

/**
 * A change to one edge's filters, replayed by the other edges of its location as the workers of
 * one edge replay each other's: the filter's name, the method its class shares and the
 * arguments it was called with, its time among them (docs/edge.md#location). A name or method
 * the receiving edge's filters do not share is not replayed.
 */
export const locationFilterOp = z.tuple([
  z.string().min(1).max(32),
  z.string().min(1).max(32),
  z.array(argument).max(8),
]);
export type LocationFilterOp = z.infer<typeof locationFilterOp>;

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
  /**
   * The publishing edge's turn, counted from 1: its filter changes go both to the location's
   * subject, at once, and to its stream, for the edges that join later. A receiver replays each
   * turn's changes once, from whichever comes first.
   */
  turn: z.number().int().min(1).optional(),
  filters: z.array(locationFilterOp).max(100_000),
  counts: z.array(locationCount).max(100_000),
});
export type LocationBatch = z.infer<typeof locationBatch>;
