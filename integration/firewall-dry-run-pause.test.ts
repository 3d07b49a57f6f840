import { QueryClientProvider } from '@tanstack/react-query';
import { eq } from 'drizzle-orm';
import { Window } from 'happy-dom';
import { createElement, type ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throttle } from '../apps/api/src/db/schema';
import { dryRunLimit } from '../apps/api/src/features/firewall/dry-run';
import { account, type Harness, startHarness } from '../apps/api/test/harness';
import { useFirewallDryRun } from '../apps/web/src/api/save-firewall-rule';
import { createQueryClient } from '../apps/web/src/lib/query-client';
import { setTokens } from '../apps/web/src/lib/session';
import { delay } from '../apps/web/src/lib/timers';

// The dashboard's dry-run hook against the real API and its real limit. A page's window and
// document only, not happy-dom's whole environment: the API in this process needs Node's URL.
let h: Harness;
let rtl: typeof import('@testing-library/react');
/** The dry runs the hook sent, in order. */
const sent: string[] = [];
const realFetch = globalThis.fetch;

beforeAll(async () => {
  const page = new Window();
  Object.assign(globalThis, { window: page, document: page.document });
  // Loaded once the page exists: React decides at load whether it has a DOM.
  rtl = await import('@testing-library/react');
  h = await startHarness();
  const base = await h.app.listen({ port: 0, host: '127.0.0.1' });
  globalThis.fetch = async (input, init) => {
    if (String(input).includes('dry_run=true')) sent.push(String(input));
    return realFetch(new URL(String(input), base), init);
  };
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  await h?.close();
});

describe("the dashboard's dry run", () => {
  it('asks nothing more of a network that answered 429 until its Retry-After has passed', async () => {
    const user = await account(h);
    setTokens(user.token, user.refreshToken);
    const id = (await user.route('createNetwork', { body: { name: 'tried' } })).body.data.id;
    const limit = dryRunLimit(id);
    for (let i = 0; i < limit.max; i++)
      await user.route('saveIpFirewall', {
        params: { id: String(id) },
        query: { dry_run: 'true' },
        body: { cidr: `198.51.100.${i}` },
      });
    // The window ends in 3 s, so the test sees the form come back.
    await h.deps.db
      .update(throttle)
      .set({ windowEndsAt: new Date(Date.now() + 3000) })
      .where(eq(throttle.key, limit.key));

    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    const { result, rerender } = rtl.renderHook(
      ({ cidr }: { cidr: string }) => useFirewallDryRun(id, 'ip', { cidr }),
      { wrapper, initialProps: { cidr: '198.51.100.0/24' } },
    );
    await rtl.waitFor(() => expect(result.current.pausedUntil).not.toBeNull());
    expect(sent).toHaveLength(1);
    expect(result.current.dryRun.error).toMatchObject({ status: 429 });
    expect(result.current.pausedUntil).toBeGreaterThan(Date.now());

    // Typing on while the allowance is spent sends nothing.
    rerender({ cidr: '203.0.113.0/24' });
    await delay(500);
    expect(sent).toHaveLength(1);
    expect(result.current.pausedUntil).not.toBeNull();

    // Once Retry-After has passed, the value on screen is asked about, once.
    await rtl.waitFor(() => expect(result.current.dryRun.isSuccess).toBe(true), {
      timeout: 10_000,
    });
    expect(result.current.pausedUntil).toBeNull();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toContain(`/networks/${id}/firewall?dry_run=true`);
  });
});
