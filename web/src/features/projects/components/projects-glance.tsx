import { useCallback, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { paths, projectPath } from '../../../config/paths';
import { listenToQuery } from '../../../lib/firebase/firestore';
import { projectsQuery, type Project } from '../../../lib/firebase/projects-data';
import { useLive } from '../../../lib/use-live';
import { activeFirst, PROJECT_STATUS_LABELS } from '../project-list';
import { LinkedSection } from './linked-section';
import styles from './projects.module.css';

export const GLANCE_LIMIT = 10;

/** The dashboard's projects card: the latest updated (bounded), active ones first. */
export function ProjectsGlance({ workspaceId }: { workspaceId: string }) {
  const subscribe = useCallback(
    (onNext: (value: Project[]) => void, onError: (error: Error) => void) =>
      listenToQuery(
        projectsQuery(workspaceId, GLANCE_LIMIT),
        (projects) => onNext(activeFirst(projects)),
        onError,
      ),
    [workspaceId],
  );
  const projects = useLive(subscribe);
  useEffect(() => {
    if (projects.status === 'error')
      console.warn('Dashboard projects query failed', projects.error);
  }, [projects]);
  return (
    <LinkedSection
      title="Projects"
      state={projects}
      empty="No projects yet."
      getKey={(project) => project.id}
      renderItem={(project) => (
        <span className={styles.header}>
          <Link className={styles.name} to={projectPath(project.id)}>
            {project.emoji ? `${project.emoji} ` : ''}
            {project.name}
          </Link>
          <Badge tone={project.status === 'active' ? 'success' : 'neutral'}>
            {PROJECT_STATUS_LABELS[project.status]}
          </Badge>
        </span>
      )}
      footer={<Link to={paths.projects.path}>All projects</Link>}
    />
  );
}
