/**
 * Two people on one task: what someone else changed while the edit form was open, and which of
 * it a save would replace. Pure; the task page says the first and asks about the second.
 */
import { changedFields } from '@/lib/changed-fields';
import {
  taskFormChanges,
  taskFormFields,
  type TaskFormFields,
  type TaskFormValues,
} from './task-form-values';

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
export function changedSince(
  start: TaskFormValues,
  live: TaskFormValues,
): (keyof TaskFormFields)[] {
  return Object.keys(taskFormChanges(start, live)) as (keyof TaskFormFields)[];
}

/**
 * The fields a save would take from someone who changed them while the form was open: changed
 * in the form and on the task since `start`, to different values. Saving writes only what the
 * form changed, so every other field keeps their change.
 */
export function editConflicts(
  start: TaskFormValues,
  values: TaskFormValues,
  live: TaskFormValues,
): (keyof TaskFormFields)[] {
  const mine = taskFormChanges(start, values);
  const liveFields = taskFormFields(live);
  const differs = changedFields(liveFields, { ...liveFields, ...mine });
  return changedSince(start, live).filter((key) => key in mine && key in differs);
}
