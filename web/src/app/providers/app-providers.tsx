/** Providers every route gets: theme and auth. Nothing here opens a Firestore listener for a visitor. */
import type { ReactNode } from 'react';
import { AuthProvider } from '../../features/auth/auth-provider';
import type { NewAccount } from '../../features/auth/api/initialize-account';
import { ThemeProvider } from '../../features/theme/theme-provider';
import { claimPendingUsername } from '../../features/usernames/api/claim-username';

/** After a first sign-up: reserve the username picked on /claim-username, if any. */
async function onAccountCreated(_account: NewAccount): Promise<void> {
  const claimed = await claimPendingUsername();
  if (claimed) console.info(`Username @${claimed} reserved.`);
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <AuthProvider onAccountCreated={onAccountCreated}>{children}</AuthProvider>
    </ThemeProvider>
  );
}
