import type { RouteRequest, Routes, SubUser } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { updateCachedList } from '@/lib/list-rules';
import { subUsersKey } from './list-sub-users';

export type InviteBody = NonNullable<RouteRequest<Routes['inviteSubUser']>['body']>;

export const inviteSubUser = (networkId: number, body: InviteBody) =>
  api(endpoints.inviteSubUser, { params: { id: String(networkId) }, body });

/** An invited sub-user is added to the end of the list (docs/web.md#list-rules). */
export function useInviteSubUser(networkId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteBody) => inviteSubUser(networkId, body),
    onSuccess: (member) =>
      updateCachedList<SubUser>(queryClient, subUsersKey(networkId), (list) => [...list, member]),
  });
}
