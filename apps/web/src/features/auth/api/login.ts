import { type RouteReply, type RouteRequest, routes } from '@palisade/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { sessionStore } from '../../../lib/session';

export type LoginInput = NonNullable<RouteRequest<typeof routes.login>['body']>;
type SessionReply = RouteReply<typeof routes.login>;

/** Keeps what the API hands out (spec §3: tokens and user info); drops another user's cache. */
export function startSession(reply: SessionReply): void {
  queryClient.clear();
  sessionStore.set({
    accessToken: reply.token,
    refreshToken: reply.refreshToken,
    user: reply.user,
  });
}

export async function login(input: LoginInput): Promise<SessionReply> {
  const reply = await call(routes.login, { body: input });
  startSession(reply);
  return reply;
}

export const useLogin = () => useMutation({ mutationFn: login });
