/**
 * The route table: public pages under PublicLayout, the rest behind ProtectedLayout. Workspace
 * content lives under `/w/:workspaceId` (WorkspaceLayout resolves the workspace from the
 * address); the unscoped addresses of before redirect there.
 */
import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { legacyPaths, paths } from '@/config/paths';
import { ChatPage } from '@/features/chat';
import { AdminRoute } from './routes/admin';
import { ForgotPasswordRoute, LoginRoute, SignupRoute } from './routes/auth-routes';
import { CalendarRoute } from './routes/calendar';
import { CanvasRoute, CanvasesRoute } from './routes/canvases';
import { ClaimUsernameRoute } from './routes/claim-username';
import { DashboardRoute } from './routes/dashboard';
import { ErrorPage } from './routes/error-page';
import { HomeRoute } from './routes/home';
import {
  LegacyCanvasRedirect,
  LegacyProjectRedirect,
  LegacySectionRedirect,
  LegacySettingsRedirect,
} from './routes/legacy-redirects';
import { PrivacyRoute, TermsRoute } from './routes/legal';
import { NotFoundRoute } from './routes/not-found';
import { ProfileRoute } from './routes/profile';
import { ProjectRoute, ProjectsRoute } from './routes/project-routes';
import { RootRedirect } from './routes/root-redirect';
import { VideosRoute } from './routes/videos';
import { WorkspaceLayout } from './routes/workspace-layout';
import { InvitationRoute, WorkspaceSettingsRoute } from './routes/workspace-routes';
import { ProtectedLayout } from './shell/protected-layout';
import { PublicLayout } from './shell/public-layout';
import { RootLayout } from './shell/root-layout';

/** Public routes match their exact path or any path below it (config/paths isPublicPath). */
function publicRoute(path: string, element: ReactNode): RouteObject[] {
  return [
    { path, element },
    { path: `${path}/*`, element },
  ];
}

/** Every page of one workspace, under `/w/:workspaceId`. */
const workspaceRoutes: RouteObject[] = [
  { index: true, element: <DashboardRoute /> },
  { path: paths.projects.path, element: <ProjectsRoute /> },
  { path: paths.project.path, element: <ProjectRoute /> },
  { path: paths.canvases.path, element: <CanvasesRoute /> },
  { path: paths.canvas.path, element: <CanvasRoute /> },
  { path: paths.videos.path, element: <VideosRoute /> },
  { path: paths.video.path, element: <VideosRoute /> },
  { path: paths.calendar.path, element: <CalendarRoute /> },
  { path: paths.workspaceSettings.path, element: <WorkspaceSettingsRoute /> },
  { path: '*', element: <NotFoundRoute /> },
];

/** The addresses of before links carried their workspace. */
const legacyRoutes: RouteObject[] = [
  { path: legacyPaths.projects, element: <LegacySectionRedirect section="projects" /> },
  { path: legacyPaths.project, element: <LegacyProjectRedirect /> },
  { path: legacyPaths.canvases, element: <LegacySectionRedirect section="canvases" /> },
  { path: legacyPaths.canvas, element: <LegacyCanvasRedirect /> },
  { path: legacyPaths.videos, element: <LegacySectionRedirect section="videos" /> },
  { path: legacyPaths.calendar, element: <LegacySectionRedirect section="calendar" /> },
  { path: legacyPaths.workspaceSettings, element: <LegacySettingsRedirect /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          ...publicRoute(paths.home.path, <HomeRoute />),
          ...publicRoute(paths.login.path, <LoginRoute />),
          ...publicRoute(paths.signup.path, <SignupRoute />),
          ...publicRoute(paths.forgotPassword.path, <ForgotPasswordRoute />),
          ...publicRoute(paths.privacy.path, <PrivacyRoute />),
          ...publicRoute(paths.terms.path, <TermsRoute />),
          ...publicRoute(paths.claimUsername.path, <ClaimUsernameRoute />),
        ],
      },
      {
        element: <ProtectedLayout />,
        children: [
          { index: true, element: <RootRedirect /> },
          { path: paths.workspace.path, element: <WorkspaceLayout />, children: workspaceRoutes },
          ...legacyRoutes,
          { path: paths.admin.path, element: <AdminRoute /> },
          { path: paths.profile.path, element: <ProfileRoute /> },
          { path: paths.invitation.path, element: <InvitationRoute /> },
          {
            path: paths.chat.path,
            element: (
              <Suspense fallback={<Loading />}>
                <ChatPage />
              </Suspense>
            ),
          },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
