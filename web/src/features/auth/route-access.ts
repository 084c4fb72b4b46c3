/** Who may see which route: one pure decision, used by the route guards and tested on its own. */
import { isPublicPath, paths } from '@/config/paths';

/** What the guard knows about the visitor. */
export type AccessSession =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; approved: boolean; admin: boolean };

export type RouteAccess =
  /** A public route: render it without the signed-in providers. */
  | { kind: 'public' }
  /** Auth has not answered yet on a protected route: show 'Loading...'. */
  | { kind: 'loading' }
  /** Not allowed here: go to `to` (replacing the history entry). */
  | { kind: 'redirect'; to: string; reason: 'signed-out' | 'not-approved' | 'not-admin' }
  /** Signed in, approved and (for admin routes) an admin: render it with the signed-in shell. */
  | { kind: 'allow' };

export interface RouteAccessInput {
  pathname: string;
  session: AccessSession;
}

/** True for routes only admins may open. */
export function isAdminPath(pathname: string): boolean {
  const admin = paths.admin.path;
  return pathname === admin || pathname.startsWith(`${admin}/`);
}

export function decideRouteAccess({ pathname, session }: RouteAccessInput): RouteAccess {
  if (isPublicPath(pathname)) return { kind: 'public' };
  if (session.status === 'loading') return { kind: 'loading' };
  if (session.status === 'signed-out') {
    return { kind: 'redirect', to: paths.home.path, reason: 'signed-out' };
  }
  if (!session.approved) return { kind: 'redirect', to: paths.home.path, reason: 'not-approved' };
  if (isAdminPath(pathname) && !session.admin) {
    return { kind: 'redirect', to: paths.dashboard.path, reason: 'not-admin' };
  }
  return { kind: 'allow' };
}
