/**
 * The route table: every path the app links to, in one place. Workspace content lives under
 * `/w/:workspaceId`, so a link carries its workspace and opens the same item in any tab; the
 * older unscoped shapes stay as redirects (app/router.tsx).
 */
import { WORKSPACE_SECTIONS, type WorkspaceSection } from '@crewspace/common/workspace-sections';

// The address builders of workspace content live in common/src/links.ts, shared with the
// functions (their notifications link to the same pages). Features import them from there: a
// re-export here would put them on every public page's critical path.

export const paths = {
  dashboard: { path: '/', label: 'Dashboard' },
  chat: { path: '/chat', label: 'Chat' },
  admin: { path: '/admin', label: 'Admin' },
  profile: { path: '/profile', label: 'Profile' },
  home: { path: '/home', label: 'Home' },
  login: { path: '/login', label: 'Sign in' },
  signup: { path: '/signup', label: 'Sign up' },
  forgotPassword: { path: '/forgot-password', label: 'Forgot password' },
  privacy: { path: '/privacy', label: 'Privacy' },
  terms: { path: '/terms', label: 'Terms' },
  claimUsername: { path: '/claim-username', label: 'Claim a username' },
  invitation: { path: '/invitations/:invitationId', label: 'Invitation' },
  /** The workspace's dashboard; its sections are the children below. */
  workspace: { path: '/w/:workspaceId', label: 'Dashboard' },
  projects: { path: 'projects', label: 'Projects' },
  project: { path: 'projects/:projectId', label: 'Project' },
  canvases: { path: 'canvases', label: 'Canvases' },
  canvas: { path: 'canvases/:canvasId', label: 'Canvas' },
  videos: { path: 'videos', label: 'Videos' },
  video: { path: 'videos/:videoId', label: 'Video' },
  calendar: { path: 'calendar', label: 'Calendar' },
  tasks: { path: 'tasks', label: 'Tasks' },
  task: { path: 'tasks/:taskId', label: 'Task' },
  workspaceSettings: { path: 'settings', label: 'Workspace settings' },
} as const;

/** Older addresses, before links carried their workspace; each redirects (app/router.tsx). */
export const legacyPaths = {
  projects: '/projects',
  project: '/projects/:projectId',
  canvases: '/canvases',
  canvas: '/canvases/:canvasId',
  videos: '/videos',
  calendar: '/calendar',
  workspaceSettings: '/workspaces/:workspaceId/settings',
} as const;

/** The workspace an address is in, and the section (null: its dashboard, or not a workspace page). */
export function workspaceOfPath(
  pathname: string,
): { workspaceId: string; section: WorkspaceSection | null } | null {
  const match = /^\/w\/([^/]+)(?:\/([^/]+))?/.exec(pathname);
  if (!match) return null;
  const section = WORKSPACE_SECTIONS.find((name) => name === match[2]) ?? null;
  return { workspaceId: decodeURIComponent(match[1]!), section };
}

/** The same address as an absolute URL, for copying and sharing. */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

/**
 * Routes that need no sign-in. On them the shell starts none of the signed-in providers
 * (profile, workspaces, notifications, chat and uploads).
 */
export const PUBLIC_PATHS: readonly string[] = [
  paths.home.path,
  paths.login.path,
  paths.signup.path,
  paths.forgotPassword.path,
  paths.privacy.path,
  paths.terms.path,
  paths.claimUsername.path,
];

/** True for a public route, matched as the exact path or a prefix followed by '/'. */
export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
