import { setTimeout as sleep } from 'node:timers/promises';
import type { authRoutes } from '@palisade/contract';
import type { Deps } from '../../deps';
import { AppError, conflict } from '../../errors';
import {
  activationMail,
  alreadyRegisteredMail,
  emailChangedMail,
  resetMail,
} from '../../mail/templates';
import type { Handlers } from '../../plugins/handlers';
import { revokeApiKey } from './api-keys';
import { newChallenge, requireCaptcha } from './captcha';
import { consumeLinkToken, issueLinkToken } from './link-tokens';
import { nonceSpent, spendNonce } from './oidc-nonces';
import { checkPassword, hashPassword } from './passwords';
import {
  findOauthUserId,
  findUserByEmail,
  findUserById,
  insertUser,
  linkOauthAccount,
  type UserRow,
  updateUser,
} from './queries';
import { revokeAllSessions, revokeByToken, rotateRefreshToken, startSession } from './sessions';
import { toUser } from './summary';
import {
  accountLimit,
  accountPause,
  assertUnderLimits,
  clearLimit,
  countFailure,
  idTokenLimit,
  loginLimits,
  pairLimit,
  spendLimits,
} from './throttle';
import { checkSecondFactor } from './twofa';

const oauthInvalid = (message: string) => new AppError(401, 'OAUTH_TOKEN_INVALID', message);

const invalidCredentials = () =>
  new AppError(401, 'INVALID_CREDENTIALS', 'Invalid e-mail or password.');

async function sessionFor(deps: Deps, user: UserRow) {
  const { token, refreshToken } = await startSession(deps.db, deps.secrets.jwt, user.id);
  return { token, refreshToken, user: await toUser(deps.db, user) };
}

async function sendActivation(deps: Deps, user: UserRow) {
  const token = await issueLinkToken(deps.db, user.id, 'activation');
  await deps.mailer.send(
    activationMail(
      user.email,
      user.firstname,
      `${deps.config.publicUrl}/activate-account/${token}`,
    ),
  );
}

