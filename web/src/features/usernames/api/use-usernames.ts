/**
 * The username hooks: checking and claiming a name, and claiming the one picked before sign-up.
 * The claim page is public, where no FirestoreProvider is mounted, so the check reads Firestore
 * through the app's own instance.
 */
import { useCallback } from 'react';
import { useFirebaseApp, useFunctions } from 'reactfire';
import { firestoreService } from '@/lib/firebase/firestore-service';
import { checkUsername } from './check-username';
import { claimPendingUsername, claimUsername } from './claim-username';

export function useUsernameActions() {
  const app = useFirebaseApp();
  const functions = useFunctions();
  return {
    check: (username: string, uid: string | null) =>
      checkUsername(firestoreService(app), username, uid),
    claim: (username: string) => claimUsername(functions, username),
  };
}

/** Reserves the username picked before sign-up, if any; resolves with it (or null). */
export function useClaimPendingUsername(): () => Promise<string | null> {
  const functions = useFunctions();
  return useCallback(() => claimPendingUsername(functions), [functions]);
}
