import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BodyOf,
  bearer,
  type Harness,
  login,
  password,
  signUp,
  startHarness,
  uniqueEmail,
} from '../../../test/harness';
import { tokenIn } from '../../../test/mailbox';
import { users } from '../../db/schema';
import { resetTwofaByOperator } from './twofa';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const summary = (token: string) => h.route('summary', {}, bearer(token));

describe('general info', () => {
  it('updates name and phone and says so', async () => {
    const { token } = await signUp(h);
    const updated = await h.route(
      'updateGeneralInfo',
      { body: { firstname: 'Alan', lastname: 'Turing', phone: '+44 1234' } },
      bearer(token),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.body.data.message).toBe('Info updated successfully.');
    expect((await summary(token)).body.data).toMatchObject({
      firstname: 'Alan',
      lastname: 'Turing',
      phone: '+44 1234',
    });

    const bad = await h.route(
      'updateGeneralInfo',
      { body: { firstname: '', lastname: 'x', phone: 'call me maybe' } },
      bearer(token),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.details?.length).toBe(2);
  });
});

describe('summary', () => {
  it("carries TCPShield's fields: plan, expiry, verified, limited", async () => {
    const { token } = await signUp(h);
    const free = (await summary(token)).body.data;
    expect(free).toMatchObject({
      verified: true,
      account_limited: false,
      plan_id: 1,
      plan_name: 'Free',
      plan_expiry: null,
      two_factor_enabled: false,
      two_factor_auth: false,
      updated_at: expect.any(String),
    });
    const renewsAt = new Date(Date.now() + 86_400_000);
    await h.deps.db
      .update(users)
      .set({ planId: 2, planRenewsAt: renewsAt, balanceCents: -150 })
      .where(eq(users.id, Number(free.id)));
    expect((await summary(token)).body.data).toMatchObject({
      account_limited: true,
      plan_id: 2,
      plan_name: 'Pro',
      plan_expiry: renewsAt.toISOString(),
      balance: -1.5,
      balance_cents: -150,
    });
  });
});

describe('password change', () => {
  it('needs the current password, then ends other sessions', async () => {
    const { email, token, refreshToken } = await signUp(h);
    const elsewhere = (await login(h, email)).body.data.refreshToken;
    const change = (body: BodyOf<'changePassword'>) =>
      h.route('changePassword', { body }, bearer(token));
    const next = 'another long passphrase';

    const wrong = await change({
      old_password: 'not it at all',
      new_password: next,
      new_password_confirm: next,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.code).toBe('PASSWORD_INCORRECT');
    const missing = await change({ new_password: next, new_password_confirm: next });
    expect(missing.body.code).toBe('PASSWORD_INCORRECT');
    const mismatch = await change({
      old_password: password,
      new_password: next,
      new_password_confirm: 'nope',
    });
    expect(mismatch.body.code).toBe('VALIDATION_ERROR');

    expect(
      (await change({ old_password: password, new_password: next, new_password_confirm: next }))
        .statusCode,
    ).toBe(200);
    expect((await login(h, email)).statusCode).toBe(401);
    expect((await login(h, email, { password: next })).statusCode).toBe(200);
    const refresh = (refresh_token: string) => h.route('refresh', { body: { refresh_token } });
    // The session that changed it goes on; every other one has ended.
    expect((await refresh(refreshToken)).statusCode).toBe(200);
    expect((await refresh(elsewhere)).statusCode).toBe(401);
  });
});

describe('e-mail change', () => {
  it('takes effect only when the link mailed to the new address is followed', async () => {
    const { email, token } = await signUp(h);
    const next = uniqueEmail('moved');
    const change = (body: BodyOf<'changeEmail'>) => h.route('changeEmail', { body }, bearer(token));

    const mismatch = await change({ email: next, emailconfirm: uniqueEmail(), password });
    expect(mismatch.body.details).toContainEqual({
      path: 'body.emailconfirm',
      message: 'The addresses do not match.',
    });
    const withoutPassword = await change({ email: next, emailconfirm: next });
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [
        {
          path: 'body.password',
          message:
            'Send password, your current one: an API key or a session alone may not move the account to another address.',
        },
      ],
    });
    // An API key is not enough either: a leaked key must not move the account elsewhere.
    const key = await h.route('regenerateApiKey', {}, bearer(token));
    const byKey = (body: BodyOf<'changeEmail'>) =>
      h.route('changeEmail', { body }, { 'x-api-key': key.body.data.key });
    expect((await byKey({ email: next, emailconfirm: next })).body.details).toEqual(
      withoutPassword.body.details,
    );
    const wrongPassword = await change({
      email: next,
      emailconfirm: next,
      password: 'wrong wrong wrong',
    });
    expect(wrongPassword.body.code).toBe('PASSWORD_INCORRECT');
    // An address with an account of its own: answered as any other, its owner is told.
    const other = await signUp(h);
    const taken = await change({ email: other.email, emailconfirm: other.email, password });
    expect(taken.statusCode).toBe(200);
    await h.mailbox.next(other.email, 'This address already has a Palisade account');

    expect((await byKey({ email: next, emailconfirm: next, password })).statusCode).toBe(200);
    expect((await summary(token)).body.data.email).toBe(email);
    const mailed = tokenIn(await h.mailbox.next(next), '/confirm-email');
    const confirmed = await h.route('confirmEmail', { params: { token: mailed } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body.data).toMatchObject({ email: next });
    // The change was asked for with the API key, so no session is kept: they all end.
    expect((await summary(token)).statusCode).toBe(401);
    const viaKey = await h.route('summary', {}, { 'x-api-key': key.body.data.key });
    expect(viaKey.body.data.email).toBe(next);
    expect((await login(h, next)).statusCode).toBe(200);
    expect((await login(h, email)).statusCode).toBe(401);
  });
});

