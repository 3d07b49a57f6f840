import type { BackendSet } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backendSetsKey } from '@/api/backend-sets';
import { api } from '@/lib/api';
import { removeById, updateCachedList } from '@/lib/list-rules';

/** Refused with IN_USE while a domain or a Bedrock tunnel still points at the set. */
export const deleteBackendSet = (networkId: number, setId: number) =>
  api(endpoints.deleteBackendSet, { params: { id: String(networkId), setId: String(setId) } });

export function useDeleteBackendSet(networkId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setId: number) => deleteBackendSet(networkId, setId),
    onSuccess: ({ id }) =>
      updateCachedList<BackendSet>(queryClient, backendSetsKey(networkId), (list) =>
        removeById(list, id),
      ),
  });
}
