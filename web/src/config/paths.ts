/** The route table: every path the app links to, in one place. */
export const paths = {
  dashboard: { path: '/', label: 'Dashboard' },
  chat: { path: '/chat', label: 'Chat' },
  videos: { path: '/videos', label: 'Videos' },
  calendar: { path: '/calendar', label: 'Calendar' },
  canvases: { path: '/canvases', label: 'Canvases' },
  canvas: { path: '/canvases/:canvasId', label: 'Canvas' },
  admin: { path: '/admin', label: 'Admin' },
  profile: { path: '/profile', label: 'Profile' },
  home: { path: '/home', label: 'Home' },
  login: { path: '/login', label: 'Sign in' },
  signup: { path: '/signup', label: 'Sign up' },
  forgotPassword: { path: '/forgot-password', label: 'Forgot password' },
  privacy: { path: '/privacy', label: 'Privacy' },
  terms: { path: '/terms', label: 'Terms' },
  claimUsername: { path: '/claim-username', label: 'Claim a username' },
  projects: { path: '/projects', label: 'Projects' },
  project: { path: '/projects/:projectId', label: 'Project' },
  workspaceSettings: { path: '/workspaces/:workspaceId/settings', label: 'Workspace settings' },
  invitation: { path: '/invitations/:invitationId', label: 'Invitation' },
} as const;

export function projectPath(projectId: string): string {
  return `/projects/${encodeURIComponent(projectId)}`;
}

export function workspaceSettingsPath(workspaceId: string): string {
  return `/workspaces/${encodeURIComponent(workspaceId)}/settings`;
}

export function invitationPath(invitationId: string): string {
  return `/invitations/${encodeURIComponent(invitationId)}`;
}

export type PathKey = keyof typeof paths;

/** The link to one canvas. */
export function canvasHref(canvasId: string): string {
  return `/canvases/${encodeURIComponent(canvasId)}`;
}

/**
 * Routes that need no sign-in. On them the shell starts none of the signed-in providers
 * (profile, workspaces, notifications, and later chat and uploads).
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
