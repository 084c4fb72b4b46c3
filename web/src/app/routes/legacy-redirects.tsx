/**
 * Addresses from before links carried their workspace (`/projects/:id`, `/canvases/:id`,
 * `/calendar`, `/workspaces/:id/settings`, ...): each redirects to its `/w/:workspaceId/...` form,
 * replacing the history entry. A section opens in the current workspace; a project or canvas id
 * alone is looked for in the user's workspaces, one read per membership (the current one first).
 */
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import {
  canvasHref,
  projectHref,
  workspaceHref,
  workspaceSettingsHref,
  type WorkspaceSection,
} from '@crewspace/common/links';
import { useFindCanvasWorkspace } from '@/features/canvases';
import { useFindProjectWorkspace } from '@/features/projects';
import { useWorkspace } from '@/features/workspaces';
import type { FindState } from '@/lib/firebase/find-in-workspaces';
import styles from './routes.module.css';

/** `/projects`, `/canvases`, `/videos`, `/calendar` (its `?event=` kept). */
export function LegacySectionRedirect({ section }: { section: WorkspaceSection }) {
  const { currentId, status } = useWorkspace();
  const { search } = useLocation();
  if (currentId) return <Navigate to={`${workspaceHref(currentId, section)}${search}`} replace />;
  if (status === 'loading') return <Loading />;
  return <Notice title="No workspace yet">Join or create a workspace to open this page.</Notice>;
}

/** `/workspaces/:workspaceId/settings`. */
export function LegacySettingsRedirect() {
  const { workspaceId = '' } = useParams();
  return <Navigate to={workspaceSettingsHref(workspaceId)} replace />;
}

/** The user's workspaces to look in, the current one first; null until they are known. */
function useSearchOrder(): string[] | null {
  const { memberships, currentId, routeWorkspaceId, status } = useWorkspace();
  if (status === 'loading' && memberships.length === 0) return null;
  const ids = memberships.map((membership) => membership.workspaceId);
  const first = routeWorkspaceId ?? currentId;
  return first && ids.includes(first) ? [first, ...ids.filter((id) => id !== first)] : ids;
}

/** `/projects/:projectId`. */
export function LegacyProjectRedirect() {
  const { projectId = '' } = useParams();
  const found = useFindProjectWorkspace(projectId, useSearchOrder());
  return <FoundRedirect found={found} to={(ws) => projectHref(ws, projectId)} what="project" />;
}

/** `/canvases/:canvasId`. */
export function LegacyCanvasRedirect() {
  const { canvasId = '' } = useParams();
  const found = useFindCanvasWorkspace(canvasId, useSearchOrder());
  return <FoundRedirect found={found} to={(ws) => canvasHref(ws, canvasId)} what="canvas" />;
}

function FoundRedirect(props: {
  found: FindState;
  to: (workspaceId: string) => string;
  what: string;
}) {
  const { found } = props;
  if (found.status === 'found') return <Navigate to={props.to(found.workspaceId)} replace />;
  if (found.status === 'searching') return <Loading />;
  return (
    <Notice title={`This ${props.what} was not found`}>
      None of your workspaces has it. It may have been deleted, or it belongs to a workspace you are
      not a member of.
    </Notice>
  );
}

function Notice({ title, children }: { title: string; children: string }) {
  return (
    <Card className={styles.notice} aria-labelledby="notice-title">
      <h1 id="notice-title">{title}</h1>
      <p className={styles.muted}>{children}</p>
      <Link to={paths.dashboard.path}>Go to your dashboard</Link>
    </Card>
  );
}
