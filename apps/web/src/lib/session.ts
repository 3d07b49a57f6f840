import type { User } from '@palisade/contract';
import { createStore, hasStorage, readJson, useStore, writeJson } from './store';

/**
 * What a signed-in browser keeps (docs/web.md#session-and-access): the two tokens and the user
 * info.
 */
export interface Session {
  accessToken: string | null;
  refreshToken: string | null;
  user: User | null;
}

const keys = {
  accessToken: 'palisade.accessToken',
  refreshToken: 'palisade.refreshToken',
  user: 'palisade.userInfo',
} as const;

function readString(key: string): string | null {
  const value = readJson(key);
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/**
 * The user info this app stored from the API's reply at sign-in, when it still has the fields
 * read before the API is asked again (the role for access control, names for the lock screen).
 * Checked by hand: zod is not loaded at start-up.
 */
export function storedUser(value: unknown): User | null {
  if (!value || typeof value !== 'object') return null;
  const user = value as Partial<Record<keyof User, unknown>>;
  const valid =
    typeof user.id === 'number' &&
    typeof user.email === 'string' &&
    typeof user.firstname === 'string' &&
    typeof user.lastname === 'string' &&
    (user.userRole === 'admin' || user.userRole === 'editor');
  return valid ? (value as User) : null;
}

function load(): Session {
  return {
    accessToken: readString(keys.accessToken),
    refreshToken: readString(keys.refreshToken),
    user: storedUser(readJson(keys.user)),
  };
}

export const sessionStore = createStore<Session>(load(), (value) => {
  writeJson(keys.accessToken, value.accessToken);
  writeJson(keys.refreshToken, value.refreshToken);
  writeJson(keys.user, value.user);
});

/** Picks up what another tab stored (a refresh there rotates the tokens here too). */
export function reloadSession(): void {
  // Without storage (a sandboxed frame) memory is all there is: keep it.
  if (hasStorage()) sessionStore.set(load());
}

export function setTokens(accessToken: string, refreshToken: string): void {
  sessionStore.set((s) => ({ ...s, accessToken, refreshToken }));
}

export function setUser(user: User): void {
  sessionStore.set((s) => ({ ...s, user }));
}

export function clearSession(): void {
  sessionStore.set({ accessToken: null, refreshToken: null, user: null });
}

export const useSession = () => useStore(sessionStore);

/** Seconds-since-epoch expiry of a JWT, or null when it is not a readable JWT. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/**
 * An access token is valid while its expiry lies in the future (docs/web.md#session-and-access).
 */
export function isAccessTokenValid(token: string | null, now = Date.now()): boolean {
  if (!token) return false;
  const exp = tokenExpiry(token);
  return exp !== null && exp * 1000 > now;
}
