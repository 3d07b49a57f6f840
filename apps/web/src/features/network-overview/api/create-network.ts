import { endpoints } from '@palisade/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { networkKeys } from '@/api/networks';
import { setActiveNetwork } from '@/lib/active-network';
import { api } from '@/lib/api';

export const createNetwork = (name: string) => api(endpoints.createNetwork, { body: { name } });

/**
 * Creating a network reloads the list; the new network becomes the active one
 * (docs/web.md#list-rules).
 */
export function useCreateNetwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNetwork,
    onSuccess: async (network) => {
      await queryClient.invalidateQueries({ queryKey: networkKeys.list() });
      setActiveNetwork(network.network_id);
    },
  });
}
