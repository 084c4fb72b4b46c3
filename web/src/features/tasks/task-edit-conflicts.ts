/**
 * Two people on one task: what someone else changed while the edit form was open, and which of
 * it a save would replace, compared as the fields the task stores.
 */
import { changedKeys, editConflicts } from '@/lib/changed-fields';
import { taskFormFields, type TaskFormFields, type TaskFormValues } from './task-form-values';

export const TASK_FORM_FIELD_LABELS: Readonly<Record<keyof TaskFormFields, string>> = {
  title: 'Title',
  description: 'Description',
  status: 'Status',
  assignees: 'Assignees',
  due: 'Due date',
  priority: 'Priority',
  projectId: 'Project',
};

/** The fields someone else changed on the task since the form opened with `start`. */
export function taskChangedSince(
  start: TaskFormValues,
  live: TaskFormValues,
): (keyof TaskFormFields)[] {
  return changedKeys(taskFormFields(start), taskFormFields(live));
}

/** The fields a save of `values` would take from someone who changed them meanwhile. */
export function taskEditConflicts(
  start: TaskFormValues,
  values: TaskFormValues,
  live: TaskFormValues,
): (keyof TaskFormFields)[] {
  return editConflicts(taskFormFields(start), taskFormFields(values), taskFormFields(live));
}
