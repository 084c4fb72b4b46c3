import { createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError, authError, notAllowed } from './errors';

/**
 * Who is making a request: a user (user token, with its `iat` in seconds when it has one) or the
 * app backend (server token).
 */
export type Caller = { kind: 'user'; userId: string; issuedAt: number | null } | { kind: 'server' };

/** Refuses user callers (code 17): app configuration and user administration are server-side. */
export function requireServer(caller: Caller): void {
  if (caller.kind !== 'server') throw notAllowed('this endpoint needs server-side auth');
}

/**
 * Stream's token revocation (`revoke_tokens_issued_before`, app-wide or per user): a user token
 * issued before the cutoff is refused as expired. A token without `iat` cannot show that it is
 * newer, so a cutoff refuses it too.
 */
export function tokenRevoked(issuedAt: number | null, cutoff: string | null): boolean {
  return cutoff !== null && (issuedAt === null || issuedAt * 1000 < Date.parse(cutoff));
}

export interface AuthInput {
  apiKey: string | null;
  token: string | null;
  authType: string | null;
  /** `user_id` from the query (REST) or from the handshake `json` (WebSocket). */
  userId: string | null;
}

export interface AuthConfig {
  apiKey: string;
  apiSecret: string;
  /** The user's token cutoff (ISO): the later of the app's and the user's own, or null. */
  revokedBefore: (userId: string) => string | null;
  /** Deactivated users are refused whatever their token (Stream's `deactivateUser`). */
  isDeactivated: (userId: string) => boolean;
}

const tokenError = (code: number, message: string) => new ApiError(code, 401, message);

/**
 * Stream's checks, in Stream's order: key, token presence, signature, exp, nbf, iat, user match;
 * then revocation and deactivation of that user.
 */
export function authenticate(input: AuthInput, config: AuthConfig): Caller {
  if (input.apiKey !== config.apiKey) {
    throw new ApiError(2, 401, `api_key not valid, make sure the API key is correct`);
  }
  if (!input.token || input.token === 'undefined' || input.authType !== 'jwt') {
    throw authError('JWTAuth error: authentication token is missing or auth type is not jwt');
  }
  const claims = verifyHs256(input.token, config.apiSecret);
  const nowSeconds = Date.now() / 1000;
  if (typeof claims.exp === 'number' && claims.exp <= nowSeconds) {
    throw tokenError(40, 'JWTAuth error: token has expired');
  }
  if (typeof claims.nbf === 'number' && claims.nbf > nowSeconds) {
    throw tokenError(41, 'JWTAuth error: token is not valid yet');
  }
  const issuedAt = typeof claims.iat === 'number' ? claims.iat : null;
  if (issuedAt !== null && issuedAt > nowSeconds + 5) {
    throw tokenError(42, 'JWTAuth error: token used before issued at');
  }
  if (claims.server === true && claims.user_id === undefined) return { kind: 'server' };
  if (typeof claims.user_id !== 'string' || claims.user_id === '') {
    throw authError('JWTAuth error: token has no user_id claim');
  }
  if (input.userId !== null && input.userId !== claims.user_id) {
    throw authError(
      `JWTAuth error: token user_id "${claims.user_id}" does not match user_id "${input.userId}"`,
    );
  }
  if (tokenRevoked(issuedAt, config.revokedBefore(claims.user_id))) {
    throw tokenError(40, 'JWTAuth error: token has been revoked');
  }
  // Stream documents no code for this; not 40, which makes the SDK fetch a token and retry.
  if (config.isDeactivated(claims.user_id)) {
    throw notAllowed(`User '${claims.user_id}' was deactivated`);
  }
  return { kind: 'user', userId: claims.user_id, issuedAt };
}

function verifyHs256(token: string, secret: string): Record<string, unknown> {
  const parts = token.split('.');
  const [header, payload, signature] = parts;
  if (parts.length !== 3 || !header || !payload || signature === undefined) {
    throw authError('JWTAuth error: token is not a valid JWT');
  }
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw tokenError(
      43,
      'JWTAuth error: signature is not valid. Make sure the token is created using the secret for the API key',
    );
  }
  try {
    const decodedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as {
      alg?: unknown;
    };
    if (decodedHeader.alg !== 'HS256') throw new Error('alg');
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims !== 'object' || claims === null) throw new Error('claims');
    return claims as Record<string, unknown>;
  } catch {
    throw authError('JWTAuth error: token header or payload is malformed');
  }
}
