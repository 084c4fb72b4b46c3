/**
 * A task's fields as a form: the "New task" form (title, assignees, due date, priority, project)
 * and, with `full`, the task page's edit (description and status besides).
 */
import {
  TASK_ASSIGNEES_MAX,
  TASK_DESCRIPTION_MAX,
  TASK_STATUSES,
  TASK_STATUS_LABELS,
  TASK_TITLE_MAX,
  type TaskStatus,
} from '@crewspace/common/tasks';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ProjectSelect, type ProjectOption } from '@/components/ui/project-select';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { MemberPicker } from '@/features/workspaces';
import { useAction } from '@/lib/use-action';
import type { TaskFormValues } from '../task-form-values';
import { DueFields, PriorityField } from './task-fields';
import styles from './tasks.module.css';

export interface TaskFormProps {
  workspaceId: string;
  projects: readonly ProjectOption[];
  initial: TaskFormValues;
  submitLabel: string;
  /** Description and status too (editing a task). */
  full?: boolean;
  onSubmit(values: TaskFormValues): Promise<void>;
  onCancel?(): void;
}

export function TaskForm(props: TaskFormProps) {
  const { workspaceId, projects, initial, submitLabel, full = false, onSubmit, onCancel } = props;
  const [values, setValues] = useState(initial);
  const action = useAction();

  function set<K extends keyof TaskFormValues>(key: K, value: TaskFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.title.trim()) {
      action.setError('Give the task a title.');
      return;
    }
    await action.run(() => onSubmit(values), 'The task could not be saved. Try again.');
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
      <TextField
        label="Title"
        autoFocus
        data-autofocus
        value={values.title}
        limit={TASK_TITLE_MAX}
        onChange={(event) => set('title', event.target.value)}
      />
      {full ? (
        <TextAreaField
          label="Description"
          value={values.description}
          limit={TASK_DESCRIPTION_MAX}
          onChange={(event) => set('description', event.target.value)}
        />
      ) : null}
      <div className={styles.pair}>
        {full ? (
          <SelectField
            label="Status"
            value={values.status}
            onChange={(event) => set('status', event.target.value as TaskStatus)}
          >
            {TASK_STATUSES.map((status) => (
              <option key={status} value={status}>
                {TASK_STATUS_LABELS[status]}
              </option>
            ))}
          </SelectField>
        ) : null}
        <PriorityField value={values.priority} onChange={(priority) => set('priority', priority)} />
        <DueFields
          day={values.dueDay}
          time={values.dueTime}
          timeLabel="Due time (optional)"
          onDay={(day) => set('dueDay', day)}
          onTime={(time) => set('dueTime', time)}
        />
      </div>
      <ProjectSelect
        projects={projects}
        value={values.projectId}
        onChange={(projectId) => set('projectId', projectId)}
      />
      <MemberPicker
        workspaceId={workspaceId}
        label="Assignees"
        max={TASK_ASSIGNEES_MAX}
        value={values.assignees}
        onChange={(assignees) => set('assignees', assignees)}
      />
      <div className={styles.actions}>
        <Button type="submit" busy={action.busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
