/**
 * The Firebase app and Auth instance every route gets, without reactfire: reactfire's one bundle
 * imports Firestore, Storage and Functions (each SDK registers itself on import), so the public
 * routes take these two from here and reactfire loads with the signed-in shell
 * (app/signed-in/signed-in-providers.tsx), which hands the same instances to its providers.
 */
import { createContext, use, type ReactNode } from 'react';
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';

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
