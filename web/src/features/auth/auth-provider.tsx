/**
 * The signed-in session (with its approval and admin claims) and the account actions. Each
 * failed action is held as `error` with the catalogue message ('Failed to sign in.', ...) and a
 * plain-words `reason`. While the account awaits approval it watches the user's own document and
 * refreshes the ID token once an admin approves, so the app moves on without a reload; unless
 * it saw the account declined first, whose sessions the decline revoked: then it asks the
 * account to sign in again.
 */
import { createContext, use, useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { ApprovalStatus } from '@crewspace/common/models';
import { tokenCache } from '@/lib/api-client';
import { clearPersonalStorage } from '@/lib/browser-storage';
import { cacheHoldsUserData } from '@/lib/firebase/firestore-cache-owner';
import { clearFirestoreCache, loadFirestore } from '@/lib/firebase/lazy-sdks';
import { useFirebaseSdks } from '@/lib/firebase/sdk-context';
import { initializeAccount, type NewAccount } from './api/initialize-account';
import { mayHaveSession, rememberSession } from './api/session-hint';
import {
  refreshSessionClaims,
  sendPasswordReset,
  signInWithEmail,
  signInWithGoogle,
  signOutUser,
  signUpWithEmail,
  watchSession,
  type AuthSession,
} from './api/session';
import { AuthActionError, describeAuthError, type AuthErrorCode } from './auth-errors';

export type AuthState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | {
      status: 'signed-in';
      session: AuthSession;
      /** The user document says approved (the token's claim may lag a moment behind). */
      approvalSeen: boolean;
      /** An admin declined the account. */
      declined: boolean;
      /**
       * Approved after this tab saw the account declined. Declining revoked every session of the
       * account (approve-user.ts), this one too, so the account must sign in again.
       */
      signInAgain: boolean;
    };

export interface AuthContextValue {
  state: AuthState;
  /** The last failed action, until the next action or clearError(). */
  error: AuthActionError | null;
  clearError(): void;
  signIn(email: string, password: string): Promise<void>;
  signUp(input: { email: string; password: string; displayName: string }): Promise<void>;
  signInWithGoogle(): Promise<void>;
  signOut(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const MESSAGES: Record<AuthErrorCode, string> = {
  'sign-in-failed': 'Failed to sign in.',
  'sign-up-failed': 'Failed to sign up.',
  'google-sign-in-failed': 'Failed to sign in with Google.',
  'sign-out-failed': 'Failed to sign out.',
  'password-reset-failed': 'Failed to send the reset email.',
};

/**
 * While the approved document is ahead of the token's claim (the function sets the claim, a busy
 * backend can take a while), the token is refreshed again with a growing pause: 0.5 s, 1 s, 2 s,
 * then every 4 s, for about three minutes.
 */
export function claimRetryDelay(attempt: number): number {
  return attempt === 0 ? 0 : Math.min(500 * 2 ** (attempt - 1), 4000);
}
const CLAIM_MAX_TRIES = 50;

export interface AuthProviderProps {
  children: ReactNode;
  /** Runs after a first sign-up, besides the chat user and the sign-up webhook. */
  onAccountCreated?: (account: NewAccount) => Promise<void>;
}

export function AuthProvider({ children, onAccountCreated }: AuthProviderProps) {
  const { app: firebaseApp, auth } = useFirebaseSdks();
  const [state, setState] = useState<AuthState>({ status: 'loading' });
  const [error, setError] = useState<AuthActionError | null>(null);
  /** The pending user's document: its approval status, 'missing' before the trigger wrote it. */
  const [docStatus, setDocStatus] = useState<ApprovalStatus | 'missing' | null>(null);
  const docApproved = docStatus === 'approved';
  /** The uid whose document this tab has seen declined. */
  const [declinedUid, setDeclinedUid] = useState<string | null>(null);

  useEffect(
    () =>
      watchSession(
        auth,
        (session) => {
          // A session ended (signed out here or in another tab, or expired while away): the
          // person's keys in localStorage go, as their offline cache does below.
          if (!session && mayHaveSession()) clearPersonalStorage();
          rememberSession(session !== null);
          if (!session) tokenCache.clear();
          setState(
            session
              ? {
                  status: 'signed-in',
                  session,
                  approvalSeen: false,
                  declined: false,
                  signInAgain: false,
                }
              : { status: 'signed-out' },
          );
        },
        (cause) => {
          console.error('Could not read the session', cause);
          rememberSession(false);
          setState({ status: 'signed-out' });
        },
      ),
    [auth],
  );

  // Nobody signed in (signed out here or in another tab, or a visit after a sign-out that could
  // not finish) while Firestore's offline cache holds a user's data: delete it, so a shared
  // computer keeps nothing of them. An effect runs after the signed-in pages have unmounted and
  // closed their listeners. A visitor with no such cache loads no Firestore for it.
  const signedOut = state.status === 'signed-out';
  useEffect(() => {
    if (!signedOut || !cacheHoldsUserData()) return;
    clearFirestoreCache(firebaseApp).catch((cause: unknown) =>
      console.error('Could not delete the offline cache', cause),
    );
  }, [firebaseApp, signedOut]);

  const pendingUid =
    state.status === 'signed-in' && !state.session.approved ? state.session.uid : null;
  const pendingName = state.status === 'signed-in' ? state.session.displayName : null;

  // Pending accounts watch their own user document: for the approval, and to put the sign-up
  // form's display name into it once the trigger has written it. This runs on the public /home
  // page, where no FirestoreProvider is mounted, so Firestore and the watch load on demand.
  useEffect(() => {
    setDocStatus(null);
    if (!pendingUid) return undefined;
    let stop: (() => void) | undefined;
    let stopped = false;
    Promise.all([
      loadFirestore(firebaseApp, pendingUid),
      import('./api/watch-pending-account'),
    ]).then(
      ([db, { watchPendingAccount }]) => {
        if (stopped) return;
        stop = watchPendingAccount(db, pendingUid, pendingName, (status) => {
          setDocStatus(status);
          if (status === 'rejected') setDeclinedUid(pendingUid);
        });
      },
      (cause: unknown) => console.warn('Could not watch the approval state', cause),
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [firebaseApp, pendingUid, pendingName]);

  // Approved in Firestore but not yet in the token: refresh it so the claim reaches the rules.
  // Also while the sign-up trigger has not written the document yet: it approves Google accounts
  // (claim and document together), and the claim must not hinge on the document's creation event,
  // which the Firestore emulator can drop when the listener starts as the trigger commits.
  // Each refresh's own result decides the next: a token refreshed before the claim was set can
  // equal the old one (same second, same claims), and then no token change event follows.
  const session = state.status === 'signed-in' ? state.session : null;
  const signInAgain = docApproved && pendingUid !== null && declinedUid === pendingUid;
  const awaitingClaim =
    session !== null &&
    !session.approved &&
    !signInAgain &&
    (docApproved || docStatus === 'missing');
  useEffect(() => {
    if (!awaitingClaim) return undefined;
    let timer: number | undefined;
    let stopped = false;
    const attempt = (tries: number) => {
      if (tries >= CLAIM_MAX_TRIES) return;
      timer = window.setTimeout(() => {
        tokenCache.clear();
        refreshSessionClaims(auth).then(
          (approved) => {
            if (!approved && !stopped) attempt(tries + 1);
          },
          (cause: unknown) => {
            console.warn('Token refresh failed', cause);
            if (!stopped) attempt(tries + 1);
          },
        );
      }, claimRetryDelay(tries));
    };
    attempt(0);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [auth, awaitingClaim]);

  const run = useCallback(async (code: AuthErrorCode, action: () => Promise<void>) => {
    setError(null);
    try {
      await action();
    } catch (cause) {
      console.warn(MESSAGES[code], cause);
      const failure = new AuthActionError(code, MESSAGES[code], describeAuthError(cause), {
        cause,
      });
      setError(failure);
      throw failure;
    }
  }, []);

  const accountCreated = useCallback(
    (account: NewAccount) => {
      void initializeAccount(account);
      if (onAccountCreated) {
        onAccountCreated(account).catch((cause: unknown) =>
          console.error('Account set-up step failed', cause),
        );
      }
    },
    [onAccountCreated],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      state:
        state.status === 'signed-in'
          ? {
              ...state,
              approvalSeen: docApproved,
              declined: docStatus === 'rejected',
              signInAgain,
            }
          : state,
      error,
      clearError: () => setError(null),
      signIn: (email, password) =>
        run('sign-in-failed', () => signInWithEmail(auth, email, password)),
      signUp: ({ email, password, displayName }) =>
        run('sign-up-failed', async () => {
          const user = await signUpWithEmail(auth, email, password, displayName);
          accountCreated({ ...user, provider: 'password' });
        }),
      signInWithGoogle: () =>
        run('google-sign-in-failed', async () => {
          const { isNewUser, ...user } = await signInWithGoogle(auth);
          if (isNewUser) accountCreated({ ...user, provider: 'google' });
        }),
      signOut: () =>
        run('sign-out-failed', async () => {
          await signOutUser(auth);
          tokenCache.clear();
        }),
      sendPasswordReset: (email) =>
        run('password-reset-failed', () => sendPasswordReset(auth, email)),
    }),
    [auth, state, docApproved, docStatus, signInAgain, error, run, accountCreated],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}

/** The signed-in session; throws when used where nobody is signed in. */
export function useSession(): AuthSession {
  const { state } = useAuth();
  if (state.status !== 'signed-in') throw new Error('useSession needs a signed-in user.');
  return state.session;
}
