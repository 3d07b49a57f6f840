import { apiBase } from '@palisade/contract';
import { endpoints } from '@palisade/contract/endpoints';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BodyOf,
  bearer,
  type Harness,
  login,
  signUp,
  startHarness,
  uniqueEmail,
} from '../../../test/harness';
import { type IdentityProvider, startIdentityProvider } from '../../../test/oidc-provider';
import { refreshTokens } from '../../db/schema';
import { freshSignInMinutes } from './reauth';

let h: Harness;
let idp: IdentityProvider;
const emails = new Map<string, string>();
const unverified = new Set<string>();

beforeAll(async () => {
  idp = await startIdentityProvider(
    (sub) => emails.get(sub) ?? `${sub}@example.com`,
    (sub) => !unverified.has(sub),
  );
  h = await startHarness({
    OIDC_PROVIDERS: JSON.stringify([
      { issuer: idp.issuer, client_id: 'palisade', name: 'testidp' },
    ]),
  });
});
afterAll(async () => {
  await h.close();
  await idp.close();
});

const oauthLogin = (body: BodyOf<'loginOauth'>) => h.route('loginOauth', { body });

/** A subject of the provider with a fresh address of its own. */
function subject() {
  const sub = `player-${Math.random().toString(36).slice(2, 10)}`;
  const email = uniqueEmail(sub);
  emails.set(sub, email);
  return { sub, email };
}

