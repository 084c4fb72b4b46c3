/** The canvases list page. */
import type { WorkspaceRole } from '@crewspace/common/permissions';
import { useNavigate } from 'react-router-dom';
import type { ProjectOption } from '@/components/ui/project-select';
import { canvasHref } from '@crewspace/common/links';
import { CanvasList } from './canvas-list';
import styles from './canvases.module.css';

export interface CanvasesPageProps {
  workspaceId: string;
  uid: string;
  /** The signed-in user's role in the workspace. */
  role: WorkspaceRole | null;
  /** The workspace's projects, to choose a new canvas's project from. */
  projects: readonly ProjectOption[];
  /** The project a new canvas starts in (`?project=` from a project page). */
  projectId: string | null;
}

export function CanvasesPage({ workspaceId, uid, role, projects, projectId }: CanvasesPageProps) {
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
        projects={projects}
        projectId={projectId}
        onCreated={(id) => void navigate(canvasHref(workspaceId, id))}
      />
    </div>
  );
}
