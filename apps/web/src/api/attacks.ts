import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api';

/** Attacks of one network: the dashboard, the attack banner and Attack History read them. */
export const attackKeys = {
  all: ['attacks'] as const,
  network: (networkId: number) => [...attackKeys.all, networkId] as const,
  list: (networkId: number, page: number, perPage: number, from?: string, to?: string) =>
    [...attackKeys.network(networkId), 'list', page, perPage, from ?? null, to ?? null] as const,
  detail: (networkId: number, attackId: number) =>
    [...attackKeys.network(networkId), 'detail', attackId] as const,
};

export const attacksQuery = (
  networkId: number,
  {
    page = 1,
    perPage = 25,
    from,
    to,
  }: { page?: number; perPage?: number; from?: string; to?: string } = {},
) =>
  queryOptions({
    queryKey: attackKeys.list(networkId, page, perPage, from, to),
    queryFn: () =>
      api(endpoints.listAttacks, {
        params: { id: String(networkId) },
        query: { page, per_page: perPage, ...(from ? { from } : {}), ...(to ? { to } : {}) },
      }),
    refetchInterval: 30_000,
  });

/**
 * A network's five latest attacks and how many are open (`ongoing`): the attack banner and the
 * account dashboard's recent attacks read it, so the dashboard asks once for both.
 */
export const latestAttacksQuery = (networkId: number) => attacksQuery(networkId, { perPage: 5 });
