import type { RouteRequest, Routes } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type User, userKeys } from '@/api/user-summary';
import { api } from '@/lib/api';
import { sessionStore, setUser } from '@/lib/session';

export type EnableInput = NonNullable<RouteRequest<Routes['twofaEnable']>['body']>;
export type DisableInput = NonNullable<RouteRequest<Routes['twofaDisable']>['body']>;

/**
 * The flag turns true after a successful enable and false after a disable
 * (docs/web.md#list-rules).
 */
function useSetTwoFactorFlag() {
  const queryClient = useQueryClient();
  return (on: boolean) => {
    const user = queryClient.getQueryData<User>(userKeys.summary()) ?? sessionStore.get().user;
    if (!user) return;
    const next = { ...user, two_factor_auth: on };
    queryClient.setQueryData(userKeys.summary(), next);
    setUser(next);
  };
}

export const useTwoFactorSetup = () => useMutation({ mutationFn: () => api(endpoints.twofaSetup) });

export function useEnableTwoFactor() {
  const setFlag = useSetTwoFactorFlag();
  return useMutation({
    mutationFn: (body: EnableInput) => api(endpoints.twofaEnable, { body }),
    onSuccess: () => setFlag(true),
  });
}

export function useDisableTwoFactor() {
  const setFlag = useSetTwoFactorFlag();
  return useMutation({
    mutationFn: (body: DisableInput) => api(endpoints.twofaDisable, { body }),
    onSuccess: () => setFlag(false),
  });
}
