import type { RouteRequest, Routes } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export type RegisterInput = NonNullable<RouteRequest<Routes['register']>['body']>;

export const register = (input: RegisterInput) => call(endpoints.register, { body: input });

export const useRegister = () => useMutation({ mutationFn: register });
