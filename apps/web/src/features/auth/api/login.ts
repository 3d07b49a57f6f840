import type { RouteReply, RouteRequest, Routes } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { sessionStore } from '@/lib/session';

export type LoginInput = NonNullable<RouteRequest<Routes['login']>['body']>;
type SessionReply = RouteReply<Routes['login']>;

/**
 * Keeps what the API hands out (tokens and user info, docs/web.md#session-and-access); drops
 * another user's cache.
 */
export function startSession(reply: SessionReply): void {
  queryClient.clear();
  sessionStore.set({
    accessToken: reply.token,
    refreshToken: reply.refreshToken,
    user: reply.user,
  });
}

export async function login(input: LoginInput): Promise<SessionReply> {
  const reply = await call(endpoints.login, { body: input });
  startSession(reply);
  return reply;
}

export const useLogin = () => useMutation({ mutationFn: login });
