/** The canvases list page. */
import { useNavigate } from 'react-router-dom';
import { Loading } from '../../../components/ui/loading';
import { useWorkspaceRole, type WorkspaceAccess } from '../../workspaces/api/workspace-roles';
import { CanvasList } from './canvas-list';
import styles from './canvases.module.css';

export interface CanvasesPageProps extends WorkspaceAccess {
  canvasHref(canvasId: string): string;
}

export function CanvasesPage(props: CanvasesPageProps) {
  const role = useWorkspaceRole(props);
  const navigate = useNavigate();
  if (role === null && props.members.includes(props.uid)) return <Loading />;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Canvases</h1>
      </header>
      <CanvasList
        workspaceId={props.workspaceId}
        uid={props.uid}
        role={role}
        canvasHref={props.canvasHref}
        onCreated={(id) => void navigate(props.canvasHref(id))}
      />
    </div>
  );
}
