/**
 * The username hooks: checking and claiming a name, and claiming the one picked before sign-up.
 * They run on public pages (the claim page, right after sign-up), where neither Firestore nor
 * Functions is loaded, so each action imports its SDK and its module on first use.
 */
import { useCallback } from 'react';
import { loadFirestore, loadFunctions } from '@/lib/firebase/lazy-sdks';
import { useFirebaseSdks } from '@/lib/firebase/sdk-context';

export function useUsernameActions() {
  const { app } = useFirebaseSdks();
  return {
    /** `uid`: the signed-in user, if any; `held`: the username they hold, if any. */
    check: async (username: string, uid: string | null, held: string | null) => {
      const [db, { checkUsername }] = await Promise.all([
        loadFirestore(app, uid),
        import('./check-username'),
      ]);
      return checkUsername(db, username, held);
    },
    claim: async (username: string) => {
      const [functions, { claimUsername }] = await Promise.all([
        loadFunctions(app),
        import('./claim-username'),
      ]);
      return claimUsername(functions, username);
    },
  };
}

/** Reserves the username picked before sign-up, if any; resolves with it (or null). */
export function useClaimPendingUsername(): () => Promise<string | null> {
  const { app } = useFirebaseSdks();
  return useCallback(async () => {
    const [functions, { claimPendingUsername }] = await Promise.all([
      loadFunctions(app),
      import('./claim-username'),
    ]);
    return claimPendingUsername(functions);
  }, [app]);
}
