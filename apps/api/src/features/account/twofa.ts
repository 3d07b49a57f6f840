import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { hashToken, seal, unseal } from '../../crypto';
import type { Db } from '../../db/client';
import { recoveryCodes, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { twofaChangedMail } from '../../mail/templates';
import { findUserByEmail, type UserRow, updateUser } from './queries';

const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

export async function setupTwofa(user: UserRow) {
  const secret = generateSecret({ length: 20 });
  const otpauth_url = generateURI({ issuer: 'Palisade', label: user.email, secret });
  const qr = await QRCode.toDataURL(otpauth_url, { margin: 1, width: 240 });
  return { secret, otpauth_url, qr };
}

/** The time step a code belongs to, if it is valid for the secret and newer than the last one. */
async function acceptedStep(secret: string, code: string, lastStep: number | null) {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

function newRecoveryCodes(): string[] {
  return Array.from({ length: 10 }, () => {
    const bytes = randomBytes(10);
    const chars = Array.from(bytes, (b) => recoveryAlphabet[b % recoveryAlphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

const normaliseRecovery = (code: string) => code.toLowerCase().replace('-', '');

/** Turns 2FA on with a scanned secret; the caller has checked who asks (`confirmOwner`). */
export async function enableTwofa(deps: Deps, user: UserRow, secret: string, code: string) {
  const step = await acceptedStep(secret, code, null);
  if (step === null)
    throw new AppError(400, 'TWOFA_INVALID', 'The code is not valid. Try the next one.');
  const codes = newRecoveryCodes();
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, {
      totpSecretSealed: seal(secret, deps.secrets.dataKey),
      totpLastStep: step,
    });
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((c) => ({ userId: user.id, codeHash: hashToken(normaliseRecovery(c)) })));
  });
  return codes;
}

/**
 * Checks a second factor: a TOTP code not used before, or an unused recovery code.
 * Answers false for a wrong or replayed code.
 */
export async function checkSecondFactor(deps: Deps, user: UserRow, code: string): Promise<boolean> {
  if (!user.totpSecretSealed) return false;
  if (/^\d{6}$/.test(code)) {
    const secret = unseal(user.totpSecretSealed, deps.secrets.dataKey);
    const step = await acceptedStep(secret, code, user.totpLastStep);
    if (step === null) return false;
    // Compare-and-set, so two requests racing with one code cannot both pass.
    const claimed = await deps.db
      .update(users)
      .set({ totpLastStep: step })
      .where(
        and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))),
      )
      .returning({ id: users.id });
    return claimed.length === 1;
  }
  const [used] = await deps.db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, user.id),
        eq(recoveryCodes.codeHash, hashToken(normaliseRecovery(code))),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning();
  return used !== undefined;
}

/** Turns 2FA off and drops the recovery codes; the caller has checked who asks. */
export async function disableTwofa(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await updateUser(tx, userId, { totpSecretSealed: null, totpLastStep: null });
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  });
}

/** Tells the account's address that 2FA went on or off, and by whom. */
export function twofaNotice(
  deps: { mailer: Mailer; config: { publicUrl: string } },
  email: string,
  on: boolean,
  by: 'owner' | 'operator',
) {
  return deps.mailer.send(
    twofaChangedMail(email, on, by, `${deps.config.publicUrl}/forgot-password`),
  );
}

/**
 * The operator turning 2FA off for an owner locked out of it (`palisade user 2fa reset`): a
 * password reset keeps 2FA, so this is the only way back. Logged as an audit line (the project
 * keeps no audit table: docs/security.md) and mailed to the account.
 */
export async function resetTwofaByOperator(
  deps: { db: Db; mailer: Mailer; config: { publicUrl: string } },
  log: { info(fields: object, message: string): void },
  address: string,
): Promise<'reset' | 'not-enabled' | 'no-account'> {
  const user = await findUserByEmail(deps.db, address.toLowerCase());
  if (!user) return 'no-account';
  if (!user.totpSecretSealed) return 'not-enabled';
  await disableTwofa(deps.db, user.id);
  log.info(
    { audit: 'twofa_reset', user_id: user.id, email: user.email, by: 'operator' },
    'two-factor authentication reset by the operator',
  );
  await twofaNotice(deps, user.email, false, 'operator');
  return 'reset';
}
