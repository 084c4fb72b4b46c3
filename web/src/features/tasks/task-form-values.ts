/** A task form's values (what the inputs hold) to and from the stored fields, pure. */
import { taskDue } from '@crewspace/common/task-due';
import type { TaskPriority, TaskStatus } from '@crewspace/common/tasks';
import { changedFields } from '@/lib/changed-fields';
import type { TaskEdit } from './api/task-changes';

export interface TaskFormValues {
  title: string;
  description: string;
  status: TaskStatus;
  assignees: string[];
  /** `YYYY-MM-DD` or '' (a date input's value). */
  dueDay: string;
  /** `HH:mm` or '' (a time input's value). */
  dueTime: string;
  priority: TaskPriority;
  projectId: string | null;
}

export function emptyTaskForm(projectId: string | null = null): TaskFormValues {
  return {
    title: '',
    description: '',
    status: 'todo',
    assignees: [],
    dueDay: '',
    dueTime: '',
    priority: 'none',
    projectId,
  };
}

export function taskFormValues(task: {
  title: string;
  description: string;
  status: TaskStatus;
  assignees: string[];
  due: string | null;
  priority: TaskPriority;
  projectId: string | null;
}): TaskFormValues {
  return {
    title: task.title,
    description: task.description,
    status: task.status,
    assignees: [...task.assignees],
    dueDay: task.due ? task.due.slice(0, 10) : '',
    dueTime: task.due && task.due.length > 10 ? task.due.slice(11) : '',
    priority: task.priority,
    projectId: task.projectId,
  };
}

/** The fields a task form edits (all but the checklist, which has its own controls). */
export type TaskFormFields = Omit<Required<TaskEdit>, 'checklist'>;

/** The stored fields of the values (a time without a day is dropped: a time needs its day). */
export function taskFormFields(values: TaskFormValues): TaskFormFields {
  return {
    title: values.title.trim(),
    description: values.description,
    status: values.status,
    assignees: values.assignees,
    due: values.dueDay ? taskDue(values.dueDay, values.dueTime || null) : null,
    priority: values.priority,
    projectId: values.projectId,
  };
}

/** How the edit form names each field when it says someone else changed it. */
export const TASK_FORM_FIELD_LABELS: Readonly<Record<keyof TaskFormFields, string>> = {
  title: 'Title',
  description: 'Description',
  status: 'Status',
  assignees: 'Assignees',
  due: 'Due date',
  priority: 'Priority',
  projectId: 'Project',
};

/** What an edit writes: the fields changed from where the form started (never the checklist). */
export function taskFormChanges(start: TaskFormValues, values: TaskFormValues): TaskEdit {
  return changedFields(taskFormFields(start), taskFormFields(values));
}
