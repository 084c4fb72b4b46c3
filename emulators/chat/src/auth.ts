import { createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError, authError } from './errors';

/** Who is making a request: a user (user token) or the app backend (server token). */
export type Caller = { kind: 'user'; userId: string } | { kind: 'server' };

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
  /** Tokens issued before this instant (ISO) are treated as expired, as Stream does after a revoke. */
  revokedBefore: () => string | null;
}

const tokenError = (code: number, message: string) => new ApiError(code, 401, message);

/** Stream's checks, in Stream's order: key, token presence, signature, exp, nbf, iat, user match. */
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
  if (typeof claims.iat === 'number') {
    if (claims.iat > nowSeconds + 5)
      throw tokenError(42, 'JWTAuth error: token used before issued at');
    const revokedBefore = config.revokedBefore();
    if (revokedBefore && claims.iat * 1000 < Date.parse(revokedBefore)) {
      throw tokenError(40, 'JWTAuth error: token has been revoked');
    }
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
  return { kind: 'user', userId: claims.user_id };
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
