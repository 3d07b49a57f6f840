import { createChallenge, type Payload, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import { captchaSpent, oidcNoncesSpent } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';

const challengeSeconds = 10 * 60;

export async function newChallenge(deps: Deps) {
  if (deps.config.captcha === 'off') return null;
  const challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: deps.config.captchaCost,
    deriveKey,
    expiresAt: new Date(Date.now() + challengeSeconds * 1000),
    hmacSignatureSecret: deps.secrets.captchaHmac,
  });
  return { parameters: { ...challenge.parameters }, signature: challenge.signature };
}

const invalid = () =>
  new AppError(400, 'CAPTCHA_INVALID', 'The captcha was not solved. Reload it and try again.');

function parsePayload(captcha: string): Payload {
  try {
    const payload = JSON.parse(Buffer.from(captcha, 'base64').toString('utf8')) as Payload;
    if (typeof payload?.challenge?.signature !== 'string' || typeof payload.solution !== 'object') {
      throw invalid();
    }
    return payload;
  } catch {
    throw invalid();
  }
}

async function verifyAltcha(deps: Deps, captcha: string): Promise<void> {
  if (deps.config.captcha === 'off') return;
  if (!captcha) throw invalid();
  const payload = parsePayload(captcha);
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: deps.secrets.captchaHmac,
  }).catch(() => null);
  if (!result?.verified) throw invalid();
  // Single use: the signature is remembered until the challenge would have expired anyway.
  // ALTCHA's expiresAt is in seconds since the epoch.
  const expiresAt = new Date(
    (payload.challenge.parameters.expiresAt ?? Date.now() / 1000 + challengeSeconds) * 1000,
  );
  const [spent] = await deps.db
    .insert(captchaSpent)
    .values({ signature: payload.challenge.signature as string, expiresAt })
    .onConflictDoNothing()
    .returning();
  if (!spent) throw invalid();
}

async function verifyTurnstile(deps: Deps, token: string, ip: string): Promise<void> {
  if (!deps.config.turnstileSecret) return;
  const response = await fetch('https://challenges.cloudflare.com/turnstile/v0/siteverify', {
    method: 'POST',
    body: new URLSearchParams({
      secret: deps.config.turnstileSecret,
      response: token,
      remoteip: ip,
    }),
    signal: AbortSignal.timeout(5000),
  }).catch(() => null);
  const outcome = (await response?.json().catch(() => null)) as { success?: boolean } | null;
  if (!outcome?.success) {
    throw new AppError(400, 'CAPTCHA_INVALID', 'The Cloudflare check failed. Try again.');
  }
}

/** Both captchas that are switched on must pass. */
export async function requireCaptcha(
  deps: Deps,
  input: { captcha: string; cfcaptcha: string },
  ip: string,
): Promise<void> {
  await verifyAltcha(deps, input.captcha);
  await verifyTurnstile(deps, input.cfcaptcha, ip);
}

/** Housekeeping: spent captchas and OpenID Connect nonces past their expiry. */
export async function forgetExpiredCaptchas(deps: Deps): Promise<void> {
  await deps.db.delete(captchaSpent).where(lt(captchaSpent.expiresAt, new Date()));
  await deps.db.delete(oidcNoncesSpent).where(lt(oidcNoncesSpent.expiresAt, new Date()));
}
