import type { BedrockTunnel } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bedrockTunnelsKey } from '@/api/bedrock-tunnels';
import { api } from '@/lib/api';
import { removeById, updateCachedList } from '@/lib/list-rules';

export const deleteBedrockTunnel = (networkId: number, tunnelId: number) =>
  api(endpoints.deleteBedrockTunnel, {
    params: { id: String(networkId), tunnelId: String(tunnelId) },
  });

export function useDeleteBedrockTunnel(networkId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tunnelId: number) => deleteBedrockTunnel(networkId, tunnelId),
    onSuccess: ({ id }) =>
      updateCachedList<BedrockTunnel>(queryClient, bedrockTunnelsKey(networkId), (list) =>
        removeById(list, id),
      ),
  });
}
