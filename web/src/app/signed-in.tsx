/**
 * The signed-in half of the app, loaded as one chunk once the guard lets a user in
 * (signed-in-lazy.ts): the signed-in providers (reactfire, Firestore, Functions, profile,
 * workspace, notifications, chat, uploads), the shell and every page behind the guard. A visitor
 * on a public page downloads none of it. The heavy feature pages (chat, canvas, calendar, videos)
 * are lazy chunks of their own inside it.
 */
import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import type { AuthSession } from '@/features/auth';
import { SignedInProviders } from './providers/signed-in-providers';
import { AppShell } from './shell/app-shell';
import { PageErrorBoundary } from './shell/page-error-boundary';

export function SignedInShell({
  session,
  children,
}: {
  session: AuthSession;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  // The page inside suspends on its own (a lazy feature page) without hiding the shell, and a
  // page that fails (its code not fetched offline) says so inside the shell, whose navigation
  // stays.
  return (
    <SignedInProviders session={session}>
      <AppShell admin={session.admin}>
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Loading />}>{children}</Suspense>
        </PageErrorBoundary>
      </AppShell>
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
export { TaskRoute, TasksRoute } from './routes/tasks';
export { VideosRoute } from './routes/videos';
export { WorkspaceLayout } from './routes/workspace-layout';
export { InvitationRoute, WorkspaceSettingsRoute } from './routes/workspace-routes';
