import { type RouteRequest, routes } from '@palisade/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type ChangeEmailInput = NonNullable<RouteRequest<typeof routes.changeEmail>['body']>;

/** Starts the change: the address changes once the link mailed to it is opened. */
export const useChangeEmail = () =>
  useMutation({ mutationFn: (body: ChangeEmailInput) => api(routes.changeEmail, { body }) });
