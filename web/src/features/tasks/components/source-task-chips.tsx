/**
 * The tasks made from one thing, where that thing is shown: a chip per task with its title and
 * state, each a link to the task. Nothing while there are none (or they cannot be read: the
 * thing itself still shows).
 */
import { taskHref } from '@crewspace/common/links';
import { TASK_STATUS_LABELS } from '@crewspace/common/task-model';
import { Link } from 'react-router-dom';
import { useSourceTasks, type SourceItem } from '../api/use-source-tasks';
import styles from './tasks-sources.module.css';

export interface SourceTaskChipsProps {
  /** The workspace the tasks are in; null reads nothing. */
  workspaceId: string | null;
  item: SourceItem;
  /** Names the list (`Tasks from this message`). */
  label: string;
}

export function SourceTaskChips({ workspaceId, item, label }: SourceTaskChipsProps) {
  const live = useSourceTasks(workspaceId, item);
  if (live.status !== 'ready' || live.data.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={label}>
      {live.data.map((task) => (
        <li key={task.id}>
          <Link
            className={styles.chip}
            to={taskHref(task.workspaceId, task.id)}
            aria-label={`Task: ${task.title}, ${TASK_STATUS_LABELS[task.status]}`}
          >
            <span aria-hidden="true">{task.status === 'done' ? '☑' : '☐'}</span>
            <span className={styles.chipTitle}>{task.title}</span>
            <span className={`${styles.status} ${task.status === 'done' ? styles.done : ''}`}>
              {TASK_STATUS_LABELS[task.status]}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
