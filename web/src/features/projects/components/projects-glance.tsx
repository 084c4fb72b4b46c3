import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { projectHref, workspaceHref } from '@crewspace/common/links';
import type { LiveState } from '@/lib/firebase/live-data';
import { useProjects } from '../api/use-projects';
import type { Project } from '../api/projects';
import { activeFirst, PROJECT_STATUS_LABELS } from '../project-list';
import { LinkedSection } from './linked-section';
import styles from './projects.module.css';

export const GLANCE_LIMIT = 10;

/** The dashboard's projects card: the latest updated (bounded), active ones first. */
export function ProjectsGlance({ workspaceId }: { workspaceId: string }) {
  const latest = useProjects(workspaceId, GLANCE_LIMIT);
  const projects = useMemo<LiveState<Project[]>>(
    () =>
      latest.status === 'ready' ? { status: 'ready', data: activeFirst(latest.data) } : latest,
    [latest],
  );
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
          <Link className={styles.name} to={projectHref(workspaceId, project.id)}>
            {project.emoji ? `${project.emoji} ` : ''}
            {project.name}
          </Link>
          <Badge tone={project.status === 'active' ? 'success' : 'neutral'}>
            {PROJECT_STATUS_LABELS[project.status]}
          </Badge>
        </span>
      )}
      footer={<Link to={workspaceHref(workspaceId, 'projects')}>All projects</Link>}
    />
  );
}
