import type { RouteRequest, Routes } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type ChangeEmailInput = NonNullable<RouteRequest<Routes['changeEmail']>['body']>;

/** Starts the change: the address changes once the link mailed to it is opened. */
export const useChangeEmail = () =>
  useMutation({ mutationFn: (body: ChangeEmailInput) => api(endpoints.changeEmail, { body }) });
