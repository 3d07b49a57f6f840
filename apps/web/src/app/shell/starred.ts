/**
 * How many starred pages the first group holds; the rest follow in a second
 * (docs/web.md#themes-and-preferences).
 */
export const starredSplit = 10;

/** Splits the starred pages at `starredSplit`, keeping the order they were starred in. */
export function splitStarred<T>(items: readonly T[]): [T[], T[]] {
  return [items.slice(0, starredSplit), items.slice(starredSplit)];
}
