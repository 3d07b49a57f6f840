import { endpoints } from '@palisade/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { networkKeys } from '../../../api/networks';
import { api } from '../../../lib/api';

export const deleteNetwork = (networkId: number) =>
  api(endpoints.deleteNetwork, { params: { id: String(networkId) } });

/** Spec §4: deleting reloads the list (the shell then picks the first network left). */
export function useDeleteNetwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNetwork,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: networkKeys.list() }),
  });
}
