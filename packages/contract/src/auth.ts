import { z } from 'zod';
import {
  captcha,
  cfcaptcha,
  email,
  linkToken,
  newPassword,
  password,
  personName,
  phone,
  secondFactor,
} from './common';
import { messageReply } from './envelope';
import { defineRoute } from './route';
import { user } from './user';

const tags = ['Auth'] as const;

export const session = z.object({ token: z.string(), refreshToken: z.string(), user });

const refreshToken = z.string().min(20).max(200);

export const captchaChallenge = z
  .object({
    enabled: z.boolean(),
    challenge: z
      .object({
        parameters: z.record(z.string(), z.unknown()),
        signature: z.string().optional(),
      })
      .nullable(),
    turnstile_site_key: z.string().nullable(),
  })
  .meta({ id: 'CaptchaChallenge' });

export const oauthProvider = z.object({
  type: z.string(),
  name: z.string(),
  issuer: z.string(),
  client_id: z.string(),
  authorization_endpoint: z.string().nullable().meta({
    description:
      "The provider's authorization endpoint (from its discovery document), where the dashboard starts sign-in; null while the provider cannot be reached.",
  }),
});

export const authRoutes = {
  captcha: defineRoute({
    method: 'GET',
    path: '/auth/captcha',
    auth: 'public',
    summary: 'A proof-of-work challenge (ALTCHA) for login, register and forgot-password',
    tags,
    reply: captchaChallenge,
  }),
  register: defineRoute({
    method: 'POST',
    path: '/auth/register',
    auth: 'public',
    summary: 'Create an account; an activation link is mailed',
    tags,
    successStatus: 201,
    body: z
      .object({
        firstname: personName,
        lastname: personName,
        email,
        phone: phone.default(''),
        password: newPassword,
        passwordconfirm: z.string().max(200),
        captcha,
        cfcaptcha,
      })
      .refine((b) => b.password === b.passwordconfirm, {
        message: 'The passwords do not match.',
        path: ['passwordconfirm'],
      }),
    reply: z.object({ message: z.string(), email: z.string() }),
  }),
  verify: defineRoute({
    method: 'GET',
    path: '/auth/verify/:token',
    auth: 'public',
    summary: 'Activate an account from the activation link',
    tags,
    params: z.object({ token: linkToken }),
    reply: messageReply,
  }),
  resendActivation: defineRoute({
    method: 'POST',
    path: '/auth/resend-activation',
    auth: 'public',
    summary: 'Mail a new activation link (answers the same for unknown addresses)',
    tags,
    body: z.object({ email, captcha, cfcaptcha }),
    reply: messageReply,
  }),
  login: defineRoute({
    method: 'POST',
    path: '/auth/login',
    auth: 'public',
    summary: 'Sign in with e-mail and password',
    tags,
    body: z.object({
      email,
      password,
      captcha,
      cfcaptcha,
      twofa: z
        .union([secondFactor, z.literal('')])
        .optional()
        .default(''),
    }),
    reply: session,
  }),
  oauthProviders: defineRoute({
    method: 'GET',
    path: '/auth/oauth/providers',
    auth: 'public',
    summary: 'The OpenID Connect providers this server accepts',
    tags,
    reply: z.array(oauthProvider),
  }),
  loginOauth: defineRoute({
    method: 'POST',
    path: '/auth/login-oauth',
    auth: 'public',
    summary: 'Sign in (or sign up) with an ID token from a configured OpenID Connect provider',
    tags,
    body: z.object({
      email,
      token: z.string().min(20).max(8192),
      sub: z.string().min(1).max(255),
      type: z.string().min(1).max(64),
      /** The account's 2FA code, when it has 2FA (the first try answers TWOFA_REQUIRED). */
      twofa: z
        .union([secondFactor, z.literal('')])
        .optional()
        .default(''),
    }),
    reply: session,
  }),
  refresh: defineRoute({
    method: 'POST',
    path: '/auth/refresh-token',
    auth: 'public',
    summary: 'Trade a refresh token for new tokens (rotation; reuse revokes the family)',
    tags,
    body: z.object({ refresh_token: refreshToken }),
    reply: z.object({ token: z.string(), refresh_token: z.string() }),
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/auth/logout',
    auth: 'public',
    summary: 'Revoke a refresh token and its family',
    tags,
    body: z.object({ refresh_token: refreshToken }),
    reply: messageReply,
  }),
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/auth/forgot-password',
    auth: 'public',
    summary: 'Mail a password-reset link (answers the same for unknown addresses)',
    tags,
    body: z.object({ email, captcha, cfcaptcha }),
    reply: messageReply,
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/auth/reset-password',
    auth: 'public',
    summary: 'Set a new password from a reset link',
    tags,
    body: z
      .object({ token: linkToken, password: newPassword, passwordconfirm: z.string().max(200) })
      .refine((b) => b.password === b.passwordconfirm, {
        message: 'The passwords do not match.',
        path: ['passwordconfirm'],
      }),
    reply: messageReply,
  }),
  confirmEmail: defineRoute({
    method: 'GET',
    path: '/auth/confirm-email/:token',
    auth: 'public',
    summary: 'Confirm a new e-mail address from the link mailed to it',
    tags,
    params: z.object({ token: linkToken }),
    reply: z.object({ message: z.string(), email: z.string() }),
  }),
} as const;
