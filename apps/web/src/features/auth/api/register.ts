import { type RouteRequest, routes } from '@palisade/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export type RegisterInput = NonNullable<RouteRequest<typeof routes.register>['body']>;

export const register = (input: RegisterInput) => call(routes.register, { body: input });

export const useRegister = () => useMutation({ mutationFn: register });
