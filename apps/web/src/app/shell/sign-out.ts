import { endpoints } from '@palisade/contract/endpoints';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { clearSession, sessionStore } from '@/lib/session';

/** Revokes the refresh token on the server, then forgets everything this browser held. */
export async function signOut(): Promise<void> {
  const { refreshToken } = sessionStore.get();
  if (refreshToken) {
    await call(endpoints.logout, { body: { refresh_token: refreshToken } }).catch((error: Error) =>
      console.warn('Palisade: sign-out was not confirmed by the server:', error.message),
    );
  }
  clearSession();
  queryClient.clear();
}