export const authHandlers: Handlers<typeof authRoutes> = {
  async captcha({ deps }) {
    return {
      enabled: deps.config.captcha !== 'off',
      challenge: await newChallenge(deps),
      turnstile_site_key: deps.config.turnstileSiteKey ?? null,
    };
  },

  async register({ body, deps, ip }) {
    await requireCaptcha(deps, body, ip);
    // Hashed whether or not the address is free, and the rest after answering: the reply is
    // the same, and takes as long, for an address that has an account (its owner gets a mail).
    const passwordHash = await hashPassword(body.password);
    deps.background.run('registration', async () => {
      const user = await insertUser(deps.db, {
        email: body.email,
        firstname: body.firstname,
        lastname: body.lastname,
        phone: body.phone,
        passwordHash,
      });
      if (user) await sendActivation(deps, user);
      else
        await deps.mailer.send(alreadyRegisteredMail(body.email, `${deps.config.publicUrl}/login`));
    });
    return { message: 'Check your mail: we sent you a link to continue.', email: body.email };
  },

  async verify({ params, deps }) {
    const token = await consumeLinkToken(deps.db, params.token, 'activation');
    const user = await findUserById(deps.db, token.userId);
    if (user && !user.activatedAt) await updateUser(deps.db, user.id, { activatedAt: new Date() });
    return { message: 'Your account is active. You can sign in now.' };
  },

  async resendActivation({ body, deps, ip }) {
    await requireCaptcha(deps, body, ip);
    // Looked up and mailed after answering, so a pending account's address is not slower.
    deps.background.run('activation mail', async () => {
      const user = await findUserByEmail(deps.db, body.email);
      if (user && !user.activatedAt) await sendActivation(deps, user);
    });
    return { message: 'If an inactive account uses this address, a new link is on its way.' };
  },

  async login({ body, deps, ip }) {
    const account = accountLimit(body.email);
    const limits = loginLimits(ip, body.email);
    await assertUnderLimits(deps.db, limits);
    await requireCaptcha(deps, body, ip);
    await sleep(await accountPause(deps.db, account));
    const user = await findUserByEmail(deps.db, body.email);
    if (!(await checkPassword(user?.passwordHash ?? null, body.password)) || !user) {
      await countFailure(deps.db, [...limits, account]);
      throw invalidCredentials();
    }
    if (!user.activatedAt) {
      throw new AppError(
        403,
        'ACCOUNT_NOT_ACTIVATED',
        'Activate your account first: use the link in the mail we sent you.',
      );
    }
    if (user.totpSecretSealed) {
      if (!body.twofa) {
        throw new AppError(401, 'TWOFA_REQUIRED', 'Enter the code from your authenticator app.');
      }
      if (!(await checkSecondFactor(deps, user, body.twofa))) {
        await countFailure(deps.db, [...limits, account]);
        throw new AppError(401, 'TWOFA_INVALID', 'The two-factor code is not valid.');
      }
    }
    await clearLimit(deps.db, account.key);
    await clearLimit(deps.db, pairLimit(ip, body.email).key);
    return sessionFor(deps, user);
  },

  async oauthProviders({ deps }) {
    return Promise.all(
      deps.oidc.providers.map(async (p) => ({
        type: p.name,
        name: p.name,
        issuer: p.issuer,
        client_id: p.client_id,
        authorization_endpoint: await deps.oidc.authorizationEndpoint(p.name),
      })),
    );
  },

  async loginOauth({ body, deps, ip }) {
    const identity = await deps.oidc.verify(body.type, body.token);
    if (identity.sub !== body.sub || identity.email !== body.email) {
      throw oauthInvalid('The token does not belong to this account.');
    }
    if (!identity.emailVerified) {
      throw oauthInvalid('The provider did not confirm the e-mail address of this account.');
    }
    const email = body.email;
    const nonce = identity.nonce;
    if (!nonce) throw oauthInvalid('The token carries no nonce; start the sign-in again.');
    if (await nonceSpent(deps.db, nonce)) {
      throw oauthInvalid('This sign-in was already used; start it again.');
    }
    const linked = await findOauthUserId(deps.db, body.type, identity.sub);
    const byEmail = linked === undefined ? await findUserByEmail(deps.db, email) : undefined;
    // An account nobody activated proves nothing about who chose its password: it is never
    // adopted (that would let whoever registered the address sign in beside its owner).
    const existing =
      linked !== undefined
        ? await findUserById(deps.db, linked)
        : byEmail?.activatedAt
          ? byEmail
          : undefined;
    if (existing?.totpSecretSealed) {
      // The password path's throttles and pause, and a few codes per ID token: the token stands
      // in for the password, and a new one costs a sign-in at the provider, as a captcha would.
      const account = accountLimit(existing.email);
      const limits = loginLimits(ip, existing.email);
      await assertUnderLimits(deps.db, limits);
      if (!body.twofa) {
        throw new AppError(401, 'TWOFA_REQUIRED', 'Enter the code from your authenticator app.');
      }
      await spendLimits(deps.db, [idTokenLimit(nonce)]);
      await sleep(await accountPause(deps.db, account));
      if (!(await checkSecondFactor(deps, existing, body.twofa))) {
        await countFailure(deps.db, [...limits, account]);
        throw new AppError(401, 'TWOFA_INVALID', 'The two-factor code is not valid.');
      }
      await clearLimit(deps.db, account.key);
      await clearLimit(deps.db, pairLimit(ip, existing.email).key);
    }
    if (!(await spendNonce(deps.db, nonce, identity.expiresAt))) {
      throw oauthInvalid('This sign-in was already used; start it again.');
    }
    const user =
      existing && linked !== undefined
        ? existing
        : await linkOauthAccount(deps.db, {
            provider: body.type,
            subject: identity.sub,
            email,
            existing,
            unactivated: byEmail && !byEmail.activatedAt ? byEmail : undefined,
          });
    return sessionFor(deps, user);
  },

  async refresh({ body, deps }) {
    const rotated = await rotateRefreshToken(deps.db, deps.secrets.jwt, body.refresh_token);
    const user = await findUserById(deps.db, rotated.userId);
    if (!user?.activatedAt) throw new AppError(401, 'TOKEN_INVALID', 'Sign in again.');
    return { token: rotated.token, refresh_token: rotated.refreshToken };
  },

  async logout({ body, deps }) {
    await revokeByToken(deps.db, body.refresh_token);
    return { message: 'Signed out.' };
  },

  async forgotPassword({ body, deps, ip }) {
    await requireCaptcha(deps, body, ip);
    // Looked up and mailed after answering, so the answer takes as long for any address.
    deps.background.run('password reset mail', async () => {
      const user = await findUserByEmail(deps.db, body.email);
      if (!user) return;
      const token = await issueLinkToken(deps.db, user.id, 'reset');
      await deps.mailer.send(
        resetMail(user.email, `${deps.config.publicUrl}/reset-password/${token}`),
      );
    });
    return { message: 'If an account uses this address, a reset link is on its way.' };
  },

  async resetPassword({ body, deps }) {
    const token = await consumeLinkToken(deps.db, body.token, 'reset');
    const user = await findUserById(deps.db, token.userId);
    if (!user) throw new AppError(400, 'TOKEN_INVALID', 'This link is invalid, used or expired.');
    // Following the mailed link proves the address, so it also activates a pending account.
    await updateUser(deps.db, user.id, {
      passwordHash: await hashPassword(body.password),
      activatedAt: user.activatedAt ?? new Date(),
    });
    await revokeAllSessions(deps.db, user.id);
    await revokeApiKey(deps.db, user.id);
    return {
      message:
        'Your password has been changed and your API key revoked. Sign in with the new password.',
    };
  },

  async confirmEmail({ params, deps }) {
    const token = await consumeLinkToken(deps.db, params.token, 'email_change');
    const email = token.newEmail;
    const user = await findUserById(deps.db, token.userId);
    if (!email || !user) {
      throw new AppError(400, 'TOKEN_INVALID', 'This link is invalid, used or expired.');
    }
    const taken = await findUserByEmail(deps.db, email);
    if (taken && taken.id !== token.userId) {
      throw conflict('EMAIL_IN_USE', 'This email is already in use.');
    }
    await updateUser(deps.db, token.userId, { email });
    // Whoever holds another session, or the old mailbox, hears of it and has to sign in again.
    await revokeAllSessions(deps.db, user.id, token.sessionFamily);
    await deps.mailer.send(
      emailChangedMail(user.email, email, `${deps.config.publicUrl}/forgot-password`),
    );
    return { message: 'Your e-mail address has been changed.', email };
  },
};
