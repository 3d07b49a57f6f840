import type { RouteRequest, Routes } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { addToFront, removeById, updateById, updateCachedList } from '@/lib/list-rules';
import { type Tunnel, tunnelKeys } from './tunnels';

export type CreateTunnelInput = NonNullable<RouteRequest<Routes['createTunnel']>['body']>;
export type UpdateTunnelInput = NonNullable<RouteRequest<Routes['updateTunnel']>['body']>;

/** A new tunnel goes to the front of the list (docs/web.md#list-rules). */
export function useCreateTunnel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTunnelInput) => api(endpoints.createTunnel, { body }),
    onSuccess: (created) => {
      updateCachedList<Tunnel>(queryClient, tunnelKeys.list(), (list) => addToFront(list, created));
      queryClient.setQueryData(tunnelKeys.detail(created.id), created);
    },
  });
}

/** An updated tunnel replaces the one with its id. */
export function useUpdateTunnel(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTunnelInput) =>
      api(endpoints.updateTunnel, { params: { id: String(id) }, body }),
    onSuccess: (updated) => {
      updateCachedList<Tunnel>(queryClient, tunnelKeys.list(), (list) => updateById(list, updated));
      queryClient.setQueryData(tunnelKeys.detail(id), updated);
      void queryClient.invalidateQueries({ queryKey: tunnelKeys.script(id) });
    },
  });
}

/** A deleted tunnel is removed by id. */
export function useDeleteTunnel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(endpoints.deleteTunnel, { params: { id: String(id) } }),
    onSuccess: ({ id }) => {
      updateCachedList<Tunnel>(queryClient, tunnelKeys.list(), (list) => removeById(list, id));
      queryClient.removeQueries({ queryKey: tunnelKeys.detail(id) });
    },
  });
}
