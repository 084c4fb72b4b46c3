/**
 * A project's Tasks section: its open tasks first (To do, In progress, In review in board
 * order), then the done ones, from the board's column queries narrowed to the project; and, for
 * editors, a quick "add a task" that puts a titled task at the top of To do.
 */
import { hasWorkspaceRight, type WorkspaceRole } from '@crewspace/common/permissions';
import { positionBetween } from '@crewspace/common/task-position';
import { TASK_STATUS_LABELS } from '@crewspace/common/tasks';
import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { taskHref, workspaceHref } from '@crewspace/common/links';
import { useAction } from '@/lib/use-action';
import { firstPosition, useTaskActions, useTaskBoard } from '../api/use-tasks';
import { useWorkspaceTimeZone } from '../api/use-time-zone';
import { emptyTaskForm, taskFormFields } from '../task-form-values';
import { DueText } from './due-text';
import styles from './tasks.module.css';

export interface ProjectTasksProps {
  workspaceId: string;
  projectId: string;
  uid: string;
  role: WorkspaceRole | null;
}

export function ProjectTasks({ workspaceId, projectId, uid, role }: ProjectTasksProps) {
  const filter = useMemo(() => ({ projectId }), [projectId]);
  const columns = useTaskBoard(workspaceId, filter);
  const actions = useTaskActions(workspaceId, uid);
  const timeZone = useWorkspaceTimeZone(workspaceId);
  const [now] = useState(() => new Date());
  const [title, setTitle] = useState('');
  const add = useAction();
  const canEdit = hasWorkspaceRight(role, 'editMessages');
  const loading = columns.some((column) => column.state.status === 'loading');
  const failed = columns.some((column) => column.state.status === 'error');
  // Open columns come first in status order, so the done tasks are last.
  const tasks = columns.flatMap((column) =>
    column.state.status === 'ready' ? column.state.data : [],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) return;
    const added = await add.run(
      () =>
        actions.create({
          ...taskFormFields({ ...emptyTaskForm(projectId), title }),
          checklist: [],
          position: positionBetween(null, firstPosition(columns[0])),
        }),
      'The task could not be added.',
    );
    if (added) setTitle('');
  }

  return (
    <Card aria-labelledby="project-tasks-title" className={styles.stack}>
      <h2 id="project-tasks-title">Tasks</h2>
      {loading ? <p className={styles.muted}>Loading...</p> : null}
      {failed ? <p className={styles.muted}>Tasks could not be loaded.</p> : null}
      {!loading && !failed && tasks.length === 0 ? (
        <p className={styles.muted}>No tasks in this project yet.</p>
      ) : null}
      {tasks.length > 0 ? (
        <ul className={styles.list}>
          {tasks.map((task) => (
            <li key={task.id} className={styles.meta}>
              <Link className={styles.cardTitle} to={taskHref(workspaceId, task.id)}>
                {task.title}
              </Link>
              <Badge tone={task.status === 'done' ? 'success' : 'neutral'}>
                {TASK_STATUS_LABELS[task.status]}
              </Badge>
              <DueText task={task} now={now} timeZone={timeZone} />
            </li>
          ))}
        </ul>
      ) : null}
      {columns.some((column) => column.hasMore) ? (
        <p className={styles.muted}>More tasks are on the board.</p>
      ) : null}
      {add.error ? <Alert tone="error">{add.error}</Alert> : null}
      {canEdit ? (
        <form className={styles.toolbar} onSubmit={submit}>
          <TextField
            label="Add a task"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
          <Button type="submit" variant="secondary" busy={add.busy} disabled={!title.trim()}>
            Add task
          </Button>
        </form>
      ) : null}
      <Link to={workspaceHref(workspaceId, 'tasks')}>Open the task board</Link>
    </Card>
  );
}
