/** The route table: public pages under PublicLayout, everything else behind ProtectedLayout. */
import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Loading } from '../components/ui/loading';
import { paths } from '../config/paths';
import { AdminRoute } from './routes/admin';
import { CalendarRoute } from './routes/calendar';
import { CanvasesRoute, CanvasRoute } from './routes/canvases';
import { ForgotPasswordRoute, LoginRoute, SignupRoute } from './routes/auth-routes';
import { ClaimUsernameRoute } from './routes/claim-username';
import { DashboardRoute } from './routes/dashboard';
import { ErrorPage } from './routes/error-page';
import { HomeRoute } from './routes/home';
import { PrivacyRoute, TermsRoute } from './routes/legal';
import { NotFoundRoute } from './routes/not-found';
import { ProfileRoute } from './routes/profile';
import { ProjectRoute, ProjectsRoute } from './routes/project-routes';
import { InvitationRoute, WorkspaceSettingsRoute } from './routes/workspace-routes';
import { ProtectedLayout } from './shell/protected-layout';
import { PublicLayout } from './shell/public-layout';
import { RootLayout } from './shell/root-layout';

/** Chat loads stream-chat-react and its CSS only when /chat is opened. */
const ChatPage = lazy(() => import('../features/chat/chat-page'));

/** The video library (player, thumbnails) loads only when /videos is opened. */
const VideosPage = lazy(() => import('../features/videos/components/videos-page'));

/** Public routes match their exact path or any path below it (config/paths isPublicPath). */
function publicRoute(path: string, element: ReactNode): RouteObject[] {
  return [
    { path, element },
    { path: `${path}/*`, element },
  ];
}

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
          { index: true, element: <DashboardRoute /> },
          { path: paths.admin.path, element: <AdminRoute /> },
          { path: paths.profile.path, element: <ProfileRoute /> },
          { path: paths.projects.path, element: <ProjectsRoute /> },
          { path: paths.project.path, element: <ProjectRoute /> },
          { path: paths.workspaceSettings.path, element: <WorkspaceSettingsRoute /> },
          { path: paths.invitation.path, element: <InvitationRoute /> },
          {
            path: paths.chat.path,
            element: (
              <Suspense fallback={<Loading />}>
                <ChatPage />
              </Suspense>
            ),
          },
          {
            path: paths.videos.path,
            element: (
              <Suspense fallback={<Loading />}>
                <VideosPage />
              </Suspense>
            ),
          },
          { path: paths.calendar.path, element: <CalendarRoute /> },
          { path: paths.canvases.path, element: <CanvasesRoute /> },
          { path: paths.canvas.path, element: <CanvasRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
