import type { ErrorCode } from '@palisade/contract';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { UserRow } from './queries';
import { assertUnderLimits, clearLimit, countFailure, reauthLimit } from './throttle';

/**
 * A signed-in user proving it is them again (current password, 2FA code). Throttled per
 * account, so a stolen session cannot guess the password or a code at leisure.
 */
export async function reauthenticate(
  deps: Deps,
  user: UserRow,
  check: () => Promise<boolean>,
  refusal: { code: ErrorCode; message: string },
): Promise<void> {
  const limit = reauthLimit(user.id);
  await assertUnderLimits(deps.db, [limit]);
  if (!(await check())) {
    await countFailure(deps.db, [limit]);
    throw new AppError(400, refusal.code, refusal.message);
  }
  await clearLimit(deps.db, limit.key);
}
