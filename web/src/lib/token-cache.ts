/**
 * ID token cache for calls to /api: reuses the cached token until fewer than 300 s remain, then
 * fetches a fresh one. A token whose expiry cannot be read is given 3300 s. When Firebase refuses
 * with a quota error, the cached token is used rather than failing the call.
 */
import { TokenError } from './firebase/errors';

/** Refresh when fewer than this many seconds of validity remain. */
export const TOKEN_REFRESH_MARGIN_S = 300;
/** Assumed lifetime of a token whose `exp` cannot be parsed. */
export const DEFAULT_TOKEN_LIFETIME_S = 3300;

export interface TokenUser {
  uid: string;
  getIdToken(forceRefresh: boolean): Promise<string>;
}

export interface CachedToken {
  uid: string;
  token: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/** The `exp` claim of a JWT in milliseconds, or null when the token cannot be parsed. */
export function readTokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Whether a cached token can still be used at `now` (more than the margin left). */
export function isTokenFresh(cached: CachedToken | null, uid: string, now: number): boolean {
  return (
    cached !== null && cached.uid === uid && cached.expiresAt - now > TOKEN_REFRESH_MARGIN_S * 1000
  );
}

function isQuotaError(error: unknown): boolean {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const message = error instanceof Error ? error.message : '';
  return /quota/i.test(code) || /quota/i.test(message);
}

export interface TokenCache {
  getToken(): Promise<string>;
  /** The cached token if it is the current user's and unexpired; for when nothing can wait. */
  peek(): string | null;
  clear(): void;
}

export function createTokenCache(
  currentUser: () => TokenUser | null,
  now: () => number = Date.now,
): TokenCache {
  let cached: CachedToken | null = null;

  return {
    async getToken() {
      const user = currentUser();
      if (!user) throw new TokenError('no-user', 'No Firebase user found');
      if (isTokenFresh(cached, user.uid, now()) && cached) return cached.token;
      try {
        // Force a refresh only when we hold a token for this user that is about to expire.
        const force = cached !== null && cached.uid === user.uid;
        const token = await user.getIdToken(force);
        const expiresAt = readTokenExpiry(token) ?? now() + DEFAULT_TOKEN_LIFETIME_S * 1000;
        cached = { uid: user.uid, token, expiresAt };
        return token;
      } catch (error) {
        if (isQuotaError(error) && cached && cached.uid === user.uid) {
          console.warn('Token refresh hit the quota; using the cached token.', error);
          return cached.token;
        }
        throw new TokenError('token-failed', 'Failed to get authentication token', { cause: error });
      }
    },
    peek() {
      const user = currentUser();
      return cached && user && cached.uid === user.uid && cached.expiresAt > now()
        ? cached.token
        : null;
    },
    clear() {
      cached = null;
    },
  };
}
