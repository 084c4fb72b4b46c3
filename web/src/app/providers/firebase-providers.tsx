/**
 * What every route gets of Firebase: the app and Auth (sign-in, the approval gate), from the door
 * (lib/firebase/sdks.tsx). Firestore, Functions, Storage and reactfire's providers come with the
 * signed-in shell (signed-in-providers.tsx), so a visitor downloads none of them; public code that
 * needs Firestore or Functions loads it through the door on demand.
 */
import { useState, type ReactNode } from 'react';
import {
  authService,
  firebaseApp,
  FirebaseSdkProvider,
  type FirebaseSdks,
} from '@/lib/firebase/sdks';

export function FirebaseProviders({ children }: { children: ReactNode }) {
  const [sdks] = useState<FirebaseSdks>(() => ({ app: firebaseApp(), auth: authService() }));
  return <FirebaseSdkProvider sdks={sdks}>{children}</FirebaseSdkProvider>;
}
