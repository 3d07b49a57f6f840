import type { RouteRequest, Routes } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type ChangePasswordInput = NonNullable<RouteRequest<Routes['changePassword']>['body']>;

/** The API ends the other sessions on a password change and revokes the API key. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: ChangePasswordInput) => api(endpoints.changePassword, { body }),
  });
