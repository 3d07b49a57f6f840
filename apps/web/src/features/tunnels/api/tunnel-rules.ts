import type { RouteRequest, Routes, tunnelRule } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api';
import { addToFront, removeById, updateById, updateCachedList } from '@/lib/list-rules';
import { tunnelKeys } from './tunnels';

export type TunnelRule = z.infer<typeof tunnelRule>;
export type RuleInput = NonNullable<RouteRequest<Routes['createTunnelRule']>['body']>;

export const tunnelRulesQuery = (tunnelId: number) =>
  queryOptions({
    queryKey: tunnelKeys.rules(tunnelId),
    queryFn: () => api(endpoints.listTunnelRules, { params: { id: String(tunnelId) } }),
  });

export const useTunnelRules = (tunnelId: number) => useQuery(tunnelRulesQuery(tunnelId));

export const tunnelFiltersQuery = () =>
  queryOptions({
    queryKey: tunnelKeys.filters(),
    queryFn: () => api(endpoints.listTunnelFilters),
    staleTime: 5 * 60_000,
  });

export const useTunnelFilters = () => useQuery(tunnelFiltersQuery());

export function useCreateTunnelRule(tunnelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RuleInput) =>
      api(endpoints.createTunnelRule, { params: { id: String(tunnelId) }, body }),
    onSuccess: (rule) =>
      updateCachedList<TunnelRule>(queryClient, tunnelKeys.rules(tunnelId), (list) =>
        addToFront(list, rule),
      ),
  });
}

export function useUpdateTunnelRule(tunnelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RuleInput }) =>
      api(endpoints.updateTunnelRule, { params: { id: String(id) }, body }),
    onSuccess: (rule) =>
      updateCachedList<TunnelRule>(queryClient, tunnelKeys.rules(tunnelId), (list) =>
        updateById(list, rule),
      ),
  });
}

export function useDeleteTunnelRule(tunnelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(endpoints.deleteTunnelRule, { params: { id: String(id) } }),
    onSuccess: ({ id }) =>
      updateCachedList<TunnelRule>(queryClient, tunnelKeys.rules(tunnelId), (list) =>
        removeById(list, id),
      ),
  });
}
