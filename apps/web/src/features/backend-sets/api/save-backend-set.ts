import type { BackendSet, RouteRequest, Routes } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backendSetsKey } from '@/api/backend-sets';
import { api } from '@/lib/api';
import { updateById, updateCachedList } from '@/lib/list-rules';

export type BackendSetBody = NonNullable<RouteRequest<Routes['createBackendSet']>['body']>;

export const createBackendSet = (networkId: number, body: BackendSetBody) =>
  api(endpoints.createBackendSet, { params: { id: String(networkId) }, body });

export const updateBackendSet = (networkId: number, setId: number, body: BackendSetBody) =>
  api(endpoints.updateBackendSet, {
    params: { id: String(networkId), setId: String(setId) },
    body,
  });

/**
 * Creates a set (no `setId`) or changes one. Sets keep the API's order (oldest first), so a
 * new one goes to the end; `onSaved` lets the screen select the saved set
 * (docs/web.md#list-rules).
 */
export function useSaveBackendSet(networkId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ setId, body }: { setId?: number; body: BackendSetBody }) =>
      setId === undefined
        ? createBackendSet(networkId, body)
        : updateBackendSet(networkId, setId, body),
    onSuccess: (set, { setId }) =>
      updateCachedList<BackendSet>(queryClient, backendSetsKey(networkId), (list) =>
        setId === undefined ? [...list, set] : updateById(list, set),
      ),
  });
}
