/**
 * Providers every route gets inside the Firebase providers: theme and the auth session. Nothing
 * here opens a Firestore listener for a visitor.
 */
import { useCallback, type ReactNode } from 'react';
import { AuthProvider, type NewAccount } from '@/features/auth';
import { ThemeProvider } from '@/features/theme';
import { useClaimPendingUsername } from '@/features/usernames';

export function AppProviders({ children }: { children: ReactNode }) {
  const claimPendingUsername = useClaimPendingUsername();
  /** After a first sign-up: reserve the username picked on /claim-username, if any. */
  const onAccountCreated = useCallback(
    async (_account: NewAccount) => {
      const claimed = await claimPendingUsername();
      if (claimed) console.info(`Username @${claimed} reserved.`);
    },
    [claimPendingUsername],
  );
  return (
    <ThemeProvider>
      <AuthProvider onAccountCreated={onAccountCreated}>{children}</AuthProvider>
    </ThemeProvider>
  );
}
