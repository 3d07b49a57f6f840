import type { ErrorCode } from '@palisade/contract';
import type { Deps } from '../../deps';
import { AppError, FieldError } from '../../errors';
import { checkPassword } from './passwords';
import type { UserRow } from './queries';
import { signedInWithin } from './sessions';
import { assertUnderLimits, clearLimit, countFailure, reauthLimit } from './throttle';

/** One thing a signed-in user gives to prove it is them, and the answer when it is wrong. */
export interface Proof {
  check: () => Promise<boolean>;
  refusal: { code: ErrorCode; message: string };
}

/**
 * A signed-in user proving it is them again (current password, 2FA code). Throttled per
 * account, so a stolen session cannot guess the password or a code at leisure. The proofs are
 * checked in turn and the count cleared only when all pass: a right password must not wipe the
 * count of wrong codes sent with it.
 */
export async function reauthenticate(deps: Deps, user: UserRow, ...proofs: Proof[]) {
  const limit = reauthLimit(user.id);
  await assertUnderLimits(deps.db, [limit]);
  for (const { check, refusal } of proofs) {
    if (!(await check())) {
      await countFailure(deps.db, [limit]);
      throw new AppError(400, refusal.code, refusal.message);
    }
  }
  await clearLimit(deps.db, limit.key);
}

/** How recent a sign-in stands in for the password of an account that has none. */
export const freshSignInMinutes = 10;

/**
 * The account's owner, not just a bearer of its token or key, asking for a change that could lock
 * the owner out (2FA on or off): a session, never an API key; and the current password, or for
 * an account without one (it signs in through OpenID Connect only) a sign-in at most
 * `freshSignInMinutes` old (docs/security.md#two-factor-authentication). `more` are proofs
 * checked after it under the same count (the 2FA code that turning 2FA off also asks for).
 */
export async function confirmOwner(
  deps: Deps,
  user: UserRow,
  session: string | null,
  password: string | undefined,
  action: string,
  ...more: Proof[]
): Promise<void> {
  if (session === null) {
    throw new AppError(
      403,
      'FORBIDDEN',
      `An API key cannot ${action}: sign in to the dashboard and do it there.`,
    );
  }
  if (user.passwordHash === null) {
    if (!(await signedInWithin(deps.db, session, freshSignInMinutes * 60))) {
      throw new AppError(
        403,
        'REAUTH_REQUIRED',
        `Sign in again to ${action}: it needs a sign-in of the last ${freshSignInMinutes} minutes.`,
      );
    }
    if (more.length > 0) await reauthenticate(deps, user, ...more);
    return;
  }
  if (password === undefined) {
    throw new FieldError('body.password', `Give your current password to ${action}.`);
  }
  const hash = user.passwordHash;
  await reauthenticate(
    deps,
    user,
    {
      check: () => checkPassword(hash, password),
      refusal: { code: 'PASSWORD_INCORRECT', message: 'The password is not correct.' },
    },
    ...more,
  );
}
