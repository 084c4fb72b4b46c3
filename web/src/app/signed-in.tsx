/**
 * The signed-in half of the app, loaded as one chunk once the guard lets a user in
 * (signed-in-lazy.ts): the signed-in providers (reactfire, Firestore, Functions, profile,
 * workspace, notifications, chat, uploads), the shell and every page behind the guard. A visitor
 * on a public page downloads none of it. The heavy feature pages (chat, canvas, calendar, videos)
 * are lazy chunks of their own inside it.
 */
import type { ReactNode } from 'react';
import type { AuthSession } from '@/features/auth';
import { SignedInProviders } from './providers/signed-in-providers';
import { AppShell } from './shell/app-shell';

export function SignedInShell({
  session,
  children,
}: {
  session: AuthSession;
  children: ReactNode;
}) {
  return (
    <SignedInProviders session={session}>
      <AppShell admin={session.admin}>{children}</AppShell>
    </SignedInProviders>
  );
}

export { ChatRoute } from './routes/chat';
export { AdminRoute } from './routes/admin';
export { CalendarRoute } from './routes/calendar';
export { CanvasRoute, CanvasesRoute } from './routes/canvases';
export { DashboardRoute } from './routes/dashboard';
export {
  LegacyCanvasRedirect,
  LegacyProjectRedirect,
  LegacySectionRedirect,
  LegacySettingsRedirect,
} from './routes/legacy-redirects';
export { ProfileRoute } from './routes/profile';
export { ProjectRoute, ProjectsRoute } from './routes/project-routes';
export { RootRedirect } from './routes/root-redirect';
export { VideosRoute } from './routes/videos';
export { WorkspaceLayout } from './routes/workspace-layout';
export { InvitationRoute, WorkspaceSettingsRoute } from './routes/workspace-routes';
