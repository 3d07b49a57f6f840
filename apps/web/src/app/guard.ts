import { pathTo, type Rule, signInRoute } from '../config/route-table';
import { keepReturn } from '../features/auth/return-path';
import { isAccessTokenValid, type Session } from '../lib/session';

export type Role = 'admin' | 'editor';

const admits: Record<Exclude<Rule, 'operator'>, readonly Role[]> = {
  admin: ['admin'],
  editor: ['admin', 'editor'],
};

/**
 * Signed in = a valid access token, or a refresh token to get one with
 * (docs/web.md#session-and-access).
 */
export function isSignedIn(session: Session, now = Date.now()): boolean {
  return isAccessTokenValid(session.accessToken, now) || session.refreshToken !== null;
}

/** The role from the stored user info; admin when none is stored. */
export function roleOf(session: Session): Role {
  return session.user?.userRole ?? 'admin';
}

/** Whether the stored user info says the account runs the service (docs/operators.md). */
export const isOperator = (session: Session): boolean => session.user?.operator === true;

export function canAccess(session: Session, rule: Rule): boolean {
  return rule === 'operator' ? isOperator(session) : admits[rule].includes(roleOf(session));
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'login'; to: string }
  | { kind: 'not-authorized'; to: string };

/**
 * What to do with a visit to a signed-in route. `login` means: clear the stored session and
 * go to the login page, which brings the user back to `path` afterwards.
 */
export function decide(
  session: Session,
  path: string,
  rule: Rule,
  now = Date.now(),
): GuardDecision {
  if (!isSignedIn(session, now)) {
    return { kind: 'login', to: keepReturn(pathTo(signInRoute), path) };
  }
  if (!canAccess(session, rule))
    return { kind: 'not-authorized', to: pathTo('page-not-authorized') };
  return { kind: 'allow' };
}
