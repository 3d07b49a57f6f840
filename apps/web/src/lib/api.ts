import type { RouteName, RouteReply, RouteRequest, Routes } from '@palisade/contract';
import { type Endpoint, endpoints } from '@palisade/contract/endpoints';
import { ApiError, call } from './api-client';
import { createRefreshQueue } from './refresh-queue';
import {
  clearSession,
  isAccessTokenValid,
  reloadSession,
  sessionStore,
  setTokens,
} from './session';

let onSessionExpired: () => void = () => {};

/** The app tells the client where to send a user whose session cannot be renewed. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

export const refreshQueue = createRefreshQueue({
  current: () => sessionStore.get(),
  exchange: (refreshToken) => call(endpoints.refresh, { body: { refresh_token: refreshToken } }),
  store: setTokens,
  reload: reloadSession,
});

/**
 * Calls a route as the signed-in user. A 401 from a signed-in route triggers one refresh
 * (shared by every call that is refused meanwhile) and one retry; when the refresh fails the
 * session is cleared and the user goes to the login page (docs/web.md#session-and-access).
 */
export async function api<N extends RouteName>(
  route: Endpoint<N>,
  request: RouteRequest<Routes[N]> = {},
): Promise<RouteReply<Routes[N]>> {
  if (route.auth === 'public') return call(route, request);
  // A call waits for a refresh under way only when its token has expired or is unreadable:
  // the renewal at start does not hold the first screen's data back by a round trip.
  const held = sessionStore.get().accessToken;
  const token =
    (isAccessTokenValid(held) ? held : await refreshQueue.pending()) ?? held ?? undefined;
  try {
    return await call(route, request, token);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    const fresh = await refreshQueue.refresh(token ?? null);
    if (!fresh) {
      clearSession();
      onSessionExpired();
      throw error;
    }
    return call(route, request, fresh);
  }
}

/**
 * At start the shell renews the tokens; a failure is only logged (docs/web.md#session-and-access).
 */
export async function renewTokensAtStart(): Promise<void> {
  const { accessToken, refreshToken } = sessionStore.get();
  if (!refreshToken) return;
  // Naming the current token as the refused one asks for a renewal even while it is valid.
  const fresh = await refreshQueue.refresh(accessToken);
  if (!fresh) console.warn('Palisade: the session could not be renewed at start.');
}
