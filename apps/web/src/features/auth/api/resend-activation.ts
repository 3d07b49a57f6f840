import type { RouteRequest, Routes } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export type ResendInput = NonNullable<RouteRequest<Routes['resendActivation']>['body']>;

export const resendActivation = (input: ResendInput) =>
  call(endpoints.resendActivation, { body: input });

export const useResendActivation = () => useMutation({ mutationFn: resendActivation });
