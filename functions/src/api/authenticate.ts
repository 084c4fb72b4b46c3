import type { DecodedIdToken } from 'firebase-admin/auth';
import { adminAuth } from '../lib/firebase';
import { HttpError } from './http-error';

/** Verifies `Authorization: Bearer <Firebase ID token>`; 401 when missing or invalid. */
export async function authenticate(authorization: string | undefined): Promise<DecodedIdToken> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match?.[1]) {
    throw new HttpError(
      401,
      'unauthenticated',
      'Missing Authorization: Bearer <Firebase ID token> header.',
    );
  }
  try {
    return await adminAuth.verifyIdToken(match[1]);
  } catch {
    throw new HttpError(401, 'unauthenticated', 'The ID token is invalid or expired.');
  }
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
