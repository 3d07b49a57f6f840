import { type RouteRequest, routes } from '@palisade/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export type ResetInput = NonNullable<RouteRequest<typeof routes.resetPassword>['body']>;

export const resetPassword = (input: ResetInput) => call(routes.resetPassword, { body: input });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
