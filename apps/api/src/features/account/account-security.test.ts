import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type Harness,
  login,
  password,
  signUp,
  startHarness,
  uniqueEmail,
} from '../../../test/harness';
import { linkIn, tokenIn } from '../../../test/mailbox';
import { forgetExpiredCaptchas } from './captcha';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const summary = (token: string) => h.route('summary', {}, bearer(token));
const byKey = (key: string) => h.route('summary', {}, { 'x-api-key': key });
const apiKey = async (token: string) =>
  (await h.route('regenerateApiKey', {}, bearer(token))).body.data.key;
const changePassword = (token: string, old: string, next = 'another long passphrase') =>
  h.route(
    'changePassword',
    { body: { old_password: old, new_password: next, new_password_confirm: next } },
    bearer(token),
  );
/** A sign-in from another client address than the harness's own. */
const loginFrom = async (remoteAddress: string, email: string, pass = password) =>
  h.request({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress,
    payload: { email, password: pass, captcha: await h.captcha() },
  });

describe('API keys after a password change or reset', () => {
  it('revokes the key when the password changes, and says so', async () => {
    const { token } = await signUp(h);
    const key = await apiKey(token);
    expect((await byKey(key)).statusCode).toBe(200);
    const changed = await changePassword(token, password);
    expect(changed.statusCode).toBe(200);
    expect(changed.body.data.message).toMatch(/API key revoked/);
    expect((await byKey(key)).statusCode).toBe(401);
  });

  it('revokes the key when the password is reset', async () => {
    const { email, token } = await signUp(h);
    const key = await apiKey(token);
    await h.route('forgotPassword', { body: { email, captcha: await h.captcha() } });
    const mailed = tokenIn(await h.mailbox.next(email), '/reset-password');
    const next = 'taken back by the owner';
    const reset = await h.route('resetPassword', {
      body: { token: mailed, password: next, passwordconfirm: next },
    });
    expect(reset.statusCode).toBe(200);
    expect((await byKey(key)).statusCode).toBe(401);
  });
});

describe('access tokens of ended sessions', () => {
  it('stop working at logout, not when they expire', async () => {
    const { token, refreshToken } = await signUp(h);
    expect((await summary(token)).statusCode).toBe(200);
    await h.route('logout', { body: { refresh_token: refreshToken } });
    expect((await summary(token)).statusCode).toBe(401);
  });

  it('stop working in other sessions at a password change; the changing one goes on', async () => {
    const { email, token } = await signUp(h);
    const other = (await login(h, email)).body.data.token;
    expect((await summary(other)).statusCode).toBe(200);
    expect((await changePassword(token, password)).statusCode).toBe(200);
    expect((await summary(other)).statusCode).toBe(401);
    expect((await summary(token)).statusCode).toBe(200);
  });

  it('stop working at a reset', async () => {
    const { email, token } = await signUp(h);
    expect((await summary(token)).statusCode).toBe(200);
    await h.route('forgotPassword', { body: { email, captcha: await h.captcha() } });
    const mailed = tokenIn(await h.mailbox.next(email), '/reset-password');
    const next = 'reset by the real owner';
    await h.route('resetPassword', {
      body: { token: mailed, password: next, passwordconfirm: next },
    });
    expect((await summary(token)).statusCode).toBe(401);
  });
});

describe('e-mail change', () => {
  it('tells the old address and ends the other sessions', async () => {
    const { email, token } = await signUp(h);
    const other = (await login(h, email)).body.data.token;
    const next = uniqueEmail('moved');
    await h.route(
      'changeEmail',
      { body: { email: next, emailconfirm: next, password } },
      bearer(token),
    );
    const mailed = tokenIn(await h.mailbox.next(next), '/confirm-email');
    await h.route('confirmEmail', { params: { token: mailed } });
    const notice = await h.mailbox.next(email, 'Your Palisade sign-in address was changed');
    expect(notice.text).toContain(next);
    expect((await summary(other)).statusCode).toBe(401);
    expect((await summary(token)).body.data.email).toBe(next);
  });
});

describe('captcha solutions', () => {
  it('stay spent until their challenge expires, housekeeping or not', async () => {
    const { email } = await signUp(h);
    const captcha = await h.captcha();
    const first = await h.route('login', { body: { email, password, captcha } });
    expect(first.statusCode).toBe(200);
    await forgetExpiredCaptchas(h.deps);
    const replay = await h.route('login', { body: { email, password, captcha } });
    expect(replay.statusCode).toBe(400);
    expect(replay.body.code).toBe('CAPTCHA_INVALID');
  });
});

