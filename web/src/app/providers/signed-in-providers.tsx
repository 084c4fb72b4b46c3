/**
 * Providers that only run for a signed-in, approved user on a protected route: Firestore
 * (reactfire's FirestoreProvider, so nothing public reads it through context), the profile, the
 * current workspace, notifications, chat and uploads. Public routes never mount this, so a
 * visitor opens no Firestore listener and no chat connection.
 */
import { useEffect, type ReactNode } from 'react';
import { FirestoreProvider, useFirebaseApp } from 'reactfire';
import type { AuthSession } from '@/features/auth';
import { ChatProvider } from '@/features/chat';
import { NotificationsProvider } from '@/features/notifications';
import { ProfileProvider } from '@/features/profile';
import { UploadProvider } from '@/features/videos';
import { WorkspaceProvider } from '@/features/workspaces';
import { firestoreService } from '@/lib/firebase/firestore-service';
import { closeAllLiveData } from '@/lib/firebase/live-data';

export interface SignedInProvidersProps {
  session: AuthSession;
  children: ReactNode;
}

export function SignedInProviders({ session, children }: SignedInProvidersProps) {
  const firebaseApp = useFirebaseApp();
  // Signing out unmounts this: the next user starts with no stream of the last one open.
  useEffect(() => () => closeAllLiveData(), []);
  return (
    <FirestoreProvider sdk={firestoreService(firebaseApp)}>
      <ProfileProvider account={session}>
        <WorkspaceProvider uid={session.uid}>
          <NotificationsProvider uid={session.uid} emailVerified={session.emailVerified}>
            {/* Chat needs the profile for its user; the uploader needs the current workspace. */}
            <ChatProvider>
              <UploadProvider uid={session.uid}>{children}</UploadProvider>
            </ChatProvider>
          </NotificationsProvider>
        </WorkspaceProvider>
      </ProfileProvider>
    </FirestoreProvider>
  );
}
