import type { BedrockTunnel, RouteRequest, Routes } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bedrockTunnelsKey } from '@/api/bedrock-tunnels';
import { api } from '@/lib/api';
import { addToFront, updateById, updateCachedList } from '@/lib/list-rules';

export type CreateBedrockBody = NonNullable<RouteRequest<Routes['createBedrockTunnel']>['body']>;
export type UpdateBedrockBody = NonNullable<RouteRequest<Routes['updateBedrockTunnel']>['body']>;

export const createBedrockTunnel = (networkId: number, body: CreateBedrockBody) =>
  api(endpoints.createBedrockTunnel, { params: { id: String(networkId) }, body });

export const updateBedrockTunnel = (networkId: number, tunnelId: number, body: UpdateBedrockBody) =>
  api(endpoints.updateBedrockTunnel, {
    params: { id: String(networkId), tunnelId: String(tunnelId) },
    body,
  });

/** Added at the front, updated by id, as tunnels are (docs/web.md#list-rules). */
export function useCreateBedrockTunnel(networkId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBedrockBody) => createBedrockTunnel(networkId, body),
    onSuccess: (tunnel) =>
      updateCachedList<BedrockTunnel>(queryClient, bedrockTunnelsKey(networkId), (list) =>
        addToFront(list, tunnel),
      ),
  });
}

export function useUpdateBedrockTunnel(networkId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tunnelId, body }: { tunnelId: number; body: UpdateBedrockBody }) =>
      updateBedrockTunnel(networkId, tunnelId, body),
    onSuccess: (tunnel) =>
      updateCachedList<BedrockTunnel>(queryClient, bedrockTunnelsKey(networkId), (list) =>
        updateById(list, tunnel),
      ),
  });
}
