import { type RouteRequest, routes } from '@palisade/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { startSession } from './login';

export type OauthLoginInput = NonNullable<RouteRequest<typeof routes.loginOauth>['body']>;

export async function loginOauth(input: OauthLoginInput) {
  const reply = await call(routes.loginOauth, { body: input });
  startSession(reply);
  return reply;
}

export const useLoginOauth = () => useMutation({ mutationFn: loginOauth });
