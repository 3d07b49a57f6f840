import { describe, expect, it } from 'vitest';
import { canAccess, decide, isSignedIn } from './guard';

const now = Date.UTC(2026, 10, 22, 12);
/** A JWT shaped like the API's, expiring at `exp` (seconds). */
const jwt = (exp: number) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ sub: '1', exp }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')}.c2lnbmF0dXJl`;
const valid = jwt(now / 1000 + 600);
const expired = jwt(now / 1000 - 1);
const session = (accessToken: string | null, refreshToken: string | null) => ({
  accessToken,
  refreshToken,
  user: null,
});

describe('the route guard', () => {
  it('counts a valid access token or any refresh token as signed in', () => {
    expect(isSignedIn(session(valid, null), now)).toBe(true);
    expect(isSignedIn(session(expired, 'r'.repeat(40)), now)).toBe(true);
    expect(isSignedIn(session(null, 'r'.repeat(40)), now)).toBe(true);
    expect(isSignedIn(session(expired, null), now)).toBe(false);
    expect(isSignedIn(session('not a jwt', null), now)).toBe(false);
    expect(isSignedIn(session(null, null), now)).toBe(false);
  });

  it('sends a visitor who is not signed in to the login page with the path to come back to', () => {
    expect(decide(session(expired, null), '/networks/manage?tab=2', 'editor', now)).toEqual({
      kind: 'login',
      to: '/login?to=%2Fnetworks%2Fmanage%3Ftab%3D2',
    });
    expect(decide(session(valid, null), '/networks/manage', 'editor', now)).toEqual({
      kind: 'allow',
    });
  });

  it('admits admins and editors to editor routes, only admins to admin routes', () => {
    const as = (userRole: 'admin' | 'editor') => ({
      ...session(valid, null),
      user: { userRole } as never,
    });
    expect(canAccess(as('admin'), 'editor')).toBe(true);
    expect(canAccess(as('editor'), 'editor')).toBe(true);
    expect(canAccess(as('admin'), 'admin')).toBe(true);
    expect(canAccess(as('editor'), 'admin')).toBe(false);
    const editor = {
      ...session(valid, null),
      user: { userRole: 'editor' } as never,
    };
    expect(decide(editor, '/billing/plans', 'admin', now)).toEqual({
      kind: 'not-authorized',
      to: '/pages/not-authorized',
    });
  });

  it('admits only accounts with the operator role to operator routes', () => {
    const customer = { ...session(valid, null), user: { userRole: 'admin' } as never };
    const operator = {
      ...session(valid, null),
      user: { userRole: 'admin', operator: true } as never,
    };
    expect(decide(customer, '/operator/fleet', 'operator', now)).toEqual({
      kind: 'not-authorized',
      to: '/pages/not-authorized',
    });
    expect(decide(operator, '/operator/fleet', 'operator', now)).toEqual({ kind: 'allow' });
    expect(canAccess(operator, 'editor')).toBe(true);
  });
});
