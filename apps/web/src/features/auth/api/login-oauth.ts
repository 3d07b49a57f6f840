import type { RouteRequest, Routes } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { startSession } from './login';

export type OauthLoginInput = NonNullable<RouteRequest<Routes['loginOauth']>['body']>;

export async function loginOauth(input: OauthLoginInput) {
  const reply = await call(endpoints.loginOauth, { body: input });
  startSession(reply);
  return reply;
}

export const useLoginOauth = () => useMutation({ mutationFn: loginOauth });
