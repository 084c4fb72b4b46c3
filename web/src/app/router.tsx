/**
 * The route table: public pages under PublicLayout, the rest behind ProtectedLayout. Workspace
 * content lives under `/w/:workspaceId` (WorkspaceLayout resolves the workspace from the
 * address); the unscoped addresses of before redirect there.
 */
import { lazy, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { legacyPaths, paths } from '@/config/paths';
import { ForgotPasswordRoute, LoginRoute, SignupRoute } from './routes/auth-routes';
import { ErrorPage } from './routes/error-page';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { ProtectedLayout } from './shell/protected-layout';
import { PublicLayout } from './shell/public-layout';
import { RootLayout } from './shell/root-layout';
import { signedIn } from './signed-in-lazy';

// Public pages few visitors open load on demand, so /login and /home do not carry them.
const ClaimUsernameRoute = lazy(async () => ({
  default: (await import('./routes/claim-username')).ClaimUsernameRoute,
}));
const PrivacyRoute = lazy(async () => ({ default: (await import('./routes/legal')).PrivacyRoute }));
const TermsRoute = lazy(async () => ({ default: (await import('./routes/legal')).TermsRoute }));

// Every page behind the guard comes from the signed-in chunk, fetched once a user is let in.
const AdminRoute = signedIn('AdminRoute');
const CalendarRoute = signedIn('CalendarRoute');
const CanvasRoute = signedIn('CanvasRoute');
const CanvasesRoute = signedIn('CanvasesRoute');
const ChatRoute = signedIn('ChatRoute');
const DashboardRoute = signedIn('DashboardRoute');
const InvitationRoute = signedIn('InvitationRoute');
const LegacyCanvasRedirect = signedIn('LegacyCanvasRedirect');
const LegacyProjectRedirect = signedIn('LegacyProjectRedirect');
const LegacySectionRedirect = signedIn('LegacySectionRedirect');
const LegacySettingsRedirect = signedIn('LegacySettingsRedirect');
const ProfileRoute = signedIn('ProfileRoute');
const ProjectRoute = signedIn('ProjectRoute');
const ProjectsRoute = signedIn('ProjectsRoute');
const RootRedirect = signedIn('RootRedirect');
const TaskRoute = signedIn('TaskRoute');
const TasksRoute = signedIn('TasksRoute');
const VideosRoute = signedIn('VideosRoute');
const WorkspaceLayout = signedIn('WorkspaceLayout');
const WorkspaceSettingsRoute = signedIn('WorkspaceSettingsRoute');

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
  { path: paths.tasks.path, element: <TasksRoute /> },
  { path: paths.task.path, element: <TaskRoute /> },
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
          { path: paths.chat.path, element: <ChatRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
