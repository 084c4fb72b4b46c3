/**
 * Providers that only run for a signed-in, approved user on a protected route: the profile, the
 * current workspace and notifications. Public routes never mount this, so a visitor opens no
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
        <NotificationsProvider uid={session.uid}>
          {/*
            Composition point for the later issues, innermost last:
            - <ChatProvider> (chat issue): connects with uid, name and image from useProfile() and
              disconnects on sign-out; hosts the rate-limit and circuit-breaker banners.
            - <UploadProvider> (uploads issue): needs useWorkspace().current; renders the modal
              uploader over any page when it is open and a workspace is set.
            Wrap `children` here so both stay off public routes.
          */}
          <ChatProvider>
            <UploadProvider uid={session.uid}>{children}</UploadProvider>
          </ChatProvider>
        </NotificationsProvider>
      </WorkspaceProvider>
    </ProfileProvider>
  );
}
