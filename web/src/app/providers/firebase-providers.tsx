/**
 * What every route gets of Firebase: the app and Auth (sign-in, the approval gate). Firestore,
 * Functions and reactfire's providers come with the signed-in shell (signed-in-providers.tsx), so
 * a visitor downloads none of them; public code that needs Firestore or Functions imports it on
 * demand (lib/firebase/lazy-sdks.ts).
 */
import { useState, type ReactNode } from 'react';
import { authService, firebaseApp } from '@/lib/firebase/app';
import { FirebaseSdkProvider, type FirebaseSdks } from '@/lib/firebase/sdk-context';

export function FirebaseProviders({ children }: { children: ReactNode }) {
  const [sdks] = useState<FirebaseSdks>(() => ({ app: firebaseApp(), auth: authService() }));
  return <FirebaseSdkProvider sdks={sdks}>{children}</FirebaseSdkProvider>;
}
