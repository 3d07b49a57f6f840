import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface IdentityProvider {
  issuer: string;
  /**
   * Signs `sub` in through the real authorization-code flow and answers the ID token, which
   * carries `nonce` (a fresh one unless given; null: none) as a browser's request would.
   */
  idToken(sub: string, clientId?: string, nonce?: string | null): Promise<string>;
  close(): Promise<void>;
}

export const clients = [
  { client_id: 'palisade', client_secret: 'palisade-secret' },
  { client_id: 'someone-else', client_secret: 'other-secret' },
];
const redirectUri = 'http://127.0.0.1/callback';

/** A real OpenID Connect provider (oidc-provider) on a random local port. */
export async function startIdentityProvider(
  emailOf: (sub: string) => string,
  /** Whether the provider vouches for the address (`email_verified`); yes unless told. */
  verifiedOf: (sub: string) => boolean = () => true,
): Promise<IdentityProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      ...c,
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    pkce: { required: () => false },
    // Put e-mail claims in the ID token, as Google, Microsoft and Discord-style providers do.
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        claims: async () => ({ sub, email: emailOf(sub), email_verified: verifiedOf(sub) }),
      };
    },
  });
  server.on('request', provider.callback());

  /** Follows the provider's redirects like a browser, cookies included, until it leaves the issuer. */
  async function browse(
    start: string,
    jar: Map<string, string>,
    form?: Record<string, string>,
  ): Promise<URL> {
    let url = new URL(start, issuer);
    let body = form ? new URLSearchParams(form) : undefined;
    for (let hop = 0; hop < 10; hop++) {
      const response = await fetch(url, {
        method: body ? 'POST' : 'GET',
        redirect: 'manual',
        headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
        ...(body ? { body } : {}),
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const [name = '', value = ''] = pair.split('=');
        jar.set(name.trim(), value);
      }
      const location = response.headers.get('location');
      if (!location) return url;
      url = new URL(location, url);
      body = undefined;
      if (url.origin !== issuer) return url;
    }
    throw new Error('too many redirects');
  }

  return {
    issuer,
    async idToken(sub, clientId = 'palisade', nonce = randomUUID()) {
      const client = clients.find((c) => c.client_id === clientId);
      if (!client) throw new Error(`unknown client ${clientId}`);
      const jar = new Map<string, string>();
      const authorize = new URL('/auth', issuer);
      authorize.search = new URLSearchParams({
        client_id: clientId,
        response_type: 'code',
        scope: 'openid email',
        redirect_uri: redirectUri,
        state: 'palisade-test',
        ...(nonce === null ? {} : { nonce }),
      }).toString();
      const login = await browse(authorize.href, jar);
      const consent = await browse(login.pathname, jar, {
        prompt: 'login',
        login: sub,
        password: 'any',
      });
      const callback = await browse(consent.pathname, jar, { prompt: 'consent' });
      const code = callback.searchParams.get('code');
      if (!code) throw new Error(`no code in ${callback.href}`);
      const token = await fetch(`${issuer}/token`, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          ...client,
        }),
      });
      const { id_token } = (await token.json()) as { id_token?: string };
      if (!id_token) throw new Error('no id_token');
      return id_token;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