describe('sign-in throttling', () => {
  it('locks out the guessing address, never the owner signing in from elsewhere', async () => {
    const { email } = await signUp(h);
    const attacker = '198.51.100.66';
    for (let i = 0; i < 10; i++) {
      expect((await loginFrom(attacker, email, `guess number ${i}`)).statusCode).toBe(401);
    }
    const locked = await loginFrom(attacker, email);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect((await loginFrom('198.51.100.77', email)).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64, which one subscriber holds whole', async () => {
    const { email } = await signUp(h);
    for (let i = 0; i < 10; i++) {
      const guess = await loginFrom(`2001:db8:64:1::${i + 1}`, email, `guess number ${i}`);
      expect(guess.statusCode).toBe(401);
    }
    const sameNetwork = await loginFrom('2001:db8:64:1:ffff::9', email);
    expect(sameNetwork.statusCode).toBe(429);
    expect((await loginFrom('2001:db8:64:2::1', email)).statusCode).toBe(200);
  });
});

describe('re-entering the password or a 2FA code', () => {
  it('is throttled for password and e-mail changes', async () => {
    const { token } = await signUp(h);
    for (let i = 0; i < 5; i++) {
      expect((await changePassword(token, `wrong guess ${i}`)).body.code).toBe(
        'PASSWORD_INCORRECT',
      );
    }
    const next = uniqueEmail();
    const email = await h.route(
      'changeEmail',
      { body: { email: next, emailconfirm: next, password } },
      bearer(token),
    );
    expect(email.statusCode).toBe(429);
    expect((await changePassword(token, password)).statusCode).toBe(429);
  });

  it('is throttled for turning 2FA off', async () => {
    const { token } = await signUp(h);
    const setup = await h.route('twofaSetup', {}, bearer(token));
    const { secret } = setup.body.data;
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 });
    await h.route('twofaEnable', { body: { secret, code, password } }, bearer(token));
    const disable = (code: string) =>
      h.route('twofaDisable', { body: { code, password } }, bearer(token));
    for (let i = 0; i < 5; i++) {
      expect((await disable(`00000${i}`)).body.code).toBe('TWOFA_INVALID');
    }
    expect((await disable(await generate({ secret }))).statusCode).toBe(429);
  });
});

describe('account enumeration', () => {
  it('answers a sign-up alike whether or not the address has an account, and tells its owner', async () => {
    const { email } = await signUp(h);
    const register = async (address: string) =>
      h.route('register', {
        body: {
          firstname: 'Eve',
          lastname: 'Dropper',
          email: address,
          password: 'eve chooses this one',
          passwordconfirm: 'eve chooses this one',
          captcha: await h.captcha(),
        },
      });
    const fresh = uniqueEmail();
    const known = await register(email);
    const unknown = await register(fresh);
    expect(known.statusCode).toBe(201);
    expect(unknown.statusCode).toBe(201);
    expect({ ...(known.body.data as object), email: 'x' }).toEqual({
      ...(unknown.body.data as object),
      email: 'x',
    });
    const told = await h.mailbox.next(email, 'You already have a Palisade account');
    expect(told.text).toContain('/login');
    await h.mailbox.next(fresh, 'Activate your Palisade account');
    expect((await login(h, email, { password: 'eve chooses this one' })).statusCode).toBe(401);
  });

  it('answers an e-mail change alike whether or not the new address has an account', async () => {
    const { token } = await signUp(h);
    const { email: taken } = await signUp(h);
    const fresh = uniqueEmail('free');
    const change = (email: string) =>
      h.route('changeEmail', { body: { email, emailconfirm: email, password } }, bearer(token));
    // The mails are held: an answer that waited for one would not come.
    const release = h.mailbox.hold();
    let replies: Awaited<ReturnType<typeof change>>[];
    try {
      replies = [await change(taken), await change(fresh)];
    } finally {
      release();
    }
    const [known, unknown] = replies;
    expect([known?.statusCode, unknown?.statusCode]).toEqual([200, 200]);
    expect(known?.body.data.message.replace(taken, 'x')).toBe(
      unknown?.body.data.message.replace(fresh, 'x'),
    );
    const told = await h.mailbox.next(taken, 'This address already has a Palisade account');
    expect(told.text).toContain('Nothing was changed');
    expect(linkIn(await h.mailbox.next(fresh), '/confirm-email').pathname).toMatch(
      /\/confirm-email\//,
    );
    expect((await summary(token)).body.data.email).not.toBe(taken);
  });

  it('answers forgot-password without waiting for the mail, so a real address is not slower', async () => {
    const { email } = await signUp(h);
    const release = h.mailbox.hold();
    try {
      const reply = await h.route('forgotPassword', {
        body: { email, captcha: await h.captcha() },
      });
      expect(reply.statusCode).toBe(200);
    } finally {
      release();
    }
    expect(linkIn(await h.mailbox.next(email), '/reset-password').pathname).toMatch(
      /\/reset-password\//,
    );
  });
});
