import type { FastifyRequest } from 'fastify';
import { hashToken } from '../crypto';
import type { Deps } from '../deps';
import { AppError, unauthorized } from '../errors';
import { isMaskedApiKey, useApiKey } from '../features/account/api-keys';
import { findUserById, type UserRow } from '../features/account/queries';
import { readAccessToken, sessionAlive } from '../features/account/sessions';
import { type EdgeRow, touchLiveEdge } from '../features/edge-sync/queries';

/**
 * The caller of a request: a bearer access token, or an X-API-Key that acts as its owner.
 * Anything presented that does not check out is a 401, so clients know to refresh.
 */
export interface Authenticated {
  user: UserRow;
  /** The session of a bearer token; null for an API key. */
  session: string | null;
}

export async function authenticate(deps: Deps, request: FastifyRequest): Promise<Authenticated> {
  const apiKey = request.headers['x-api-key'];
  if (typeof apiKey === 'string' && apiKey.length > 0) {
    const userId = await useApiKey(deps.db, apiKey);
    const user = userId !== undefined ? await findUserById(deps.db, userId) : undefined;
    if (!user?.activatedAt) {
      throw unauthorized(
        isMaskedApiKey(apiKey)
          ? 'This is the masked API key that GET user/apikey shows: send the whole key, answered once by POST user/apikey/regenerate.'
          : 'The API key is not valid.',
      );
    }
    return { user, session: null };
  }
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized();
  const expired = () => unauthorized('Your session has expired. Sign in again.');
  const claims = await readAccessToken(deps.secrets.jwt, match[1]);
  if (!claims || !(await sessionAlive(deps.db, claims.session, claims.userId))) throw expired();
  const user = await findUserById(deps.db, claims.userId);
  if (!user?.activatedAt) throw expired();
  return { user, session: claims.session };
}

/**
 * An operator: a signed-in session (not an API key, which scripts hold) of an account with the
 * operator role, with two-factor on when OPERATOR_REQUIRE_2FA asks for it (docs/operators.md).
 */
export async function authenticateOperator(
  deps: Deps,
  request: FastifyRequest,
): Promise<Authenticated> {
  const caller = await authenticate(deps, request);
  if (caller.session === null)
    throw new AppError(
      403,
      'FORBIDDEN',
      'Operator routes need a signed-in session, not an API key.',
    );
  if (!caller.user.operator) throw new AppError(403, 'FORBIDDEN', 'Only operators can do this.');
  if (deps.config.operatorRequire2fa && caller.user.totpSecretSealed === null)
    throw new AppError(
      403,
      'TWOFA_REQUIRED',
      'Turn on two-factor authentication in your account settings to use the operator console.',
    );
  return caller;
}

/** An edge process, by the token `palisade edge token create` printed for it. */
export async function authenticateEdge(deps: Deps, request: FastifyRequest): Promise<EdgeRow> {
  const token = request.headers['x-edge-token'];
  if (typeof token !== 'string' || token.length === 0)
    throw unauthorized('Send the edge token in X-Edge-Token.');
  const edge = await touchLiveEdge(deps.db, hashToken(token));
  if (!edge) throw unauthorized('The edge token is not valid.');
  return edge;
}
