/** Auth action errors: the catalogue message per action and a plain-words reason. */
import { firebaseErrorCode } from '@/lib/firebase/errors';

export type AuthErrorCode =
  | 'sign-in-failed'
  | 'sign-up-failed'
  | 'google-sign-in-failed'
  | 'sign-out-failed'
  | 'password-reset-failed';

/** An auth action failed; `message` is the fixed catalogue text, `reason` says why in plain words. */
export class AuthActionError extends Error {
  override readonly name = 'AuthActionError';
  constructor(
    readonly code: AuthErrorCode,
    message: string,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * An unknown email and a wrong password read alike, so the sign-in form does not tell a stranger
 * which addresses have an account.
 */
const WRONG_CREDENTIALS = 'The email or password is wrong.';

const AUTH_REASONS: Record<string, string> = {
  'auth/invalid-credential': WRONG_CREDENTIALS,
  'auth/wrong-password': WRONG_CREDENTIALS,
  'auth/user-not-found': WRONG_CREDENTIALS,
  'auth/invalid-email': 'That email address does not look right.',
  'auth/email-already-in-use': 'An account with that email already exists. Try signing in.',
  'auth/weak-password': 'The password is too weak. Use at least 6 characters.',
  'auth/missing-password': 'Enter a password.',
  'auth/too-many-requests': 'Too many attempts. Wait a moment and try again.',
  'auth/network-request-failed': 'Could not reach the server. Check your connection.',
  'auth/popup-closed-by-user': 'The Google window was closed before signing in finished.',
  'auth/cancelled-popup-request': 'The Google window was closed before signing in finished.',
  'auth/popup-blocked': 'The browser blocked the Google window. Allow pop-ups and try again.',
  'auth/user-disabled': 'This account has been disabled.',
};

/** A plain-words reason for an auth failure. */
export function describeAuthError(error: unknown): string {
  const code = firebaseErrorCode(error);
  return (code && AUTH_REASONS[code]) || 'Something went wrong. Try again.';
}
