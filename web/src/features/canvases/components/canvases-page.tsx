/** The canvases list page. */
import type { WorkspaceRole } from '@crewspace/common/permissions';
import { useNavigate } from 'react-router-dom';
import { CanvasList } from './canvas-list';
import styles from './canvases.module.css';

export interface CanvasesPageProps {
  workspaceId: string;
  uid: string;
  /** The signed-in user's role in the workspace. */
  role: WorkspaceRole | null;
  canvasHref(canvasId: string): string;
}

export function CanvasesPage(props: CanvasesPageProps) {
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Canvases</h1>
      </header>
      <CanvasList
        workspaceId={props.workspaceId}
        uid={props.uid}
        role={props.role}
        canvasHref={props.canvasHref}
        onCreated={(id) => void navigate(props.canvasHref(id))}
      />
    </div>
  );
}
