import { type RouteRequest, routes } from '@palisade/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type ChangePasswordInput = NonNullable<RouteRequest<typeof routes.changePassword>['body']>;

/** The API ends every session on a password change: the caller signs in again. */
export const useChangePassword = () =>
  useMutation({ mutationFn: (body: ChangePasswordInput) => api(routes.changePassword, { body }) });
