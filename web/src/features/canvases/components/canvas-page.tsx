/** One canvas: its title, a link to share it, and the editor; or why it cannot be shown. */
import {
  hasWorkspaceRight,
  missingRightReason,
  type WorkspaceRole,
} from '@crewspace/common/permissions';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { CopyLinkButton } from '@/components/ui/copy-link-button';
import { Loading } from '@/components/ui/loading';
import { ReadOnlyNote } from '@/components/ui/read-only-note';
import { ProjectLink, type ProjectOption } from '@/components/ui/project-select';
import { canvasHref, workspaceHref } from '@crewspace/common/links';
import { useCanvas } from '../api/use-canvases';
import { CanvasProjectField } from './canvas-project-field';
import { CanvasEditor } from './canvas-editor';
import styles from './canvases.module.css';

export interface CanvasPageProps {
  workspaceId: string;
  canvasId: string;
  uid: string;
  /** Shown to the others beside this user's pointer. */
  displayName: string;
  /** The signed-in user's role in the workspace. */
  role: WorkspaceRole | null;
  theme: 'light' | 'dark';
  /** The workspace's projects: the canvas's own is linked, and editors may change it. */
  projects: readonly ProjectOption[];
}

export function CanvasPage(props: CanvasPageProps) {
  const { workspaceId, canvasId, uid, role } = props;
  const live = useCanvas(workspaceId, canvasId);
  const listHref = workspaceHref(workspaceId, 'canvases');
  const canEdit = hasWorkspaceRight(role, 'editMessages');

  if (live.status === 'loading') return <Loading />;
  if (live.status === 'error' || !live.data) {
    if (live.status === 'error') console.warn('Canvas not readable', live.error);
    return (
      <div className={styles.page}>
        <Alert tone="warning" title="Canvas not found">
          It may have been deleted, or the link is wrong.
        </Alert>
        <Link to={listHref}>Back to canvases</Link>
      </div>
    );
  }
  const canvas = live.data;
  const title = canvas.title || 'Untitled canvas';
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to={listHref}>Canvases</Link>
        <h1>{title}</h1>
        <ProjectLink projects={props.projects} projectId={canvas.projectId} />
        <CopyLinkButton path={canvasHref(workspaceId, canvas.id)} subject={title} />
        <ReadOnlyNote reason={missingRightReason(role, 'editMessages', 'draw on canvases')} />
        {canEdit ? (
          <CanvasProjectField
            workspaceId={workspaceId}
            uid={uid}
            canvasId={canvas.id}
            projectId={canvas.projectId}
            projects={props.projects}
          />
        ) : null}
      </header>
      <CanvasEditor
        workspaceId={workspaceId}
        canvasId={canvasId}
        title={canvas.title}
        uid={uid}
        displayName={props.displayName}
        canEdit={canEdit}
        theme={props.theme}
      />
    </div>
  );
}
