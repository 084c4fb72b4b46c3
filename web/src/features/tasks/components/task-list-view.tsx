/** The list view: the loaded tasks of every column as rows, filtered by status and due date, sorted. */
import { TASK_STATUS_LABELS } from '@crewspace/common/tasks';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { taskHref } from '@crewspace/common/links';
import type { MembersById } from '@/features/workspaces';
import type { TaskColumn } from '../api/use-tasks';
import { filterTasks, sortTasks, type ListFilter, type TaskSort } from '../task-list';
import { TaskMeta } from './task-meta';
import styles from './tasks.module.css';

export interface TaskListViewProps {
  workspaceId: string;
  columns: readonly TaskColumn[];
  filter: ListFilter;
  sort: TaskSort;
  members: MembersById;
  now: Date;
  timeZone: string;
}

export function TaskListView(props: TaskListViewProps) {
  const { workspaceId, columns, filter, sort, members, now, timeZone } = props;
  const shown = columns.filter(
    (column) => filter.statuses.length === 0 || filter.statuses.includes(column.status),
  );
  if (shown.some((column) => column.state.status === 'loading'))
    return <p className={styles.muted}>Loading…</p>;
  if (shown.some((column) => column.state.status === 'error'))
    return <p className={styles.muted}>The tasks could not be loaded.</p>;
  const tasks = sortTasks(
    filterTasks(
      shown.flatMap((column) => (column.state.status === 'ready' ? column.state.data : [])),
      filter,
      now,
      timeZone,
    ),
    sort,
  );
  const more = shown.filter((column) => column.hasMore);
  return (
    <div className={styles.stack}>
      {tasks.length === 0 ? (
        <p className={styles.muted}>No tasks match.</p>
      ) : (
        <ul className={styles.list} aria-label="Tasks">
          {tasks.map((task) => (
            <li key={task.id} className={styles.row}>
              <Link className={styles.cardTitle} to={taskHref(workspaceId, task.id)}>
                {task.title}
              </Link>
              <Badge>{TASK_STATUS_LABELS[task.status]}</Badge>
              <TaskMeta task={task} members={members} now={now} timeZone={timeZone} />
            </li>
          ))}
        </ul>
      )}
      {more.length > 0 ? (
        <div className={styles.actions}>
          {more.map((column) => (
            <Button key={column.status} size="sm" variant="secondary" onClick={column.showMore}>
              More in {TASK_STATUS_LABELS[column.status]}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
