import type { authRoutes } from '@palisade/contract';
import { and, eq } from 'drizzle-orm';
import { oauthIdentities, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, conflict } from '../../errors';
import { activationMail, resetMail } from '../../mail/templates';
import type { Handlers } from '../../plugins/handlers';
import { newChallenge, requireCaptcha } from './captcha';
import { consumeLinkToken, issueLinkToken } from './link-tokens';
import { checkPassword, hashPassword } from './passwords';
import { findUserByEmail, findUserById, type UserRow, updateUser } from './queries';
import { revokeAllSessions, revokeByToken, rotateRefreshToken, startSession } from './sessions';
import { toUser } from './summary';
import { assertUnderLimits, clearLimit, countFailure, loginLimits } from './throttle';
import { checkSecondFactor } from './twofa';

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
    if (await findUserByEmail(deps.db, body.email)) {
      throw conflict('EMAIL_IN_USE', 'This email is already in use.');
    }
    const [user] = await deps.db
      .insert(users)
      .values({
        email: body.email,
        firstname: body.firstname,
        lastname: body.lastname,
        phone: body.phone,
        passwordHash: await hashPassword(body.password),
      })
      .onConflictDoNothing()
      .returning();
    if (!user) throw conflict('EMAIL_IN_USE', 'This email is already in use.');
    await sendActivation(deps, user);
    return { message: 'Account created. Check your mail to activate it.', email: user.email };
  },

  async verify({ params, deps }) {
    const token = await consumeLinkToken(deps.db, params.token, 'activation');
    const user = await findUserById(deps.db, token.userId);
    if (user && !user.activatedAt) await updateUser(deps.db, user.id, { activatedAt: new Date() });
    return { message: 'Your account is active. You can sign in now.' };
  },

  async resendActivation({ body, deps, ip }) {
    await requireCaptcha(deps, body, ip);
    const user = await findUserByEmail(deps.db, body.email);
    if (user && !user.activatedAt) await sendActivation(deps, user);
    return { message: 'If an inactive account uses this address, a new link is on its way.' };
  },

  async login({ body, deps, ip }) {
    const limits = loginLimits(ip, body.email);
    await assertUnderLimits(deps.db, limits);
    await requireCaptcha(deps, body, ip);
    const user = await findUserByEmail(deps.db, body.email);
    if (!(await checkPassword(user?.passwordHash ?? null, body.password)) || !user) {
      await countFailure(deps.db, limits);
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
        await countFailure(deps.db, limits);
        throw new AppError(401, 'TWOFA_INVALID', 'The two-factor code is not valid.');
      }
    }
    await clearLimit(deps.db, `login:account:${user.email}`);
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

  async loginOauth({ body, deps }) {
    const identity = await deps.oidc.verify(body.type, body.token);
    if (identity.sub !== body.sub || (identity.email && identity.email !== body.email)) {
      throw new AppError(401, 'OAUTH_TOKEN_INVALID', 'The token does not belong to this account.');
    }
    const [linked] = await deps.db
      .select({ userId: oauthIdentities.userId })
      .from(oauthIdentities)
      .where(
        and(eq(oauthIdentities.provider, body.type), eq(oauthIdentities.subject, identity.sub)),
      );
    let user = linked ? await findUserById(deps.db, linked.userId) : undefined;
    if (!user) {
      if (!identity.email || !identity.emailVerified) {
        throw new AppError(
          401,
          'OAUTH_TOKEN_INVALID',
          'The provider did not confirm an e-mail address for this account.',
        );
      }
      user = await findUserByEmail(deps.db, identity.email);
      const email = identity.email;
      user = await deps.db.transaction(async (tx) => {
        const account =
          user ??
          (
            await tx
              .insert(users)
              .values({
                email,
                firstname: email.split('@')[0] ?? email,
                lastname: '',
                isOauth: true,
                activatedAt: new Date(),
              })
              .returning()
          )[0];
        if (!account) throw new Error('account insert returned nothing');
        await tx
          .insert(oauthIdentities)
          .values({ userId: account.id, provider: body.type, subject: identity.sub });
        // The provider vouched for the address, which is what activation would have proven.
        return account.activatedAt
          ? account
          : updateUser(tx, account.id, { activatedAt: new Date() });
      });
    }
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
    const user = await findUserByEmail(deps.db, body.email);
    if (user) {
      const token = await issueLinkToken(deps.db, user.id, 'reset');
      await deps.mailer.send(
        resetMail(user.email, `${deps.config.publicUrl}/reset-password/${token}`),
      );
    }
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
    return { message: 'Your password has been changed. Sign in with the new one.' };
  },

  async confirmEmail({ params, deps }) {
    const token = await consumeLinkToken(deps.db, params.token, 'email_change');
    const email = token.newEmail;
    if (!email) throw new AppError(400, 'TOKEN_INVALID', 'This link is invalid, used or expired.');
    const taken = await findUserByEmail(deps.db, email);
    if (taken && taken.id !== token.userId) {
      throw conflict('EMAIL_IN_USE', 'This email is already in use.');
    }
    await updateUser(deps.db, token.userId, { email });
    return { message: 'Your e-mail address has been changed.', email };
  },
};
