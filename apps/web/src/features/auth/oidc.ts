import { pathTo, signInRoute } from '@/config/route-table';

/**
 * The browser's half of an OpenID Connect sign-in (implicit flow, `response_type=id_token`):
 * the provider sends the user back to /login with the ID token in the fragment; the API
 * verifies its signature, issuer and audience. State and nonce tie the answer to this tab.
 */
const storageKey = 'palisade.oidc';

interface Pending {
  state: string;
  nonce: string;
  type: string;
  to: string | null;
}

const random = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(
    /[+/=]/g,
    (c) => ({ '+': '-', '/': '_', '=': '' })[c] ?? '',
  );
};

export function startOidcSignIn(
  provider: { type: string; client_id: string; authorization_endpoint: string },
  to: string | null,
): void {
  const pending: Pending = { state: random(), nonce: random(), type: provider.type, to };
  sessionStorage.setItem(storageKey, JSON.stringify(pending));
  const url = new URL(provider.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: 'id_token',
    response_mode: 'fragment',
    client_id: provider.client_id,
    redirect_uri: `${window.location.origin}${pathTo(signInRoute)}`,
    scope: 'openid email',
    state: pending.state,
    nonce: pending.nonce,
  }).toString();
  window.location.assign(url);
}

function decodePayload(idToken: string): Record<string, unknown> | null {
  const part = idToken.split('.')[1];
  if (!part) return null;
  try {
    return JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export type OidcReturn =
  | { kind: 'none' }
  | { kind: 'error'; message: string }
  | { kind: 'token'; type: string; token: string; sub: string; email: string; to: string | null };

/** Reads (once) what the provider put in the fragment of /login. */
export function takeOidcReturn(hash: string): OidcReturn {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!params.has('id_token') && !params.has('error')) return { kind: 'none' };
  const raw = sessionStorage.getItem(storageKey);
  sessionStorage.removeItem(storageKey);
  const pending = raw ? (JSON.parse(raw) as Pending) : null;
  if (!pending || params.get('state') !== pending.state) {
    return { kind: 'error', message: 'The sign-in answer does not belong to this tab.' };
  }
  const error = params.get('error');
  if (error) return { kind: 'error', message: params.get('error_description') ?? error };
  const token = params.get('id_token') ?? '';
  const claims = decodePayload(token);
  if (!claims || claims.nonce !== pending.nonce) {
    return { kind: 'error', message: 'The sign-in answer does not belong to this tab.' };
  }
  if (typeof claims.sub !== 'string' || typeof claims.email !== 'string') {
    return { kind: 'error', message: 'The provider did not share an e-mail address.' };
  }
  return {
    kind: 'token',
    type: pending.type,
    token,
    sub: claims.sub,
    email: claims.email,
    to: pending.to,
  };
}
