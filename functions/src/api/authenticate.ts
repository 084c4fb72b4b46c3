import type { DecodedIdToken } from 'firebase-admin/auth';
import { SESSION_MESSAGES, bearerToken, verifySession } from '../lib/verify-session';
import { HttpError } from './http-error';

/**
 * Verifies `Authorization: Bearer <Firebase ID token>`, revocation included; 401 when missing,
 * invalid, expired or revoked.
 */
export async function authenticate(authorization: string | undefined): Promise<DecodedIdToken> {
  const idToken = bearerToken(authorization);
  if (!idToken) {
    throw new HttpError(
      401,
      'unauthenticated',
      'Missing Authorization: Bearer <Firebase ID token> header.',
    );
  }
  const session = await verifySession(idToken);
  if ('refusal' in session) {
    throw new HttpError(401, 'unauthenticated', SESSION_MESSAGES[session.refusal]);
  }
  return session.token;
}

/** 403 unless the caller acts for themself. */
export function requireSelf(caller: DecodedIdToken, userId: string): void {
  if (caller.uid !== userId) {
    throw new HttpError(403, 'permission-denied', 'userId must be the signed-in user.');
  }
}

export function requireApproved(caller: DecodedIdToken): void {
  if (caller.approved !== true) {
    throw new HttpError(403, 'permission-denied', 'This account is awaiting approval.');
  }
}
