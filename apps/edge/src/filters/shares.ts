/**
 * The methods of a filter that change what it remembers, each with the index of its `now`
 * parameter. The edge's workers share these calls: each worker's call is sent, with the time it
 * was made, to the others, which replay it on their own copy of the filter
 * (`workers/shared-filters.ts`). A filter declares them as `static readonly shares`, and its
 * shared methods take nothing a message cannot carry (no functions). With its line in `Filters`
 * (`data-plane.ts`), that is all a new filter does to hold for the location, not per worker.
 */
export type Shares<T> = {
  readonly [M in keyof T]?: T[M] extends (...args: never[]) => unknown ? number : never;
};
