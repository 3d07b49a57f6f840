import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type Harness,
  login,
  signUp,
  startHarness,
  uniqueEmail,
} from '../../../test/harness';
import { type IdentityProvider, startIdentityProvider } from '../../../test/oidc-provider';

let h: Harness;
let idp: IdentityProvider;
const emails = new Map<string, string>();

beforeAll(async () => {
  idp = await startIdentityProvider((sub) => emails.get(sub) ?? `${sub}@example.com`);
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

type Session = {
  token: string;
  refreshToken: string;
  user: { id: number; is_oauth: boolean; has_empty_pass: boolean; email: string };
};

const oauthLogin = (body: Record<string, unknown>) =>
  h.request<Session>({ method: 'POST', url: '/api/v1/auth/login-oauth', payload: body });

/** A subject of the provider with a fresh address of its own. */
function subject() {
  const sub = `player-${Math.random().toString(36).slice(2, 10)}`;
  const email = uniqueEmail(sub);
  emails.set(sub, email);
  return { sub, email };
}

describe('sign-in through OpenID Connect', () => {
  it('lists the configured provider', async () => {
    const reply = await h.request({ method: 'GET', url: '/api/v1/auth/oauth/providers' });
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
    expect(
      (
        await h.request({
          method: 'GET',
          url: '/api/v1/user/summary',
          headers: bearer(first.body.data.token),
        })
      ).statusCode,
    ).toBe(200);

    const again = await oauthLogin({ email, sub, type: 'testidp', token: await idp.idToken(sub) });
    expect(again.body.data.user.id).toBe(first.body.data.user.id);

    const password = 'first password of mine';
    const set = await h.request({
      method: 'POST',
      url: '/api/v1/user/password',
      headers: bearer(again.body.data.token),
      payload: { new_password: password, new_password_confirm: password },
    });
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
});
