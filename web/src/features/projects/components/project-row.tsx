import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { projectHref } from '@crewspace/common/links';
import { formatDate } from '@/lib/format-time';
import type { Project } from '../api/projects';
import { PROJECT_STATUS_LABELS } from '../project-list';
import type { ProjectRights } from '../project-rights';
import styles from './projects.module.css';

export interface ProjectRowProps {
  project: Project;
  /** What the signed-in user may do with this project. */
  rights: ProjectRights;
  /** The lead's display name, when the project has one. */
  leadName: string | null;
  /** One of this row's actions is running. */
  busy: boolean;
  /** Focus the Edit button when it appears (its form just closed). */
  focusEdit?: boolean;
  onEdit(): void;
  onArchive(): void;
  onUnarchive(): void;
  /** Asks to delete (the list confirms first). */
  onDelete(): void;
}

const STATUS_TONE = {
  active: 'success',
  'on-hold': 'warning',
  done: 'neutral',
  archived: 'neutral',
} as const;

/** One project in a list, with the edit, archive and delete actions the user's role allows. */
export function ProjectRow({
  project,
  rights,
  leadName,
  busy,
  focusEdit = false,
  onEdit,
  onArchive,
  onUnarchive,
  onDelete,
}: ProjectRowProps) {
  return (
    <li className={styles.row} aria-label={project.name}>
      <span
        className={styles.swatch}
        style={{ background: project.color || 'var(--color-primary)' }}
        aria-hidden="true"
      />
      <Link className={styles.name} to={projectHref(project.workspaceId, project.id)}>
        {project.emoji ? `${project.emoji} ` : ''}
        {project.name}
      </Link>
      <Badge tone={STATUS_TONE[project.status]}>{PROJECT_STATUS_LABELS[project.status]}</Badge>
      {leadName ? <p className={styles.muted}>Lead: {leadName}</p> : null}
      {project.dueDate ? <p className={styles.muted}>Due {formatDate(project.dueDate)}</p> : null}
      <div className={styles.actions}>
        {rights.edit ? (
          <Button
            size="sm"
            variant="secondary"
            autoFocus={focusEdit}
            onClick={onEdit}
            disabled={busy}
          >
            Edit
          </Button>
        ) : null}
        {rights.edit && project.status !== 'archived' ? (
          <Button size="sm" variant="ghost" busy={busy} onClick={onArchive}>
            Archive
          </Button>
        ) : null}
        {rights.edit && project.status === 'archived' ? (
          <Button size="sm" variant="ghost" busy={busy} onClick={onUnarchive}>
            Unarchive
          </Button>
        ) : null}
        {rights.delete ? (
          <Button size="sm" variant="ghost" disabled={busy} onClick={onDelete}>
            Delete
          </Button>
        ) : null}
      </div>
    </li>
  );
}
