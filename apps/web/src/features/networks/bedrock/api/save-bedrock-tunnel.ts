import { type BedrockTunnel, type RouteRequest, routes } from '@palisade/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { addToFront, updateById, updateCachedList } from '../../../../lib/list-rules';
import { bedrockTunnelsKey } from './list-bedrock-tunnels';

export type CreateBedrockBody = NonNullable<
  RouteRequest<typeof routes.createBedrockTunnel>['body']
>;
export type UpdateBedrockBody = NonNullable<
  RouteRequest<typeof routes.updateBedrockTunnel>['body']
>;

export const createBedrockTunnel = (networkId: number, body: CreateBedrockBody) =>
  api(routes.createBedrockTunnel, { params: { id: String(networkId) }, body });

export const updateBedrockTunnel = (networkId: number, tunnelId: number, body: UpdateBedrockBody) =>
  api(routes.updateBedrockTunnel, {
    params: { id: String(networkId), tunnelId: String(tunnelId) },
    body,
  });

/** Spec §4 (tunnels): added at the front, updated by id. */
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
