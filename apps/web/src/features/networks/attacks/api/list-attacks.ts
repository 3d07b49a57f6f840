import { routes } from '@palisade/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { networkKeys } from '../../../../api/networks';
import { api } from '../../../../lib/api';

export interface AttackFilter {
  page: number;
  /** ISO dates (yyyy-mm-dd) bounding when attacks started; empty means open. */
  from: string;
  to: string;
}

export const attackKeys = {
  all: (networkId: number) => [...networkKeys.all, networkId, 'attacks'] as const,
  list: (networkId: number, filter: AttackFilter) =>
    [...attackKeys.all(networkId), 'list', filter] as const,
  detail: (networkId: number, attackId: number) =>
    [...attackKeys.all(networkId), 'detail', attackId] as const,
};

/** A day picked in the filter: `from` counts from its start, `to` up to its end. */
const dayStart = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const dayEnd = (day: string) =>
  new Date(new Date(`${day}T00:00:00`).getTime() + 86_400_000).toISOString();

export const listAttacks = (networkId: number, filter: AttackFilter) =>
  api(routes.listAttacks, {
    params: { id: String(networkId) },
    query: {
      page: filter.page,
      per_page: 25,
      ...(filter.from ? { from: dayStart(filter.from) } : {}),
      ...(filter.to ? { to: dayEnd(filter.to) } : {}),
    },
  });

export const attacksQuery = (networkId: number, filter: AttackFilter) =>
  queryOptions({
    queryKey: attackKeys.list(networkId, filter),
    queryFn: () => listAttacks(networkId, filter),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });

/** Attacks on the network, newest first, a page at a time. */
export const useAttacks = (networkId: number, filter: AttackFilter) =>
  useQuery(attacksQuery(networkId, filter));
