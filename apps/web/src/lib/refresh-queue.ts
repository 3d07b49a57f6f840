/**
 * Single-flight token refresh (docs/web.md#session-and-access): however many calls get a 401 at
 * once, one refresh
 * goes out and every waiting call retries with its result. Refresh tokens rotate and the API
 * revokes the whole family when a rotated token is used twice, so a second refresh in
 * parallel would sign the user out; across tabs a Web Lock serialises the refreshes.
 */
export interface RefreshDeps {
  /** The tokens as stored now (another tab may have rotated them). */
  current(): { accessToken: string | null; refreshToken: string | null };
  /** Trades a refresh token for new tokens; rejects when the API refuses. */
  exchange(refreshToken: string): Promise<{ token: string; refresh_token: string }>;
  store(accessToken: string, refreshToken: string): void;
  /** Re-reads storage written by other tabs. */
  reload?(): void;
}

export interface RefreshQueue {
  /**
   * A fresh access token, given the one that was refused; null when the session cannot be
   * renewed. Resolves at once when the refused token was already replaced.
   */
  refresh(refused: string | null): Promise<string | null>;
  /** The refresh under way, if any: new calls wait for it instead of sending a stale token. */
  pending(): Promise<string | null> | null;
}

const lockName = 'palisade-token-refresh';

async function withLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  return locks ? locks.request(lockName, task) : task();
}

export function createRefreshQueue(deps: RefreshDeps): RefreshQueue {
  let inFlight: Promise<string | null> | null = null;

  const run = (refused: string | null) =>
    withLock(async () => {
      deps.reload?.();
      const { accessToken, refreshToken } = deps.current();
      // Another tab (or an earlier refresh) has already replaced the refused token.
      if (accessToken && accessToken !== refused) return accessToken;
      if (!refreshToken) return null;
      try {
        const tokens = await deps.exchange(refreshToken);
        deps.store(tokens.token, tokens.refresh_token);
        return tokens.token;
      } catch {
        return null;
      }
    });

  return {
    refresh(refused) {
      const { accessToken } = deps.current();
      if (!inFlight && accessToken && accessToken !== refused) return Promise.resolve(accessToken);
      if (!inFlight) {
        inFlight = run(refused).finally(() => {
          inFlight = null;
        });
      }
      return inFlight;
    },
    pending: () => inFlight,
  };
}
