/**
 * Providers that only run for a signed-in, approved user on a protected route: the profile, the
 * current workspace, notifications, chat and uploads. Public routes never mount this, so a visitor opens no
 * Firestore listener and no chat connection.
 */
import type { ReactNode } from 'react';
import type { AuthSession } from '../../lib/firebase/auth';
import { ChatProvider } from '../../features/chat/chat-provider';
import { NotificationsProvider } from '../../features/notifications/notifications-provider';
import { ProfileProvider } from '../../features/profile/profile-provider';
import { UploadProvider } from '../../features/videos/upload-provider';
import { WorkspaceProvider } from '../../features/workspaces/workspace-provider';

export interface SignedInProvidersProps {
  session: AuthSession;
  children: ReactNode;
}

export function SignedInProviders({ session, children }: SignedInProvidersProps) {
  return (
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
  );
}