describe('sign-in through OpenID Connect', () => {
  it('lists the configured provider', async () => {
    const reply = await h.route('oauthProviders');
    expect(reply.body.data).toEqual([
      {
        type: 'testidp',
        name: 'testidp',
        issuer: idp.issuer,
        client_id: 'palisade',
        authorization_endpoint: expect.stringMatching(new RegExp(`^${idp.issuer}/`)),
      },
    ]);
  });

  it('makes an active account on first sign-in and finds it again', async () => {
    const { sub, email } = subject();
    const first = await oauthLogin({ email, sub, type: 'testidp', token: await idp.idToken(sub) });
    expect(first.statusCode).toBe(200);
    expect(first.body.data.user).toMatchObject({ email, is_oauth: true, has_empty_pass: true });
    expect((await h.route('summary', {}, bearer(first.body.data.token))).statusCode).toBe(200);

    const again = await oauthLogin({ email, sub, type: 'testidp', token: await idp.idToken(sub) });
    expect(again.body.data.user.id).toBe(first.body.data.user.id);

    const password = 'first password of mine';
    const set = await h.route(
      'changePassword',
      { body: { new_password: password, new_password_confirm: password } },
      bearer(again.body.data.token),
    );
    expect(set.statusCode).toBe(200);
    const byPassword = await login(h, email, { password });
    expect(byPassword.statusCode).toBe(200);
    expect(byPassword.body.data.user).toMatchObject({ is_oauth: true, has_empty_pass: false });
  });

  it('refuses tokens that do not match, are tampered with or were issued to another client', async () => {
    const { sub, email } = subject();
    const token = await idp.idToken(sub);
    const wrongSub = await oauthLogin({ email, sub: 'someone-else', type: 'testidp', token });
    expect(wrongSub.statusCode).toBe(401);
    expect(wrongSub.body.code).toBe('OAUTH_TOKEN_INVALID');
    expect(
      (await oauthLogin({ email: uniqueEmail(), sub, type: 'testidp', token })).body.code,
    ).toBe('OAUTH_TOKEN_INVALID');

    const [header, payload, signature = ''] = token.split('.');
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    const tampered = await oauthLogin({
      email,
      sub,
      type: 'testidp',
      token: `${header}.${payload}.${flipped}`,
    });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.body.code).toBe('OAUTH_TOKEN_INVALID');

    const foreign = await oauthLogin({
      email,
      sub,
      type: 'testidp',
      token: await idp.idToken(sub, 'someone-else'),
    });
    expect(foreign.statusCode).toBe(401);
    expect(foreign.body.code).toBe('OAUTH_TOKEN_INVALID');

    const unknown = await oauthLogin({ email, sub, type: 'nobody', token });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.code).toBe('OAUTH_PROVIDER_UNKNOWN');
  });

  it('links the account that already uses the verified address', async () => {
    const { sub, email } = subject();
    await signUp(h, email);
    const summary = await login(h, email);
    const linked = await oauthLogin({ email, sub, type: 'testidp', token: await idp.idToken(sub) });
    expect(linked.statusCode).toBe(200);
    expect(linked.body.data.user.id).toBe(summary.body.data.user.id);
    expect(linked.body.data.user.has_empty_pass).toBe(false);
  });

  it('never adopts an account nobody activated: its registrant cannot sign in beside the owner', async () => {
    const { sub, email } = subject();
    const squatted = await h.route('register', {
      body: {
        firstname: 'Mallory',
        lastname: 'Squatter',
        email,
        password: 'mallory knows this one',
        passwordconfirm: 'mallory knows this one',
        captcha: await h.captcha(),
      },
    });
    expect(squatted.statusCode).toBe(201);
    await h.mailbox.next(email, 'Activate your Palisade account');

    const owner = await oauthLogin({ email, sub, type: 'testidp', token: await idp.idToken(sub) });
    expect(owner.statusCode).toBe(200);
    expect(owner.body.data.user).toMatchObject({ email, is_oauth: true, has_empty_pass: true });
    const mallory = await login(h, email, { password: 'mallory knows this one' });
    expect(mallory.statusCode).toBe(401);
    expect(mallory.body.code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses ID tokens whose provider does not vouch for the address', async () => {
    const { sub, email } = subject();
    unverified.add(sub);
    const reply = await oauthLogin({ email, sub, type: 'testidp', token: await idp.idToken(sub) });
    expect(reply.statusCode).toBe(401);
    expect(reply.body.code).toBe('OAUTH_TOKEN_INVALID');

    // Not even for an account already linked to that subject.
    unverified.delete(sub);
    expect(
      (await oauthLogin({ email, sub, type: 'testidp', token: await idp.idToken(sub) })).statusCode,
    ).toBe(200);
    unverified.add(sub);
    const linked = await oauthLogin({ email, sub, type: 'testidp', token: await idp.idToken(sub) });
    expect(linked.body.code).toBe('OAUTH_TOKEN_INVALID');
  });

  it('accepts an ID token once, and only with a nonce', async () => {
    const { sub, email } = subject();
    const token = await idp.idToken(sub);
    expect((await oauthLogin({ email, sub, type: 'testidp', token })).statusCode).toBe(200);
    const replay = await oauthLogin({ email, sub, type: 'testidp', token });
    expect(replay.statusCode).toBe(401);
    expect(replay.body.code).toBe('OAUTH_TOKEN_INVALID');
    const bare = await oauthLogin({
      email,
      sub,
      type: 'testidp',
      token: await idp.idToken(sub, 'palisade', null),
    });
    expect(bare.statusCode).toBe(401);
    expect(bare.body.code).toBe('OAUTH_TOKEN_INVALID');
  });

  it('asks for the 2FA code as password sign-in does', async () => {
    const { sub, email } = subject();
    const first = await oauthLogin({ email, sub, type: 'testidp', token: await idp.idToken(sub) });
    const headers = bearer(first.body.data.token);
    const setup = await h.route('twofaSetup', {}, headers);
    const { secret } = setup.body.data;
    const enableCode = await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 });
    expect(
      (await h.route('twofaEnable', { body: { secret, code: enableCode } }, headers)).statusCode,
    ).toBe(200);

    const token = await idp.idToken(sub);
    const withoutCode = await oauthLogin({ email, sub, type: 'testidp', token });
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.body.code).toBe('TWOFA_REQUIRED');
    const wrongCode = await oauthLogin({ email, sub, type: 'testidp', token, twofa: '000000' });
    expect(wrongCode.body.code).toBe('TWOFA_INVALID');
    const withCode = await oauthLogin({
      email,
      sub,
      type: 'testidp',
      token,
      twofa: await generate({ secret }),
    });
    expect(withCode.statusCode).toBe(200);
    expect(withCode.body.data.user.id).toBe(first.body.data.user.id);
  });

  it('turns 2FA on for an account without a password only soon after a sign-in', async () => {
    const { sub, email } = subject();
    const first = await oauthLogin({ email, sub, type: 'testidp', token: await idp.idToken(sub) });
    const userId = first.body.data.user.id;
    // A token stolen from a session that began long ago is not enough.
    await h.deps.db
      .update(refreshTokens)
      .set({ createdAt: new Date(Date.now() - (freshSignInMinutes + 1) * 60_000) })
      .where(eq(refreshTokens.userId, userId));
    const stale = bearer(first.body.data.token);
    const { secret } = (await h.route('twofaSetup', {}, stale)).body.data;
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 });
    const refused = await h.route('twofaEnable', { body: { secret, code } }, stale);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.code).toBe('REAUTH_REQUIRED');

    const again = await oauthLogin({ email, sub, type: 'testidp', token: await idp.idToken(sub) });
    const fresh = bearer(again.body.data.token);
    expect((await h.route('twofaEnable', { body: { secret, code } }, fresh)).statusCode).toBe(200);
    await h.mailbox.next(email, 'Two-factor authentication is on for your Palisade account');
  });
});

