/**
 * Firebase Auth behind plain functions: sessions with their claims, and the account actions. Each
 * takes the Auth instance the providers hold (useFirebaseSdks()), so tests can give a fake.
 */
import {
  GoogleAuthProvider,
  createUserWithEmailAndPassword,
  getAdditionalUserInfo,
  onIdTokenChanged,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import { firebaseErrorCode } from '@/lib/firebase/errors';

/** The signed-in account as the app sees it: identity plus the claims the rules read. */
export interface AuthSession {
  uid: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
  /** The `approved` custom claim (set with users/{uid}.isApproved by the approveUser callable). */
  approved: boolean;
  /** The `admin` custom claim. */
  admin: boolean;
  /**
   * The token's `email_verified` claim (what the rules read; Google accounts start verified).
   * Invitations can be read and accepted only once it is true.
   */
  emailVerified: boolean;
}

/**
 * The claims inside an ID token (a JWT: header.payload.signature, the payload base64url JSON),
 * unverified: only for the app's own routing while offline, never for a decision a server makes.
 */
export function claimsOfToken(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const bytes = Uint8Array.from(atob(payload.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
      c.charCodeAt(0),
    );
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The user's claims. Offline with an expired ID token (opened after an hour or more away) the
 * refresh cannot reach Auth; the session then keeps the claims of the last token Auth stored, so
 * the app still opens from its offline cache. Firestore and the API ask for a fresh token, which
 * the servers check, once the connection returns.
 */
async function sessionClaims(user: User): Promise<Record<string, unknown>> {
  try {
    return (await user.getIdTokenResult()).claims;
  } catch (cause) {
    if (firebaseErrorCode(cause) !== 'auth/network-request-failed') throw cause;
    const stored = user.toJSON() as { stsTokenManager?: { accessToken?: unknown } };
    const token = stored.stsTokenManager?.accessToken;
    const claims = typeof token === 'string' ? claimsOfToken(token) : null;
    if (!claims) throw cause;
    return claims;
  }
}

async function toSession(user: User): Promise<AuthSession> {
  const claims = await sessionClaims(user);
  return {
    uid: user.uid,
    email: user.email ?? '',
    displayName: user.displayName,
    photoURL: user.photoURL,
    approved: claims['approved'] === true,
    admin: claims['admin'] === true,
    emailVerified: claims['email_verified'] === true,
  };
}

/**
 * Calls back with the session (or null) on sign-in, sign-out and every ID token change, so a
 * forced refresh after approval shows the new claims. Returns the unsubscribe function.
 */
export function watchSession(
  auth: Auth,
  onSession: (session: AuthSession | null) => void,
  onError: (error: unknown) => void,
): () => void {
  let latest = 0;
  return onIdTokenChanged(auth, (user) => {
    const call = ++latest;
    if (!user) {
      onSession(null);
      return;
    }
    toSession(user).then(
      (session) => {
        if (call === latest) onSession(session);
      },
      (error: unknown) => {
        if (call === latest) onError(error);
      },
    );
  });
}

export async function signInWithEmail(auth: Auth, email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(auth, email, password);
}

/** Creates the account and sets its display name; returns the new uid. */
export async function signUpWithEmail(
  auth: Auth,
  email: string,
  password: string,
  displayName: string,
): Promise<{ uid: string; email: string; displayName: string; photoURL: string | null }> {
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  await updateProfile(user, { displayName });
  // A profile change does not fire onIdTokenChanged; a fresh token does, so the session (and the
  // pending page) sees the display name at once.
  await user.getIdToken(true);
  return { uid: user.uid, email: user.email ?? email, displayName, photoURL: user.photoURL };
}

/** Google popup sign-in; `isNewUser` is true the first time this account signs in. */
export async function signInWithGoogle(auth: Auth): Promise<{
  uid: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
  isNewUser: boolean;
}> {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  const credential = await signInWithPopup(auth, provider);
  const { user } = credential;
  const isNewUser = getAdditionalUserInfo(credential)?.isNewUser ?? false;
  return {
    uid: user.uid,
    email: user.email ?? '',
    displayName: user.displayName,
    photoURL: user.photoURL,
    isNewUser,
  };
}

/**
 * Sends a password-reset link. An address with no account resolves as if it had one (Auth
 * without email-enumeration protection answers `auth/user-not-found`): the form says "if an
 * account uses it" either way, so it tells a stranger nothing about who has an account.
 */
export async function sendPasswordReset(auth: Auth, email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(auth, email);
  } catch (cause) {
    if (firebaseErrorCode(cause) !== 'auth/user-not-found') throw cause;
  }
}

/**
 * Emails the signed-in user a link that verifies their address. The link leads back to
 * `continueUrl` (a page of this app) once it is opened. The Auth emulator sends nothing: it
 * prints the link in its log.
 */
export async function sendVerificationEmail(auth: Auth, continueUrl: string): Promise<void> {
  const user = auth.currentUser;
  if (!user) throw new Error('Sign in first.');
  await sendEmailVerification(user, { url: continueUrl });
}

/**
 * Reloads the signed-in user after they opened the verification link elsewhere and, once the
 * account says verified, fetches a fresh ID token, whose `email_verified` claim is what the rules
 * and callables read (the token change updates the session). Resolves with whether the address
 * is verified now.
 */
export async function refreshEmailVerification(auth: Auth): Promise<boolean> {
  const user = auth.currentUser;
  if (!user) return false;
  await reload(user);
  if (!user.emailVerified) return false;
  const { claims } = await user.getIdTokenResult(true);
  return claims['email_verified'] === true;
}

export async function signOutUser(auth: Auth): Promise<void> {
  await signOut(auth);
}

/**
 * Fetches a fresh ID token so new custom claims (approval) reach the rules and the session.
 * Resolves with whether the fresh token carries the `approved` claim.
 */
export async function refreshSessionClaims(auth: Auth): Promise<boolean> {
  const user = auth.currentUser;
  if (!user) return false;
  const { claims } = await user.getIdTokenResult(true);
  return claims['approved'] === true;
}