describe('API key', () => {
  it('is shown once, masked after, authenticates as the owner, and dies when replaced', async () => {
    const { email, token } = await signUp(h);
    const none = await h.route('getApiKey', {}, bearer(token));
    expect(none.body.data).toEqual({ key: null, created_at: null });

    const made = await h.route('regenerateApiKey', {}, bearer(token));
    const key = made.body.data.key;
    expect(key).toMatch(/^pal_[A-Za-z0-9_-]{43}$/);
    const masked = await h.route('getApiKey', {}, bearer(token));
    expect(masked.body.data.key).not.toBe(key);
    // ASCII, so a client can put it in a header, where the 401 then says what it is.
    expect(masked.body.data.key).toBe(`${key.slice(0, 8)}...${key.slice(-4)}`);
    const withMasked = await h.route('summary', {}, { 'x-api-key': masked.body.data.key ?? '' });
    expect(withMasked.statusCode).toBe(401);
    expect(withMasked.body.message).toMatch(
      /^This is the masked API key that GET user\/apikey shows/,
    );

    const viaKey = await h.route('summary', {}, { 'x-api-key': key });
    expect(viaKey.statusCode).toBe(200);
    expect(viaKey.body.data.email).toBe(email);

    await h.route('regenerateApiKey', {}, bearer(token));
    const stale = await h.route('summary', {}, { 'x-api-key': key });
    expect(stale.statusCode).toBe(401);
  });
});

describe('two-factor authentication', () => {
  it('guards login with TOTP codes that work once, and recovery codes that work once', async () => {
    const { email, token } = await signUp(h);
    const setup = await h.route('twofaSetup', {}, bearer(token));
    const { secret, otpauth_url, qr } = setup.body.data;
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(otpauth_url).toContain('issuer=Palisade');
    expect(qr).toMatch(/^data:image\/png;base64,/);

    const wrong = await h.route(
      'twofaEnable',
      {
        body: {
          secret,
          code: (Number(await generate({ secret })) ^ 1).toString().padStart(6, '0'),
          password,
        },
      },
      bearer(token),
    );
    expect(wrong.body.code).toBe('TWOFA_INVALID');

    // Codes are checked against time steps; step back one so login's code is a newer step.
    const enableCode = await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 });
    const enabled = await h.route(
      'twofaEnable',
      { body: { secret, code: enableCode, password } },
      bearer(token),
    );
    expect(enabled.statusCode).toBe(200);
    const recovery = enabled.body.data.recovery_codes;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    expect((await summary(token)).body.data.two_factor_auth).toBe(true);

    const withoutCode = await login(h, email);
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.body.code).toBe('TWOFA_REQUIRED');

    const code = await generate({ secret });
    expect((await login(h, email, { twofa: code })).statusCode).toBe(200);
    const replay = await login(h, email, { twofa: code });
    expect(replay.statusCode).toBe(401);
    expect(replay.body.code).toBe('TWOFA_INVALID');

    const rescue = recovery[0] as string;
    expect((await login(h, email, { twofa: rescue.toUpperCase() })).statusCode).toBe(200);
    expect((await login(h, email, { twofa: rescue })).body.code).toBe('TWOFA_INVALID');

    const disabled = await h.route(
      'twofaDisable',
      { body: { code: recovery[1] as string, password } },
      bearer(token),
    );
    expect(disabled.statusCode).toBe(200);
    expect((await summary(token)).body.data.two_factor_auth).toBe(false);
    expect((await login(h, email)).statusCode).toBe(200);
    const again = await h.route(
      'twofaDisable',
      { body: { code: '123456', password } },
      bearer(token),
    );
    expect(again.statusCode).toBe(409);
    expect(again.body.code).toBe('TWOFA_NOT_ENABLED');
  });
});

