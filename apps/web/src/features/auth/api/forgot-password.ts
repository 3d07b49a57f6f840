import type { RouteRequest, Routes } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export type ForgotInput = NonNullable<RouteRequest<Routes['forgotPassword']>['body']>;

export const forgotPassword = (input: ForgotInput) =>
  call(endpoints.forgotPassword, { body: input });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
