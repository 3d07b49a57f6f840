import type { RouteRequest, Routes } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export type ResetInput = NonNullable<RouteRequest<Routes['resetPassword']>['body']>;

export const resetPassword = (input: ResetInput) => call(endpoints.resetPassword, { body: input });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
