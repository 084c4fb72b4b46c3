/** The projects list and the projectSingleView. */
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '../../components/ui/alert';
import { Loading } from '../../components/ui/loading';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/auth-provider';
import { ProjectView } from '../../features/projects/components/project-view';
import { ProjectsPanel } from '../../features/projects/components/projects-panel';
import { openView } from '../../features/view-state/view-store';
import { useWorkspace } from '../../features/workspaces/workspace-provider';
import styles from './routes.module.css';

function NoWorkspace({ failed }: { failed: boolean }) {
  return failed ? (
    <Alert tone="error">Your workspaces could not be loaded. Reload the page to try again.</Alert>
  ) : (
    <Alert tone="info">
      Your workspace is being set up. Projects appear here once it is ready.
    </Alert>
  );
}

export function ProjectsRoute() {
  const { uid } = useSession();
  const { current, status, role } = useWorkspace();
  useEffect(() => openView('dashboard'), []);
  if (status === 'loading') return <Loading />;
  if (!current) return <NoWorkspace failed={status === 'error'} />;
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1>Projects</h1>
        <p className={styles.lead}>Everything {current.name} is working on.</p>
      </header>
      <ProjectsPanel workspace={current} uid={uid} role={role} />
    </div>
  );
}

export function ProjectRoute() {
  const { projectId = '' } = useParams();
  const { uid } = useSession();
  const { current, status, role } = useWorkspace();
  useEffect(() => openView('projectSingleView', { projectId }), [projectId]);
  if (status === 'loading') return <Loading />;
  if (!current) return <NoWorkspace failed={status === 'error'} />;
  return (
    <div className={styles.page}>
      <Link to={paths.projects.path}>← All projects</Link>
      <ProjectView workspace={current} uid={uid} role={role} projectId={projectId} />
    </div>
  );
}
