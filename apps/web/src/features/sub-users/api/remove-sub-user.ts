import type { SubUser } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { removeById, updateCachedList } from '@/lib/list-rules';
import { subUsersKey } from './list-sub-users';

export const removeSubUser = (networkId: number, userId: number) =>
  api(endpoints.removeSubUser, { params: { id: String(networkId), userId: String(userId) } });

export function useRemoveSubUser(networkId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => removeSubUser(networkId, userId),
    onSuccess: ({ id }) =>
      updateCachedList<SubUser>(queryClient, subUsersKey(networkId), (list) =>
        removeById(list, id),
      ),
  });
}
