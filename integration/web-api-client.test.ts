import type { Network } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dryRunLimit } from '../apps/api/src/features/firewall/dry-run';
import { account, type Harness, startHarness } from '../apps/api/test/harness';
import {
  api,
  refreshQueue,
  renewTokensAtStart,
  setSessionExpiredHandler,
} from '../apps/web/src/lib/api';
import { ApiError, call } from '../apps/web/src/lib/api-client';
import { clearSession, sessionStore, setTokens } from '../apps/web/src/lib/session';

// The dashboard's API client against the real API on a real socket: the tokens it refreshes
// are the API's. Tests that need two apps live here: apps never import each other (docs/web.md).
let h: Harness;
let refreshes = 0;
/** The calls in the order they went out and came back: `> path` and `< path`. */
let traffic: string[] = [];
const realFetch = globalThis.fetch;

beforeAll(async () => {
  h = await startHarness();
  const base = await h.app.listen({ port: 0, host: '127.0.0.1' });
  // As a page would: paths resolve against the origin that served it. Refresh calls are
  // counted on their way; every call still goes out to the API for real.
  globalThis.fetch = async (input, init) => {
    const path = String(input);
    if (path.endsWith('/auth/refresh-token')) refreshes += 1;
    traffic.push(`> ${path}`);
    const reply = await realFetch(new URL(path, base), init);
    traffic.push(`< ${path}`);
    return reply;
  };
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  await h.close();
});
beforeEach(() => {
  refreshes = 0;
  traffic = [];
  clearSession();
});

describe('the API client', () => {
  it('refreshes once for many refused calls and retries each with the new token', async () => {
    const user = await account(h);
    // An access token the API refuses (as an expired one is), with a good refresh token.
    setTokens('refused.access.token', user.refreshToken);
    const replies = await Promise.all([
      api(endpoints.summary),
      api(endpoints.listNetworks),
      api(endpoints.summary),
      api(endpoints.getSubscription),
      api(endpoints.listNetworks),
    ]);
    expect(refreshes).toBe(1);
    expect((replies[0] as { email: string }).email).toBe(user.email);
    expect(replies[1] as Network[]).toEqual([]);
    const { accessToken, refreshToken } = sessionStore.get();
    expect(accessToken).not.toBe('refused.access.token');
    expect(refreshToken).not.toBe(user.refreshToken);
    // The rotated token works for the next call without another refresh.
    await api(endpoints.summary);
    expect(refreshes).toBe(1);
  });

  it('clears the session and reports expiry when the refresh is refused', async () => {
    const user = await account(h);
    await call(endpoints.logout, { body: { refresh_token: user.refreshToken } });
    setTokens('refused.access.token', user.refreshToken);
    let expired = 0;
    setSessionExpiredHandler(() => {
      expired += 1;
    });
    const outcomes = await Promise.allSettled([
      api(endpoints.summary),
      api(endpoints.listNetworks),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    const reason = (outcomes[0] as PromiseRejectedResult).reason as ApiError;
    expect(reason).toBeInstanceOf(ApiError);
    expect(reason.status).toBe(401);
    expect(refreshes).toBe(1);
    expect(expired).toBeGreaterThanOrEqual(1);
    expect(sessionStore.get()).toEqual({ accessToken: null, refreshToken: null, user: null });
  });

  it('does not refresh for a refused sign-in: that 401 is the answer', async () => {
    const user = await account(h);
    setTokens(user.token, user.refreshToken);
    const failure = await api(endpoints.login, {
      body: { email: user.email, password: 'not the password at all', captcha: await h.captcha() },
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('INVALID_CREDENTIALS');
    expect(refreshes).toBe(0);
    expect(sessionStore.get().refreshToken).toBe(user.refreshToken);
  });

  it("carries a 429's Retry-After, as the firewall's dry runs answer past their limit", async () => {
    const user = await account(h);
    setTokens(user.token, user.refreshToken);
    const { id } = await api(endpoints.createNetwork, { body: { name: 'tried' } });
    const tryRule = () =>
      api(endpoints.saveIpFirewall, {
        params: { id: String(id) },
        query: { dry_run: 'true' },
        body: { cidr: '198.51.100.0/24' },
      });
    await Promise.all(Array.from({ length: dryRunLimit(id).max }, tryRule));
    const refused = await tryRule().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    const { retryAfterSeconds } = refused as ApiError;
    expect(retryAfterSeconds).toBeGreaterThan(0);
    expect(retryAfterSeconds).toBeLessThanOrEqual(dryRunLimit(id).windowSeconds);
  });

  it('renews a valid session on request without dropping it', async () => {
    const user = await account(h);
    setTokens(user.token, user.refreshToken);
    const fresh = await refreshQueue.refresh(user.token);
    expect(fresh).toBeTruthy();
    // A token minted in the same second may equal the old one; the refresh token rotates.
    expect(sessionStore.get().refreshToken).not.toBe(user.refreshToken);
    expect(refreshes).toBe(1);
    await expect(api(endpoints.summary)).resolves.toMatchObject({ email: user.email });
  });

  it('sends calls with a valid token while the renewal at start is under way', async () => {
    const user = await account(h);
    setTokens(user.token, user.refreshToken);
    const renewal = renewTokensAtStart();
    await expect(api(endpoints.summary)).resolves.toMatchObject({ email: user.email });
    await renewal;
    const summaryOut = traffic.indexOf('> /api/v1/user/summary');
    expect(summaryOut).toBeGreaterThan(-1);
    expect(summaryOut).toBeLessThan(traffic.indexOf('< /api/v1/auth/refresh-token'));
    expect(refreshes).toBe(1);
    expect(sessionStore.get().refreshToken).not.toBe(user.refreshToken);
  });
});
