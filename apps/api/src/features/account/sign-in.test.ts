import { eq } from 'drizzle-orm';
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
import { hashToken } from '../../crypto';
import { refreshTokens } from '../../db/schema';
import { lostReplyMs } from './sessions';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const register = async (email: string, extra: Record<string, unknown> = {}) =>
  h.route('register', {
    body: {
      firstname: 'Grace',
      lastname: 'Hopper',
      email,
      password,
      passwordconfirm: password,
      captcha: await h.captcha(),
      ...extra,
    },
  });

describe('register and activate', () => {
  it('mails an activation link that activates the account once', async () => {
    const email = uniqueEmail('Mixed.Case');
    const created = await register(email.toUpperCase());
    expect(created.statusCode).toBe(201);
    expect(created.body).toMatchObject({ status: 0, data: { email: email.toLowerCase() } });

    const mail = await h.mailbox.next(email);
    expect(mail.subject).toBe('Activate your Palisade account');
    expect(mail.html).toContain('/activate-account/');
    const link = linkIn(mail, '/activate-account');
    expect(link.origin).toBe('http://palisade.test');

    const before = await login(h, email);
    expect(before.statusCode).toBe(403);
    expect(before.body.code).toBe('ACCOUNT_NOT_ACTIVATED');

    const token = tokenIn(mail, '/activate-account');
    const verified = await h.route('verify', { params: { token } });
    expect(verified.statusCode).toBe(200);
    const again = await h.route('verify', { params: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.body.code).toBe('TOKEN_INVALID');

    const session = await login(h, email);
    expect(session.statusCode).toBe(200);
    expect(session.body.data.user).toMatchObject({
      email: email.toLowerCase(),
      firstname: 'Grace',
      balance: 0,
      balance_cents: 0,
      is_oauth: false,
      has_empty_pass: false,
      two_factor_auth: false,
      userRole: 'admin',
      commit_level: '0',
      notifications: [],
    });
  });

  it('checks the password confirmation and the fields', async () => {
    const mismatch = await register(uniqueEmail(), { passwordconfirm: 'something else entirely' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body.code).toBe('VALIDATION_ERROR');
    expect(mismatch.body.details).toContainEqual({
      path: 'body.passwordconfirm',
      message: 'The passwords do not match.',
    });

    const short = await register(uniqueEmail(), { password: 'short', passwordconfirm: 'short' });
    expect(short.statusCode).toBe(400);
    const noName = await register(uniqueEmail(), { firstname: '  ' });
    expect(noName.body.details).toContainEqual({
      path: 'body.firstname',
      message: 'Please enter your name.',
    });
  });

  it('resends the activation mail only to inactive accounts, answering alike and as fast', async () => {
    const email = uniqueEmail();
    await register(email);
    await h.mailbox.next(email);
    const resend = async (address: string) =>
      h.route('resendActivation', { body: { email: address, captcha: await h.captcha() } });
    // The mails are held: an answer that waited for one would be slower for a pending account.
    const release = h.mailbox.hold();
    let known: Awaited<ReturnType<typeof resend>>;
    let unknown: Awaited<ReturnType<typeof resend>>;
    try {
      known = await resend(email);
      unknown = await resend(uniqueEmail());
    } finally {
      release();
    }
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const mail = await h.mailbox.next(email);
    const token = tokenIn(mail, '/activate-account');
    expect((await h.route('verify', { params: { token } })).statusCode).toBe(200);
  });
});

describe('captcha', () => {
  it('refuses a login without a solution, with a forged one, and a replayed one', async () => {
    const { email } = await signUp(h);
    const none = await h.route('login', { body: { email, password } });
    expect(none.statusCode).toBe(400);
    expect(none.body.code).toBe('CAPTCHA_INVALID');

    const solved = await h.captcha();
    const decoded = JSON.parse(Buffer.from(solved, 'base64').toString());
    decoded.solution.counter += 1;
    const forged = Buffer.from(JSON.stringify(decoded)).toString('base64');
    const bad = await login(h, email, { captcha: forged });
    expect(bad.body.code).toBe('CAPTCHA_INVALID');

    expect((await login(h, email, { captcha: solved })).statusCode).toBe(200);
    const replay = await login(h, email, { captcha: solved });
    expect(replay.statusCode).toBe(400);
    expect(replay.body.code).toBe('CAPTCHA_INVALID');

    const garbage = await login(h, email, { captcha: 'bm90IGpzb24=' });
    expect(garbage.body.code).toBe('CAPTCHA_INVALID');
  });
});

describe('login', () => {
  it('answers the same for a wrong password and an unknown address', async () => {
    const { email } = await signUp(h);
    const wrong = await login(h, email, { password: 'not the password at all' });
    const unknown = await login(h, uniqueEmail());
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      error: 'Invalid e-mail or password.',
    });
  });

  it('throttles failures per account and address with 429 and Retry-After', async () => {
    const { email } = await signUp(h);
    for (let i = 0; i < 10; i++) {
      expect((await login(h, email, { password: `wrong password ${i}` })).statusCode).toBe(401);
    }
    const blocked = await login(h, email);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body.code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('throttles failures per client address across accounts', async () => {
    const other = await startHarness();
    try {
      for (let i = 0; i < 30; i++) {
        await other.route('login', {
          body: {
            email: uniqueEmail(),
            password: 'whatever it is',
            captcha: await other.captcha(),
          },
        });
      }
      const blocked = await other.route('login', {
        body: { email: uniqueEmail(), password, captcha: await other.captcha() },
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
    } finally {
      await other.close();
    }
  });
});

describe('refresh tokens', () => {
  const refresh = (token: string) => h.route('refresh', { body: { refresh_token: token } });

  it('rotates, and a reused token revokes its whole family', async () => {
    const { token, refreshToken } = await signUp(h);
    const summary = await h.route('summary', {}, bearer(token));
    expect(summary.statusCode).toBe(200);

    const first = await refresh(refreshToken);
    expect(first.statusCode).toBe(200);
    expect(first.body.data.refresh_token).not.toBe(refreshToken);
    const fresh = await h.route('summary', {}, bearer(first.body.data.token));
    expect(fresh.statusCode).toBe(200);

    const second = await refresh(first.body.data.refresh_token);
    expect(second.statusCode).toBe(200);

    // The first token came back after its successor was used: a copy, not a lost reply.
    const reused = await refresh(refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(reused.body.code).toBe('REFRESH_TOKEN_REUSED');

    const latest = await refresh(second.body.data.refresh_token);
    expect(latest.statusCode).toBe(401);
    expect(latest.body.code).toBe('TOKEN_INVALID');
  });

  it('renews again when renewal replies were lost, and only just after them', async () => {
    const { refreshToken } = await signUp(h);
    // A page reloaded twice while renewing: the server rotated, the browser never got a reply.
    const lost = await refresh(refreshToken);
    const lostAgain = await refresh(refreshToken);
    expect([lost.statusCode, lostAgain.statusCode]).toEqual([200, 200]);
    const kept = await refresh(refreshToken);
    expect(kept.statusCode).toBe(200);
    // The lost tokens are refused without ending the session; the kept one renews it.
    expect((await refresh(lost.body.data.refresh_token)).body.code).toBe('TOKEN_INVALID');
    expect((await refresh(lostAgain.body.data.refresh_token)).body.code).toBe('TOKEN_INVALID');
    const next = await refresh(kept.body.data.refresh_token);
    expect(next.statusCode).toBe(200);
    // Once a token issued after it was used, the first one coming back is a copy.
    const copy = await refresh(refreshToken);
    expect(copy.body.code).toBe('REFRESH_TOKEN_REUSED');
    expect((await refresh(next.body.data.refresh_token)).statusCode).toBe(401);
  });

  it('ends the session when a token comes back after the moment of a lost reply', async () => {
    const { refreshToken } = await signUp(h);
    const first = await refresh(refreshToken);
    expect(first.statusCode).toBe(200);
    await h.deps.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - lostReplyMs) })
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    const late = await refresh(refreshToken);
    expect(late.body.code).toBe('REFRESH_TOKEN_REUSED');
    expect((await refresh(first.body.data.refresh_token)).statusCode).toBe(401);
  });

  it('logout ends the session', async () => {
    const { refreshToken } = await signUp(h);
    const out = await h.route('logout', { body: { refresh_token: refreshToken } });
    expect(out.statusCode).toBe(200);
    const after = await h.route('refresh', { body: { refresh_token: refreshToken } });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a missing, malformed or forged access token with 401', async () => {
    const none = await h.route('summary');
    expect(none.statusCode).toBe(401);
    expect(none.body.code).toBe('UNAUTHORIZED');
    const forged = await h.route(
      'summary',
      {},
      bearer('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl'),
    );
    expect(forged.statusCode).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('mails a single-use link; the new password works and old sessions end', async () => {
    const { email, refreshToken } = await signUp(h);
    const forgot = async (address: string) =>
      h.route('forgotPassword', { body: { email: address, captcha: await h.captcha() } });
    const known = await forgot(email);
    const unknown = await forgot(uniqueEmail());
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toEqual(known.body);

    const token = tokenIn(await h.mailbox.next(email), '/reset-password');
    const newPassword = 'a brand new passphrase';
    const reset = await h.route('resetPassword', {
      body: { token, password: newPassword, passwordconfirm: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    const twice = await h.route('resetPassword', {
      body: { token, password: newPassword, passwordconfirm: newPassword },
    });
    expect(twice.body.code).toBe('TOKEN_INVALID');

    expect((await login(h, email)).statusCode).toBe(401);
    expect((await login(h, email, { password: newPassword })).statusCode).toBe(200);
    const old = await h.route('refresh', { body: { refresh_token: refreshToken } });
    expect(old.statusCode).toBe(401);
  });
});