describe('the 2FA step after a provider sign-in', () => {
  const fromAddress = (remoteAddress: string, body: BodyOf<'loginOauth'>) =>
    h.request({
      method: 'POST',
      url: `${apiBase}${endpoints.loginOauth.path}`,
      remoteAddress,
      payload: body,
    });

  /** A new subject's account with 2FA on. */
  async function withTwofa() {
    const { sub, email } = subject();
    const first = await oauthLogin({ email, sub, type: 'testidp', token: await idp.idToken(sub) });
    const headers = bearer(first.body.data.token);
    const { secret } = (await h.route('twofaSetup', {}, headers)).body.data;
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 });
    expect((await h.route('twofaEnable', { body: { secret, code } }, headers)).statusCode).toBe(
      200,
    );
    return { sub, email, secret };
  }

  it('takes a few codes per ID token, from however many networks', async () => {
    const { sub, email, secret } = await withTwofa();
    const token = await idp.idToken(sub);
    // A burst of wrong codes from four networks at once, as in the security review.
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        fromAddress(`2001:db8:${i % 4}::${i + 1}`, {
          email,
          sub,
          type: 'testidp',
          token,
          twofa: `00000${i}`,
        }),
      ),
    );
    const answers = burst.map((reply) => reply.body.code);
    expect(answers.filter((code) => code === 'TWOFA_INVALID')).toHaveLength(5);
    expect(answers.filter((code) => code === 'RATE_LIMITED')).toHaveLength(3);
    // Not even the right code passes with this token: another try needs another sign-in.
    const body = { email, sub, type: 'testidp', twofa: await generate({ secret }) };
    const spent = await fromAddress('2001:db8:9::1', { ...body, token });
    expect(spent.statusCode).toBe(429);
    const again = await fromAddress('2001:db8:9::1', { ...body, token: await idp.idToken(sub) });
    expect(again.statusCode).toBe(200);
  });

  it("holds each try past the account's failures, from any address, as a password sign-in", async () => {
    const { sub, email, secret } = await withTwofa();
    for (let t = 0; t < 2; t++) {
      const token = await idp.idToken(sub);
      for (let i = 0; i < 5; i++) {
        const body = { email, sub, type: 'testidp', token, twofa: `11111${i}` };
        const wrong = await fromAddress(`2001:db8:1${t}${i}::1`, body);
        expect(wrong.body.code).toBe('TWOFA_INVALID');
      }
    }
    const token = await idp.idToken(sub);
    const started = performance.now();
    const owner = await fromAddress('2001:db8:ff::1', {
      email,
      sub,
      type: 'testidp',
      token,
      twofa: await generate({ secret }),
    });
    expect(owner.statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1000);
  });
});
