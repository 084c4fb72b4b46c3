import type { DecodedIdToken } from 'firebase-admin/auth';
import { adminAuth } from './firebase';

/** Why an ID token was refused: missing or malformed, or issued before a revocation. */
export type SessionRefusal = 'invalid' | 'revoked';

/**
 * Verifies an ID token including revocation (`checkRevoked`): rejecting an account revokes its
 * refresh tokens, and from then on every token minted before is refused here, though it has not
 * expired. Returns the decoded token, or why it was refused.
 */
export async function verifySession(
  idToken: string,
): Promise<{ token: DecodedIdToken } | { refusal: SessionRefusal }> {
  try {
    return { token: await adminAuth.verifyIdToken(idToken, true) };
  } catch (error) {
    const code = (error as { code?: string }).code;
    return { refusal: code === 'auth/id-token-revoked' || code === 'auth/user-disabled' ? 'revoked' : 'invalid' };
  }
}

export const SESSION_MESSAGES: Record<SessionRefusal, string> = {
  invalid: 'The ID token is invalid or expired.',
  revoked: 'This session was signed out. Sign in again.',
};

/** The bearer token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(authorization: string | undefined): string | null {
  return /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? null;
}
