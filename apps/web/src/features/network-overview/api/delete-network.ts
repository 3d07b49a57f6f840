import { endpoints } from '@palisade/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { networkKeys } from '@/api/networks';
import { billingKeys } from '@/api/subscription';
import { api } from '@/lib/api';

export const deleteNetwork = (networkId: number) =>
  api(endpoints.deleteNetwork, { params: { id: String(networkId) } });

/**
 * Deleting reloads the list; the shell then picks the first network left
 * (docs/web.md#list-rules).
 */
export function useDeleteNetwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNetwork,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: networkKeys.list() }),
        queryClient.invalidateQueries({ queryKey: billingKeys.subscription() }),
      ]),
  });
}
