import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { Config } from '../../config';
import { AppError } from '../../errors';

type Provider = Config['oidcProviders'][number];

export interface VerifiedIdentity {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  /** The nonce the browser put in its authorization request, if the token carries one. */
  nonce: string | undefined;
  expiresAt: Date;
}

export interface OidcVerifier {
  providers: Provider[];
  verify(type: string, idToken: string): Promise<VerifiedIdentity>;
  /** Where a browser starts the provider's sign-in; null while the provider is unreachable. */
  authorizationEndpoint(type: string): Promise<string | null>;
}

const invalidToken = (why: string) =>
  new AppError(401, 'OAUTH_TOKEN_INVALID', `The sign-in provider's token was refused: ${why}.`);

/** Discovery document and signing keys per provider, fetched once and kept. */
async function discover(
  provider: Provider,
): Promise<{ issuer: string; keys: JWTVerifyGetKey; authorizationEndpoint: string | null }> {
  const base = provider.issuer.replace(/\/+$/, '');
  const response = await fetch(`${base}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`discovery answered ${response.status}`);
  const meta = (await response.json()) as {
    issuer?: string;
    jwks_uri?: string;
    authorization_endpoint?: string;
  };
  if (meta.issuer?.replace(/\/+$/, '') !== base || !meta.jwks_uri) {
    throw new Error('discovery document does not name this issuer and its keys');
  }
  const authorizationEndpoint =
    typeof meta.authorization_endpoint === 'string' &&
    /^https?:\/\//.test(meta.authorization_endpoint)
      ? meta.authorization_endpoint
      : null;
  return {
    issuer: meta.issuer,
    keys: createRemoteJWKSet(new URL(meta.jwks_uri)),
    authorizationEndpoint,
  };
}

/** Verifies ID tokens of the operator's OpenID Connect providers (signature, issuer, audience). */
export function createOidcVerifier(providers: Provider[]): OidcVerifier {
  const discovered = new Map<string, ReturnType<typeof discover>>();
  const metadataOf = (provider: Provider) => {
    let metadata = discovered.get(provider.name);
    if (!metadata) {
      metadata = discover(provider);
      discovered.set(provider.name, metadata);
      metadata.catch(() => discovered.delete(provider.name));
    }
    return metadata;
  };
  return {
    providers,
    async authorizationEndpoint(type) {
      const provider = providers.find((p) => p.name === type);
      if (!provider) return null;
      return metadataOf(provider).then(
        (m) => m.authorizationEndpoint,
        () => null,
      );
    },
    async verify(type, idToken) {
      const provider = providers.find((p) => p.name === type);
      if (!provider) {
        throw new AppError(
          400,
          'OAUTH_PROVIDER_UNKNOWN',
          `No sign-in provider is named "${type}".`,
        );
      }
      const { issuer, keys } = await metadataOf(provider).catch(() => {
        throw new AppError(502, 'OAUTH_TOKEN_INVALID', 'The sign-in provider cannot be reached.');
      });
      const { payload } = await jwtVerify(idToken, keys, {
        issuer,
        audience: provider.client_id,
      }).catch((error: Error) => {
        throw invalidToken(error.message);
      });
      if (typeof payload.sub !== 'string') throw invalidToken('no subject');
      return {
        sub: payload.sub,
        email: typeof payload.email === 'string' ? payload.email.toLowerCase() : undefined,
        emailVerified: payload.email_verified === true,
        nonce: typeof payload.nonce === 'string' ? payload.nonce : undefined,
        expiresAt: new Date((payload.exp ?? Math.floor(Date.now() / 1000) + 3600) * 1000),
      };
    },
  };
}
