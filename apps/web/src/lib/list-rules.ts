import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The list rules (docs/web.md#list-rules), applied to a list held in the TanStack Query cache so
 * that a screen shows the change at once without reloading the list.
 */
interface WithId {
  id: number;
}

/** Domains, tunnels, networks: a new item is added at the front. */
export const addToFront = <T extends WithId>(list: readonly T[], item: T): T[] => [
  item,
  ...list.filter((x) => x.id !== item.id),
];

/** Domains, tunnels, networks: an update replaces the item with the same id where it is. */
export const updateById = <T extends WithId>(list: readonly T[], item: T): T[] =>
  list.map((x) => (x.id === item.id ? item : x));

/** Delete removes the item with that id. */
export const removeById = <T extends WithId>(list: readonly T[], id: number): T[] =>
  list.filter((x) => x.id !== id);

/** Firewall lists: a new or updated entry goes to the top, an update first removing the old. */
export const moveToTop = <T extends WithId>(list: readonly T[], item: T): T[] => [
  item,
  ...removeById(list, item.id),
];

/** Sub-users: an update merges the changed fields (permissions) into the entry. */
export const mergeById = <T extends WithId>(
  list: readonly T[],
  id: number,
  patch: Partial<T>,
): T[] => list.map((x) => (x.id === id ? { ...x, ...patch } : x));

/**
 * Applies a rule to the cached list under `key`; nothing happens when the list was never
 * loaded (the next visit loads it whole).
 */
export function updateCachedList<T>(
  queryClient: QueryClient,
  key: QueryKey,
  change: (list: readonly T[]) => T[],
): void {
  queryClient.setQueryData<T[]>(key, (list) => (list ? change(list) : list));
}
