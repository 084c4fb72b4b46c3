/**
 * The app's Firebase providers for component tests: the app and a fake Auth whose signed-in user
 * the test sets (FirebaseSdkProvider, as every route gets them), and reactfire's providers with a
 * real Firestore, Functions and Storage SDK of the tests' own app (never connected: data comes
 * through fake-firestore.ts, writes are mocked by each test), as the signed-in providers give them.
 * Features take the SDKs from these providers exactly as in the app.
 */
import { render, type RenderOptions } from '@testing-library/react';
import { initializeApp, type FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import { getFirestore } from 'firebase/firestore';
import { getFunctions } from 'firebase/functions';
import { getStorage } from 'firebase/storage';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import {
  FirebaseAppProvider,
  FirestoreProvider,
  FunctionsProvider,
  StorageProvider,
} from 'reactfire';
import type { AuthSession } from '@/features/auth';
import { FirebaseSdkProvider } from '@/lib/firebase/sdks';

let app: FirebaseApp | undefined;

/** The tests' Firebase app (one per test file). */
export function testApp(): FirebaseApp {
  app ??= initializeApp(
    { projectId: 'demo-crewspace-test', apiKey: 'test-key', appId: '1:0:web:0' },
    'crewspace-tests',
  );
  return app;
}

export function testFirestore() {
  return getFirestore(testApp());
}

/** What a fake signed-in user offers: the profile fields and the token's claims. */
export interface FakeUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  getIdTokenResult(force?: boolean): Promise<{ claims: Record<string, unknown> }>;
  getIdToken(force?: boolean): Promise<string>;
}

/** A user whose ID token carries the session's claims. */
export function fakeUser(session: AuthSession): FakeUser {
  const claims = {
    approved: session.approved,
    admin: session.admin,
    email_verified: session.emailVerified,
  };
  return {
    uid: session.uid,
    email: session.email,
    displayName: session.displayName,
    photoURL: session.photoURL,
    emailVerified: session.emailVerified,
    getIdTokenResult: async () => ({ claims }),
    getIdToken: async () => `token-${session.uid}`,
  };
}

export interface FakeAuth {
  /** Signs a user in (or out, with null), as onIdTokenChanged reports it. */
  emit(user: FakeUser | null): void;
  /** Given to FirebaseSdkProvider and read by the app through useFirebaseSdks(). */
  sdk: Auth;
}

let authCount = 0;

/**
 * A fake Auth: the Auth SDK's modular functions (onIdTokenChanged, ...) call these methods. Each
 * has its own name, because streams keyed by an Auth instance (reactfire, rxfire) must not mix two tests.
 */
export function createFakeAuth(): FakeAuth {
  authCount += 1;
  const listeners = new Set<(user: FakeUser | null) => void>();
  let user: FakeUser | null | undefined;
  const sdk = {
    app: testApp(),
    name: `fake-auth-${authCount}`,
    get currentUser() {
      return user ?? null;
    },
    onIdTokenChanged(next: (user: FakeUser | null) => void) {
      listeners.add(next);
      if (user !== undefined) next(user);
      return () => listeners.delete(next);
    },
    onAuthStateChanged(next: (user: FakeUser | null) => void) {
      return sdk.onIdTokenChanged(next);
    },
  };
  return {
    sdk: sdk as unknown as Auth,
    emit(next) {
      user = next;
      for (const listener of [...listeners]) listener(next);
    },
  };
}

export interface TestFirebaseProvidersProps {
  auth?: FakeAuth;
  /**
   * Provide Firestore here (component tests). Whole-app tests leave it to the signed-in
   * providers, as the app does.
   */
  firestore?: boolean;
  children: ReactNode;
}

export function TestFirebaseProviders({
  auth,
  firestore = true,
  children,
}: TestFirebaseProvidersProps) {
  const firebaseApp = testApp();
  const sdks = useMemo(
    () => ({ app: firebaseApp, auth: (auth ?? createFakeAuth()).sdk }),
    [firebaseApp, auth],
  );
  return (
    <FirebaseSdkProvider sdks={sdks}>
      <FirebaseAppProvider firebaseApp={firebaseApp}>
        <FunctionsProvider sdk={getFunctions(firebaseApp)}>
          <StorageProvider sdk={getStorage(firebaseApp)}>
            {firestore ? (
              <FirestoreProvider sdk={testFirestore()}>{children}</FirestoreProvider>
            ) : (
              children
            )}
          </StorageProvider>
        </FunctionsProvider>
      </FirebaseAppProvider>
    </FirebaseSdkProvider>
  );
}

/** render() inside TestFirebaseProviders. */
export function renderWithFirebase(
  ui: ReactElement,
  options: RenderOptions & { auth?: FakeAuth } = {},
) {
  const { auth, ...renderOptions } = options;
  return render(ui, {
    ...renderOptions,
    wrapper: ({ children }) => (
      <TestFirebaseProviders auth={auth}>{children}</TestFirebaseProviders>
    ),
  });
}
