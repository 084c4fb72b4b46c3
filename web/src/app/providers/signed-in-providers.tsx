/**
 * Providers that only run for a signed-in, approved user on a protected route: reactfire's
 * (the Firebase app, Firestore and Functions, which the feature hooks read with useFirestore() and
 * useFunctions()), the profile, the current workspace, notifications, chat and uploads. Public
 * routes never mount this, and it loads with the signed-in chunk (app/signed-in.tsx), so a
 * visitor downloads no Firestore, Functions or reactfire and opens no listener or chat connection.
 */
import { useEffect, type ReactNode } from 'react';
import { FirebaseAppProvider, FirestoreProvider, FunctionsProvider } from 'reactfire';
import type { AuthSession } from '@/features/auth';
import { ChatProvider } from '@/features/chat';
import { NotificationsProvider } from '@/features/notifications';
import { ProfileProvider } from '@/features/profile';
import { useProjectOptions } from '@/features/projects';
import { TaskProjectsProvider } from '@/features/tasks';
import { UploadProvider } from '@/features/videos';
import { WorkspaceProvider } from '@/features/workspaces';
import { firestoreService } from '@/lib/firebase/firestore-service';
import { functionsService } from '@/lib/firebase/functions-service';
import { closeAllLiveData } from '@/lib/firebase/live-data';
import { useFirebaseSdks } from '@/lib/firebase/sdk-context';

export interface SignedInProvidersProps {
  session: AuthSession;
  children: ReactNode;
}

export function SignedInProviders({ session, children }: SignedInProvidersProps) {
  const { app } = useFirebaseSdks();
  // Signing out unmounts this: the next user starts with no stream of the last one open.
  useEffect(() => () => closeAllLiveData(), []);
  return (
    <FirebaseAppProvider firebaseApp={app}>
      <FunctionsProvider sdk={functionsService(app)}>
        <FirestoreProvider sdk={firestoreService(app, session.uid)}>
          <ProfileProvider account={session}>
            <WorkspaceProvider uid={session.uid}>
              <NotificationsProvider uid={session.uid} emailVerified={session.emailVerified}>
                {/* Chat needs the profile for its user; the uploader needs the current workspace. */}
                <ChatProvider>
                  <UploadProvider uid={session.uid}>
                    <TaskProjectsProvider useProjectOptions={useProjectOptions}>
                      {children}
                    </TaskProjectsProvider>
                  </UploadProvider>
                </ChatProvider>
              </NotificationsProvider>
            </WorkspaceProvider>
          </ProfileProvider>
        </FirestoreProvider>
      </FunctionsProvider>
    </FirebaseAppProvider>
  );
}