describe('turning two-factor on or off', () => {
  const onSubject = 'Two-factor authentication is on for your Palisade account';
  const offSubject = 'Two-factor authentication is off for your Palisade account';

  it('needs the password and a session, never an API key, and tells the address', async () => {
    const { email, token } = await signUp(h);
    const key = (await h.route('regenerateApiKey', {}, bearer(token))).body.data.key;
    const { secret } = (await h.route('twofaSetup', {}, bearer(token))).body.data;
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 });
    const enable = (body: BodyOf<'twofaEnable'>, headers: Record<string, string> = bearer(token)) =>
      h.route('twofaEnable', { body }, headers);

    // A stolen key or token alone must not put its thief's secret on the account.
    const byKey = await enable({ secret, code, password }, { 'x-api-key': key });
    expect(byKey.statusCode).toBe(403);
    expect(byKey.body.code).toBe('FORBIDDEN');
    const withoutPassword = await enable({ secret, code });
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.body.details).toEqual([
      {
        path: 'body.password',
        message: 'Give your current password to turn on two-factor authentication.',
      },
    ]);
    const wrongPassword = await enable({ secret, code, password: 'not my password at all' });
    expect(wrongPassword.body.code).toBe('PASSWORD_INCORRECT');
    expect((await summary(token)).body.data.two_factor_auth).toBe(false);

    expect((await enable({ secret, code, password })).statusCode).toBe(200);
    expect((await h.mailbox.next(email, onSubject)).text).toContain(
      'http://palisade.test/forgot-password',
    );

    const disable = (
      body: BodyOf<'twofaDisable'>,
      headers: Record<string, string> = bearer(token),
    ) => h.route('twofaDisable', { body }, headers);
    const now = await generate({ secret });
    const offByKey = await disable({ code: now, password }, { 'x-api-key': key });
    expect(offByKey.statusCode).toBe(403);
    expect(offByKey.body.code).toBe('FORBIDDEN');
    const offWithoutPassword = await disable({ code: now });
    expect(offWithoutPassword.body.details).toEqual([
      {
        path: 'body.password',
        message: 'Give your current password to turn off two-factor authentication.',
      },
    ]);
    expect((await disable({ code: now, password: 'not my password at all' })).body.code).toBe(
      'PASSWORD_INCORRECT',
    );
    expect((await summary(token)).body.data.two_factor_auth).toBe(true);
    expect((await disable({ code: now, password })).statusCode).toBe(200);
    await h.mailbox.next(email, offSubject);
    expect((await summary(token)).body.data.two_factor_auth).toBe(false);
  });

  it('can be undone by the operator for an owner locked out, audited and mailed', async () => {
    const { email, token } = await signUp(h);
    const { secret } = (await h.route('twofaSetup', {}, bearer(token))).body.data;
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 });
    await h.route('twofaEnable', { body: { secret, code, password } }, bearer(token));
    await h.mailbox.next(email, onSubject);
    expect((await login(h, email)).body.code).toBe('TWOFA_REQUIRED');

    const lines: Record<string, unknown>[] = [];
    const log = pino({ base: null }, { write: (line: string) => lines.push(JSON.parse(line)) });
    expect(await resetTwofaByOperator(h.deps, log, email.toUpperCase())).toBe('reset');
    expect(lines).toMatchObject([{ audit: 'twofa_reset', email, by: 'operator' }]);
    const mail = await h.mailbox.next(email, offSubject);
    expect(mail.text).toContain('The operator of Palisade turned off two-factor authentication');
    expect((await login(h, email)).statusCode).toBe(200);

    expect(await resetTwofaByOperator(h.deps, log, email)).toBe('not-enabled');
    expect(await resetTwofaByOperator(h.deps, log, uniqueEmail())).toBe('no-account');
    expect(lines).toHaveLength(1);
  });
});
