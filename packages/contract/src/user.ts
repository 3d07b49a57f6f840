import { z } from 'zod';
import {
  email,
  isoDate,
  newPassword,
  password,
  personName,
  phone,
  secondFactor,
  totpCode,
} from './common';
import { messageReply } from './envelope';
import { defineRoute } from './route';

export const notification = z.object({
  id: z.number().int(),
  kind: z.string(),
  message: z.string(),
  created_at: isoDate,
});

/** The signed-in account as the dashboard keeps it (docs/api.md#accounts-and-sign-in). */
export const user = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    phone: z.string(),
    balance: z.number().meta({
      description: 'Account balance in dollars (a number, as TCPShield answers it).',
    }),
    balance_cents: z
      .number()
      .int()
      .meta({ description: 'The same balance in whole cents: exact, for sums and comparisons.' }),
    is_oauth: z.boolean(),
    has_empty_pass: z.boolean(),
    notifications: z
      .array(notification)
      .meta({ description: 'Unread notifications, oldest first; an empty list when none.' }),
    commit_level: z
      .string()
      .meta({ description: 'The plan level as a decimal string: "0" is the free plan.' }),
    two_factor_auth: z.boolean(),
    userRole: z.enum(['admin', 'editor']),
    // TCPShield's names for the same facts and the ones it adds, so its clients read them.
    two_factor_enabled: z.boolean().meta({ description: 'Same as two_factor_auth.' }),
    verified: z.boolean().meta({ description: 'The e-mail address is confirmed (activated).' }),
    account_limited: z.boolean().meta({
      description:
        'The balance is below zero (bandwidth beyond the plan was charged): plan changes and premium are refused until funds cover it.',
    }),
    plan_id: z.number().int(),
    plan_name: z.string(),
    operator: z
      .boolean()
      .meta({ description: 'The account runs the service (docs/operators.md).' }),
    disabled: z
      .object({ reason: z.string(), since: isoDate })
      .nullable()
      .meta({ description: 'An operator disabled the account: no edge serves its networks.' }),
    plan_expiry: isoDate
      .nullable()
      .meta({ description: 'End of the paid period; null on a free plan.' }),
    created_at: isoDate,
    updated_at: isoDate,
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof user>;

const tags = ['User'] as const;

/** The password that turning 2FA on or off asks for (docs/security.md#two-factor-authentication). */
const ownerPassword = password.optional().meta({
  description:
    'The current password: required when the account has one. An account without one (it signs in through OpenID Connect only) omits it and needs a sign-in of the last 10 minutes instead (REAUTH_REQUIRED otherwise).',
});

export const userRoutes = {
  summary: defineRoute({
    method: 'GET',
    path: '/user/summary',
    auth: 'user',
    summary: 'The signed-in account',
    tags,
    message: 'Account summary',
    reply: user,
  }),
  updateGeneralInfo: defineRoute({
    method: 'POST',
    path: '/user/updateGeneralInfo',
    auth: 'user',
    summary: 'Change name and phone',
    tags,
    body: z.object({ firstname: personName, lastname: personName, phone: phone.default('') }),
    reply: z.object({ message: z.string(), user }),
  }),
  changeEmail: defineRoute({
    method: 'PATCH',
    path: '/user/email',
    auth: 'user',
    summary:
      'Start an e-mail change (with the current password when the account has one); a link is mailed to the new address',
    tags,
    body: z
      .object({
        email,
        emailconfirm: email,
        password: password.optional().meta({
          description:
            'The current password: required when the account has one, whether a session or an API key signs the request; accounts that only sign in through OpenID Connect have none and omit it.',
        }),
      })
      .refine((b) => b.email === b.emailconfirm, {
        message: 'The addresses do not match.',
        path: ['emailconfirm'],
      }),
    reply: messageReply,
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/user/password',
    auth: 'user',
    summary: 'Change the password (accounts without one may omit old_password)',
    tags,
    body: z
      .object({
        old_password: password.optional(),
        new_password: newPassword,
        new_password_confirm: z.string().max(200),
      })
      .refine((b) => b.new_password === b.new_password_confirm, {
        message: 'The passwords do not match.',
        path: ['new_password_confirm'],
      }),
    reply: messageReply,
  }),
  getApiKey: defineRoute({
    method: 'GET',
    path: '/user/apikey',
    auth: 'user',
    summary: 'The API key, masked',
    tags,
    reply: z.object({ key: z.string().nullable(), created_at: isoDate.nullable() }),
  }),
  regenerateApiKey: defineRoute({
    method: 'POST',
    path: '/user/apikey/regenerate',
    auth: 'user',
    summary: 'Replace the API key; the new key is shown once',
    tags,
    reply: z.object({ key: z.string(), created_at: isoDate }),
  }),
  twofaSetup: defineRoute({
    method: 'POST',
    path: '/auth/2fa/setup',
    auth: 'user',
    summary: 'A new TOTP secret to scan',
    tags,
    reply: z.object({ secret: z.string(), otpauth_url: z.string(), qr: z.string() }),
  }),
  twofaEnable: defineRoute({
    method: 'POST',
    path: '/auth/2fa/enable',
    auth: 'user',
    summary:
      'Turn two-factor on with a code from the scanned secret and the current password (a session only, never an API key)',
    tags,
    body: z.object({
      secret: z.string().regex(/^[A-Z2-7]{16,64}$/, { message: 'Malformed secret.' }),
      code: totpCode,
      password: ownerPassword,
    }),
    reply: z.object({ recovery_codes: z.array(z.string()) }),
  }),
  twofaDisable: defineRoute({
    method: 'POST',
    path: '/auth/2fa/disable',
    auth: 'user',
    summary:
      'Turn two-factor off with the current password and a code or a recovery code (a session only, never an API key)',
    tags,
    body: z.object({ code: secondFactor, password: ownerPassword }),
    reply: messageReply,
  }),
} as const;
