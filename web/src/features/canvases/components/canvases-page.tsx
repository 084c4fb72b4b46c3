/** The canvases list page. */
import type { WorkspaceRole } from '@crewspace/common/permissions';
import { useNavigate } from 'react-router-dom';
import { canvasHref } from '@/config/paths';
import { CanvasList } from './canvas-list';
import styles from './canvases.module.css';

export interface CanvasesPageProps {
  workspaceId: string;
  uid: string;
  /** The signed-in user's role in the workspace. */
  role: WorkspaceRole | null;
}

export function CanvasesPage({ workspaceId, uid, role }: CanvasesPageProps) {
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Canvases</h1>
      </header>
      <CanvasList
        workspaceId={workspaceId}
        uid={uid}
        role={role}
        onCreated={(id) => void navigate(canvasHref(workspaceId, id))}
      />
    </div>
  );
}
