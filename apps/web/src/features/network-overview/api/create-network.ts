import { endpoints } from '@palisade/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { networkKeys } from '@/api/networks';
import { billingKeys } from '@/api/subscription';
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
      // The plan's usage counts the new network (the create card checks the limit with it).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: networkKeys.list() }),
        queryClient.invalidateQueries({ queryKey: billingKeys.subscription() }),
      ]);
      setActiveNetwork(network.network_id);
    },
  });
}
