/**
 * Providers that only run for a signed-in, approved user on a protected route: the Firebase SDKs
 * in reactfire's providers (lib/firebase/signed-in-sdks.tsx: Firestore, Functions and Storage,
 * which the feature hooks read with useFirestore(), useFunctions() and useStorage()), the profile,
 * the current workspace, notifications, chat and uploads. Public routes never mount this, and it
 * loads with the signed-in chunk (app/signed-in.tsx), so a visitor downloads no Firestore,
 * Functions, Storage or reactfire and opens no listener or chat connection.
 */
import type { ReactNode } from 'react';
import type { AuthSession } from '@/features/auth';
import { ChatProvider } from '@/features/chat';
import { NotificationsProvider } from '@/features/notifications';
import { useServerReachable } from '@/features/offline';
import { ProfileProvider } from '@/features/profile';
import { useProjectOptions } from '@/features/projects';
import { TaskProjectsProvider } from '@/features/tasks';
import { UploadProvider } from '@/features/videos';
import { WorkspaceProvider } from '@/features/workspaces';
import { SignedInSdkProviders } from '@/lib/firebase/signed-in-sdks';

export interface SignedInProvidersProps {
  session: AuthSession;
  children: ReactNode;
}

export function SignedInProviders({ session, children }: SignedInProvidersProps) {
  return (
    <SignedInSdkProviders uid={session.uid}>
      <ProfileProvider account={session}>
        <WorkspaceProvider uid={session.uid}>
          <NotificationsProvider uid={session.uid} emailVerified={session.emailVerified}>
            {/* Chat needs the profile for its user; the uploader needs the current workspace. */}
            <ChatAfterPageData uid={session.uid}>
              <UploadProvider uid={session.uid}>
                <TaskProjectsProvider useProjectOptions={useProjectOptions}>
                  {children}
                </TaskProjectsProvider>
              </UploadProvider>
            </ChatAfterPageData>
          </NotificationsProvider>
        </WorkspaceProvider>
      </ProfileProvider>
    </SignedInSdkProviders>
  );
}

/**
 * The chat, once Firestore has delivered its first data (from its cache on a return visit, from
 * the server with the page's own reads on a first one): its SDK and requests then never delay
 * what the page came for.
 */
function ChatAfterPageData({ uid, children }: { uid: string; children: ReactNode }) {
  const answered = useServerReachable(uid) !== null;
  return <ChatProvider pageDataArrived={answered}>{children}</ChatProvider>;
}
