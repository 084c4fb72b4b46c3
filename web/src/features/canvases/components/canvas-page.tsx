/** One canvas: its title and the editor, or a message when it is missing. */
import { hasWorkspaceRight, type WorkspaceRole } from '@crewspace/common/permissions';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import type { Canvas } from '../../../lib/firebase/canvas-refs';
import { useSession } from '../../auth/auth-provider';
import { useCanvas } from '../api/get-canvases';
import { CanvasEditor } from './canvas-editor';
import styles from './canvases.module.css';

export interface CanvasPageProps {
  workspaceId: string;
  uid: string;
  /** The signed-in user's role in the workspace. */
  role: WorkspaceRole | null;
  canvasId: string;
  theme: 'light' | 'dark';
  listHref: string;
  /** Called when the canvas loads or its title changes (the route sets the view store). */
  onOpen?(canvas: Canvas): void;
}

export function CanvasPage(props: CanvasPageProps) {
  const { workspaceId, canvasId, uid, role, onOpen } = props;
  const live = useCanvas(workspaceId, canvasId);
  const session = useSession();
  const canvas = live.status === 'ready' ? live.data : null;

  useEffect(() => {
    if (canvas) onOpen?.(canvas);
  }, [canvas, onOpen]);

  if (live.status === 'loading') return <Loading />;
  if (live.status === 'error' || !canvas) {
    return (
      <div className={styles.page}>
        <Alert tone="error">This canvas does not exist or you cannot open it.</Alert>
        <Link to={props.listHref}>Back to canvases</Link>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to={props.listHref}>Canvases</Link>
        <h1>{canvas.title || 'Untitled canvas'}</h1>
      </header>
      <CanvasEditor
        workspaceId={workspaceId}
        canvasId={canvasId}
        title={canvas.title}
        uid={uid}
        displayName={session.displayName || session.email}
        canEdit={hasWorkspaceRight(role, 'editMessages')}
        theme={props.theme}
      />
    </div>
  );
}
