/**
 * reactfire's providers every route gets: the Firebase app, Auth and Functions (sign-in, the
 * approval gate, the claim-username page). Firestore is provided only by the signed-in providers,
 * so nothing a public route renders reads from it through context.
 */
import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FunctionsProvider } from 'reactfire';
import { authService, firebaseApp, functionsService } from '@/lib/firebase/app';

export function FirebaseProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp()}>
      <AuthProvider sdk={authService()}>
        <FunctionsProvider sdk={functionsService()}>{children}</FunctionsProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
