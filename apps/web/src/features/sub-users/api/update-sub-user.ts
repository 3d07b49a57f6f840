import type { Permissions, SubUser } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { mergeById, updateCachedList } from '@/lib/list-rules';
import { subUsersKey } from './list-sub-users';

export const updateSubUser = (networkId: number, userId: number, perms: Partial<Permissions>) =>
  api(endpoints.updateSubUser, {
    params: { id: String(networkId), userId: String(userId) },
    body: { perms },
  });

/** The changed permissions are merged into the sub-user's (docs/web.md#list-rules). */
export function useUpdateSubUser(networkId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, perms }: { userId: number; perms: Partial<Permissions> }) =>
      updateSubUser(networkId, userId, perms),
    onSuccess: (member) =>
      updateCachedList<SubUser>(queryClient, subUsersKey(networkId), (list) =>
        mergeById(list, member.id, { perms: member.perms }),
      ),
  });
}
