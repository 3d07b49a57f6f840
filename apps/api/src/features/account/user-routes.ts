import type { userRoutes } from '@palisade/contract';
import { AppError, FieldError } from '../../errors';
import { emailChangeMail, emailTakenMail } from '../../mail/templates';
import type { Handlers } from '../../plugins/handlers';
import { apiKeyOf, issueApiKey, revokeApiKey } from './api-keys';
import { issueLinkToken } from './link-tokens';
import { checkPassword, hashPassword } from './passwords';
import { findUserByEmail, updateUser } from './queries';
import { confirmOwner, reauthenticate } from './reauth';
import { revokeAllSessions } from './sessions';
import { toUser } from './summary';
import { checkSecondFactor, disableTwofa, enableTwofa, setupTwofa, twofaNotice } from './twofa';

export const userHandlers: Handlers<typeof userRoutes> = {
  async summary({ user, deps }) {
    return toUser(deps.db, user);
  },

  async updateGeneralInfo({ user, body, deps }) {
    const updated = await updateUser(deps.db, user.id, body);
    return { message: 'Info updated successfully.', user: await toUser(deps.db, updated) };
  },

  async changeEmail({ user, session, body, deps }) {
    // Whatever signs the request, a session or an API key: a leaked key must not be enough to
    // move the account to another address
    // (docs/decisions/2026-11-25-email-change-password-for-api-keys.md).
    if (user.passwordHash !== null) {
      const password = body.password;
      if (password === undefined) {
        throw new FieldError(
          'body.password',
          'Send password, your current one: an API key or a session alone may not move the account to another address.',
        );
      }
      await reauthenticate(deps, user, {
        check: () => checkPassword(user.passwordHash, password),
        refusal: { code: 'PASSWORD_INCORRECT', message: 'The password is not correct.' },
      });
    }
    if (body.email === user.email) {
      throw new AppError(400, 'VALIDATION_ERROR', 'This is already your e-mail address.');
    }
    // Answered alike, and before the lookup and the mail, whether or not the address has an
    // account: anyone can sign up and re-enter their own password, so a different answer would
    // tell them who has an account. The address's owner is told instead.
    const { email } = body;
    deps.background.run('e-mail change mail', async () => {
      if (await findUserByEmail(deps.db, email)) {
        await deps.mailer.send(emailTakenMail(email, `${deps.config.publicUrl}/login`));
        return;
      }
      const token = await issueLinkToken(deps.db, user.id, 'email_change', email, session);
      await deps.mailer.send(
        emailChangeMail(email, `${deps.config.publicUrl}/confirm-email/${token}`),
      );
    });
    return { message: `We sent a confirmation link to ${email}.` };
  },

  async changePassword({ user, session, body, deps }) {
    if (user.passwordHash !== null) {
      const old = body.old_password;
      await reauthenticate(deps, user, {
        check: async () => !!old && checkPassword(user.passwordHash, old),
        refusal: { code: 'PASSWORD_INCORRECT', message: 'The current password is not correct.' },
      });
    }
    await updateUser(deps.db, user.id, { passwordHash: await hashPassword(body.new_password) });
    await revokeAllSessions(deps.db, user.id, session);
    await revokeApiKey(deps.db, user.id);
    return {
      message:
        'Password changed. Other sessions have been signed out and the API key revoked: regenerate it for your scripts.',
    };
  },

  async getApiKey({ user, deps }) {
    const key = await apiKeyOf(deps.db, user.id);
    return key
      ? { key: key.hint, created_at: key.createdAt.toISOString() }
      : { key: null, created_at: null };
  },

  async regenerateApiKey({ user, deps }) {
    const { key, createdAt } = await issueApiKey(deps.db, user.id);
    return { key, created_at: createdAt.toISOString() };
  },

  async twofaSetup({ user }) {
    return setupTwofa(user);
  },

  async twofaEnable({ user, session, body, deps }) {
    if (user.totpSecretSealed) {
      throw new AppError(409, 'TWOFA_ALREADY_ENABLED', 'Two-factor authentication is already on.');
    }
    // A stolen token or key alone must not turn 2FA on with its thief's secret: that would lock
    // the owner out, as a password reset keeps 2FA.
    await confirmOwner(deps, user, session, body.password, 'turn on two-factor authentication');
    const codes = await enableTwofa(deps, user, body.secret, body.code);
    deps.background.run('2FA notice', () => twofaNotice(deps, user.email, true, 'owner'));
    return { recovery_codes: codes };
  },

  async twofaDisable({ user, session, body, deps }) {
    if (!user.totpSecretSealed) {
      throw new AppError(409, 'TWOFA_NOT_ENABLED', 'Two-factor authentication is not on.');
    }
    await confirmOwner(deps, user, session, body.password, 'turn off two-factor authentication', {
      check: () => checkSecondFactor(deps, user, body.code),
      refusal: { code: 'TWOFA_INVALID', message: 'The code is not valid.' },
    });
    await disableTwofa(deps.db, user.id);
    deps.background.run('2FA notice', () => twofaNotice(deps, user.email, false, 'owner'));
    return { message: 'Two-factor authentication is off.' };
  },
};
