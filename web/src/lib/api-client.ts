/** The one client for /api (Hosting rewrite in production, Vite proxy in development). */
import { authService } from './firebase/app';
import { ApiError } from './firebase/errors';
import { createTokenCache, type TokenUser } from './token-cache';

/** The signed-in user, as the token cache needs it; null when nobody is signed in. */
function currentTokenUser(): TokenUser | null {
  const user = authService().currentUser;
  return user ? { uid: user.uid, getIdToken: (force) => user.getIdToken(force) } : null;
}

export const tokenCache = createTokenCache(currentTokenUser);

/** POSTs JSON with the caller's ID token; resolves with the parsed body, rejects with ApiError. */
export async function apiPost<T>(path: `/${string}`, body: unknown): Promise<T> {
  const token = await tokenCache.getToken();
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiError('network', `Could not reach /api${path}`, null, { cause: error });
  }
  const parsed: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      (parsed as { error?: { message?: string } } | null)?.error?.message ??
      `Request failed with status code ${response.status}`;
    throw new ApiError('http', message, response.status);
  }
  return parsed as T;
}

/**
 * POSTs JSON as the page unloads: `keepalive`, so the request outlives the page, with the token
 * already cached (nothing can be awaited then). False when no token is cached, nothing sent.
 */
export function apiPostOnUnload(path: `/${string}`, body: unknown): boolean {
  const token = tokenCache.peek();
  if (!token) return false;
  fetch(`/api${path}`, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  }).catch(() => undefined);
  return true;
}
