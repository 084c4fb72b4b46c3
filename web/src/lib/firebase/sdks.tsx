/**
 * The one door to the Firebase SDKs. Every Firebase instance the app uses is created by the
 * modules behind it (one per app, connected to the local emulators when VITE_USE_EMULATORS=true)
 * and handed out here:
 *
 * - **The app and Auth**, which every route needs, at once: `firebaseApp()`, `authService()`, and
 *   to components through `FirebaseSdkProvider` / `useFirebaseSdks()` (app/providers mounts it).
 * - **Firestore and Functions** on demand, for code that runs before sign-in (the pending
 *   account's watch, the username check and claim, deleting the offline cache after sign-out):
 *   `loadFirestore`, `loadFunctions` import their SDK on first use, so the public pages' bundle
 *   holds neither.
 * - **Inside the signed-in shell**, Firestore, Functions and Storage come from reactfire's
 *   providers, which `SignedInSdkProviders` (signed-in-sdks.tsx, in the signed-in chunk) fills
 *   from the same modules (firestore-service.ts, functions-service.ts, storage-service.ts);
 *   feature hooks read them with reactfire's `useFirestore()`, `useFunctions()`, `useStorage()`
 *   and pass them to their data functions.
 *
 * Nothing else calls an SDK getter (getFirestore, getStorage, getFunctions, getAuth, ...): ESLint
 * keeps them, `onSnapshot` and the instance modules out of the features.
 */
import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import { createContext, use, type ReactNode } from 'react';
import { env } from '@/config/env';
import { EMULATOR_PORTS } from './emulator-ports';

let app: FirebaseApp | undefined;
let auth: Auth | undefined;

/** The app's Firebase app, created on first use. */
export function firebaseApp(): FirebaseApp {
  app ??=
    getApps()[0] ??
    initializeApp({
      apiKey: env.VITE_FIREBASE_API_KEY,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: env.VITE_FIREBASE_PROJECT_ID,
      storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
      appId: env.VITE_FIREBASE_APP_ID,
      ...(env.VITE_FIREBASE_MEASUREMENT_ID
        ? { measurementId: env.VITE_FIREBASE_MEASUREMENT_ID }
        : {}),
    });
  return app;
}

/** The app's Auth, created on first use. */
export function authService(): Auth {
  if (!auth) {
    auth = getAuth(firebaseApp());
    if (env.VITE_USE_EMULATORS) {
      const url = `http://${env.VITE_EMULATOR_HOST}:${EMULATOR_PORTS.auth}`;
      connectAuthEmulator(auth, url, { disableWarnings: true });
    }
  }
  return auth;
}

/** Firestore of `app` for `uid` (null: a visitor); firestore-service.ts says whose cache it is. */
export async function loadFirestore(app: FirebaseApp, uid: string | null): Promise<Firestore> {
  return (await import('./firestore-service')).firestoreService(app, uid);
}

/**
 * Deletes Firestore's offline cache of `app` (firestore-service.ts's `clearFirestoreCache` says
 * what goes with it), loading Firestore only for that.
 */
export async function deleteOfflineCache(app: FirebaseApp): Promise<void> {
  await (await import('./firestore-service')).clearFirestoreCache(app);
}

export async function loadFunctions(app: FirebaseApp): Promise<Functions> {
  return (await import('./functions-service')).functionsService(app);
}

/** The app and Auth, as every route's components get them. */
export interface FirebaseSdks {
  app: FirebaseApp;
  auth: Auth;
}

const FirebaseSdkContext = createContext<FirebaseSdks | null>(null);

export function FirebaseSdkProvider({
  sdks,
  children,
}: {
  sdks: FirebaseSdks;
  children: ReactNode;
}) {
  return <FirebaseSdkContext value={sdks}>{children}</FirebaseSdkContext>;
}

export function useFirebaseSdks(): FirebaseSdks {
  const sdks = use(FirebaseSdkContext);
  if (!sdks) throw new Error('useFirebaseSdks must be used inside <FirebaseSdkProvider>.');
  return sdks;
}
