import type { RouteRequest, Routes } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '@/api/user-summary';
import { api } from '@/lib/api';
import { setUser } from '@/lib/session';

export type GeneralInfoInput = NonNullable<RouteRequest<Routes['updateGeneralInfo']>['body']>;

export function useUpdateGeneralInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GeneralInfoInput) => api(endpoints.updateGeneralInfo, { body }),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(userKeys.summary(), user);
      setUser(user);
    },
  });
}
