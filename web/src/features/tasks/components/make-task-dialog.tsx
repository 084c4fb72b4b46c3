/**
 * "Make a task" from something in the workspace: the title suggested from it, assignees, a due
 * date (optionally a time, on the workspace's clock), a priority and optionally a project; the
 * task keeps its source (kind, where it is, an excerpt), and once made the dialog offers to open
 * it. The places that show it offer it only to those who may make tasks (editors).
 */
import { formatTimecode } from '@crewspace/common/video-review';
import { taskHref } from '@crewspace/common/links';
import { taskDue } from '@crewspace/common/task-due';
import {
  TASK_ASSIGNEES_ADDED_MAX,
  TASK_TITLE_MAX,
  type TaskPriority,
  type TaskSource,
} from '@crewspace/common/tasks';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { ProjectSelect } from '@/components/ui/project-select';
import { TextField } from '@/components/ui/text-field';
import { MemberPicker } from '@/features/workspaces';
import { useAction } from '@/lib/use-action';
import { useCreateTask } from '../api/use-create-task';
import { useTaskProjectOptions } from '../task-projects';
import { DueFields, PriorityField } from './task-fields';
import styles from './tasks-sources.module.css';

export interface MakeTaskDialogProps {
  workspaceId: string;
  /** The signed-in user, who makes it. */
  uid: string;
  /** What the task is made from (its excerpt is shown and kept). */
  source: TaskSource;
  /** The title suggested from the source. */
  title: string;
  onClose(): void;
}

/** What the dialog says the task is made from. */
export function describeSource(source: TaskSource): string {
  switch (source.kind) {
    case 'message':
      return 'From a chat message';
    case 'video-comment':
      return `From a video comment at ${formatTimecode(source.ref.time)}`;
    case 'canvas': {
      const count = source.ref.elementIds.length;
      return `From ${count === 1 ? '1 element' : `${count} elements`} of a canvas`;
    }
    case 'event':
      return 'From a calendar event';
  }
}

export function MakeTaskDialog({ workspaceId, uid, source, title, onClose }: MakeTaskDialogProps) {
  const tasks = useCreateTask(workspaceId, uid);
  const projects = useTaskProjectOptions(workspaceId);
  const action = useAction();
  const [values, setValues] = useState({
    title,
    assignees: [] as string[],
    day: '',
    time: '',
    priority: 'none' as TaskPriority,
    projectId: null as string | null,
  });
  const [madeId, setMadeId] = useState<string | null>(null);
  const openLink = useRef<HTMLAnchorElement>(null);
  const busy = action.pending !== null;

  // Once made, focus moves to what comes next (the form it was in is gone).
  useEffect(() => {
    if (madeId) openLink.current?.focus();
  }, [madeId]);

  function set<K extends keyof typeof values>(key: K, value: (typeof values)[K]) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      title: values.title,
      assignees: values.assignees,
      due: values.day ? taskDue(values.day, values.time || null) : null,
      priority: values.priority,
      projectId: values.projectId,
    };
    const problem = tasks.check(input, source);
    if (problem) {
      action.setError(problem);
      return;
    }
    await action.run(async () => {
      setMadeId(await tasks.create(input, source));
    }, 'The task could not be made.');
  }

  return (
    <Dialog
      title={madeId ? 'Task made' : 'Make a task'}
      description={
        <span className={styles.from}>
          {describeSource(source)}
          {source.excerpt ? `: “${source.excerpt}”` : ''}
        </span>
      }
      onClose={onClose}
      data-testid="make-task-dialog"
    >
      {madeId ? (
        <DialogActions>
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
          <Link ref={openLink} to={taskHref(workspaceId, madeId)} onClick={onClose}>
            Open task
          </Link>
        </DialogActions>
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)}>
          <fieldset className={styles.fields} disabled={busy}>
            <TextField
              label="Title"
              value={values.title}
              limit={TASK_TITLE_MAX}
              maxLength={TASK_TITLE_MAX}
              data-autofocus
              onChange={(event) => set('title', event.target.value)}
            />
            <MemberPicker
              workspaceId={workspaceId}
              label="Assignees"
              value={values.assignees}
              max={TASK_ASSIGNEES_ADDED_MAX}
              disabled={busy}
              onChange={(assignees) => set('assignees', assignees)}
            />
            <div className={styles.row}>
              <DueFields
                day={values.day}
                time={values.time}
                timeLabel="Time (optional)"
                onDay={(day) => set('day', day)}
                onTime={(time) => set('time', time)}
              />
            </div>
            <PriorityField
              value={values.priority}
              onChange={(priority) => set('priority', priority)}
            />
            {projects.length > 0 ? (
              <ProjectSelect
                projects={projects}
                value={values.projectId}
                onChange={(projectId) => set('projectId', projectId)}
              />
            ) : null}
          </fieldset>
          {action.error ? <Alert tone="error">{action.error}</Alert> : null}
          <DialogActions>
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" busy={busy}>
              Make task
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
