import type { NetworkUpdate } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { networkKeys } from './networks';

export const updateNetwork = (networkId: number, body: NetworkUpdate) =>
  api(endpoints.updateNetwork, { params: { id: String(networkId) }, body });

/**
 * Name, mitigation, status and webhook settings; an update reloads the list
 * (docs/web.md#list-rules).
 */
export function useUpdateNetwork(networkId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NetworkUpdate) => updateNetwork(networkId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: networkKeys.list() }),
  });
}
