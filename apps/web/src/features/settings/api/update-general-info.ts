import { type RouteRequest, routes } from '@palisade/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '../../../api/user-summary';
import { api } from '../../../lib/api';
import { setUser } from '../../../lib/session';

export type GeneralInfoInput = NonNullable<RouteRequest<typeof routes.updateGeneralInfo>['body']>;

export function useUpdateGeneralInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GeneralInfoInput) => api(routes.updateGeneralInfo, { body }),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(userKeys.summary(), user);
      setUser(user);
    },
  });
}
