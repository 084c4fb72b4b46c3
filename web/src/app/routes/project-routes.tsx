/** `/w/:workspaceId/projects` and a project's page (the projectSingleView). */
import { Link, useParams } from 'react-router-dom';
import { workspaceHref } from '@crewspace/common/links';
import { ProjectView, ProjectsPanel } from '@/features/projects';
import styles from './routes.module.css';
import { useWorkspaceRoute } from './workspace-layout';

export function ProjectsRoute() {
  const { workspace, uid, role } = useWorkspaceRoute();
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1>Projects</h1>
        <p className={styles.lead}>Everything {workspace.name} is working on.</p>
      </header>
      <ProjectsPanel key={workspace.id} workspace={workspace} uid={uid} role={role} />
    </div>
  );
}

export function ProjectRoute() {
  const { projectId = '' } = useParams();
  const { workspace, uid, role } = useWorkspaceRoute();
  return (
    <div className={styles.page}>
      <Link to={workspaceHref(workspace.id, 'projects')}>← All projects</Link>
      <ProjectView workspace={workspace} uid={uid} role={role} projectId={projectId} />
    </div>
  );
}
