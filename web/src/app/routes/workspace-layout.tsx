/**
 * `/w/:workspaceId`: resolves the workspace in the address for every page under it. A member sees
 * the page (the workspace becomes current); anyone else is told plainly that they are not a
 * member. The pages get the workspace, the user's role and uid from `useWorkspaceRoute()`.
 */
import { useEffect, useRef } from 'react';
import { Link, Outlet, useNavigate, useOutletContext } from 'react-router-dom';
import type { WorkspaceRole } from '@crewspace/common/permissions';
import { Card } from '@/components/ui/card';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth';
import { useWorkspace, type Workspace } from '@/features/workspaces';
import styles from './routes.module.css';

/** What every workspace page gets from its route. */
export interface WorkspaceRouteData {
  workspace: Workspace;
  /** The signed-in user's role in it (null: suspended, or a role the app does not know). */
  role: WorkspaceRole | null;
  uid: string;
}

export function WorkspaceLayout() {
  const { uid } = useSession();
  const { access, current, role, routeWorkspaceId, memberships } = useWorkspace();
  const listed = memberships.some((membership) => membership.workspaceId === routeWorkspaceId);
  useLeaveWhenMembershipEnds(access === 'member', access === 'denied' && !listed, routeWorkspaceId);
  if (access === 'denied') return <NotAMember />;
  if (access !== 'member' || !current) return <Loading />;
  const data: WorkspaceRouteData = { workspace: current, role, uid };
  return <Outlet context={data} />;
}

/**
 * A member whose workspace is deleted, or who is removed from it, while its page is open moves
 * on to the dashboard (their next workspace) instead of being told they are not a member; it
 * waits until their list of workspaces has dropped this one, so the dashboard picks another.
 */
function useLeaveWhenMembershipEnds(member: boolean, denied: boolean, workspaceId: string | null) {
  const navigate = useNavigate();
  const memberOf = useRef<string | null>(null);
  useEffect(() => {
    if (member) memberOf.current = workspaceId;
    else if (denied && workspaceId && memberOf.current === workspaceId)
      void navigate(paths.dashboard.path, { replace: true });
  }, [member, denied, workspaceId, navigate]);
}

/** The workspace of the page's address; only for routes under WorkspaceLayout. */
export function useWorkspaceRoute(): WorkspaceRouteData {
  return useOutletContext<WorkspaceRouteData>();
}

/**
 * The rules refuse a non-member every read of a workspace, whether or not it exists, so the page
 * says both: most often the link is right and the reader is not (yet) a member.
 */
function NotAMember() {
  return (
    <Card className={styles.notice} aria-labelledby="not-member-title">
      <h1 id="not-member-title">You are not a member of this workspace</h1>
      <p className={styles.muted}>
        Ask someone in it to invite you. If the link is old, the workspace may have been deleted.
      </p>
      <Link to={paths.dashboard.path}>Go to your dashboard</Link>
    </Card>
  );
}
