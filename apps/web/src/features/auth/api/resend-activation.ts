import { type RouteRequest, routes } from '@palisade/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export type ResendInput = NonNullable<RouteRequest<typeof routes.resendActivation>['body']>;

export const resendActivation = (input: ResendInput) =>
  call(routes.resendActivation, { body: input });

export const useResendActivation = () => useMutation({ mutationFn: resendActivation });
