import { type RouteRequest, routes } from '@palisade/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export type ForgotInput = NonNullable<RouteRequest<typeof routes.forgotPassword>['body']>;

export const forgotPassword = (input: ForgotInput) => call(routes.forgotPassword, { body: input });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
