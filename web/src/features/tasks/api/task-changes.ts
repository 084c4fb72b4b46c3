/**
 * What each task write sends, built without Firestore so the shapes the rules check are tested
 * on their own: the fields a form changed (checked with the shared schema first, so a bad value
 * is refused here with a message), a move, and the stamps every write carries.
 */
import {
  TASK_ASSIGNEES_ADDED_MAX,
  TASK_CHECKLIST_CHANGED_MAX,
  taskFieldsSchema,
  type TaskFields,
  type TaskStatus,
} from '@crewspace/common/tasks';
import { z } from 'zod/mini';

/** The fields a person edits on a task's page or in the new-task form. */
export type TaskEdit = Partial<Omit<TaskFields, 'position'>>;

/** Checks fields against the shared limits; throws with the first problem in plain words. */
export function checkedFields<T extends TaskEdit>(fields: T): T {
  const parsed = z.partial(taskFieldsSchema).safeParse(fields);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Check the task.');
  return parsed.data as T;
}

/**
 * The rules read the member document of each person a write adds to the assignees and check
 * each checklist item it adds or changes, a few per write; more are refused with a message.
 */
export function checkWriteSize(
  before: { assignees: readonly string[]; checklist: readonly unknown[] },
  after: TaskEdit,
): void {
  if (after.assignees) {
    const added = after.assignees.filter((uid) => !before.assignees.includes(uid));
    if (added.length > TASK_ASSIGNEES_ADDED_MAX)
      throw new Error(`Add at most ${TASK_ASSIGNEES_ADDED_MAX} people at a time, then save again.`);
  }
  if (after.checklist) {
    const was = new Set(before.checklist.map((item) => JSON.stringify(item)));
    const changed = after.checklist.filter((item) => !was.has(JSON.stringify(item)));
    if (changed.length > TASK_CHECKLIST_CHANGED_MAX)
      throw new Error(`Change at most ${TASK_CHECKLIST_CHANGED_MAX} checklist items at a time.`);
  }
}

/**
 * An edit as written: the changed fields, the writer's stamp, and when the status changes,
 * `completedAt` as the rules want it (the server's time on becoming done, null on leaving it).
 */
export function editWrite<T>(
  from: TaskStatus,
  changes: TaskEdit,
  stamp: { uid: string; now: T },
): Record<string, unknown> {
  const write: Record<string, unknown> = { ...changes, updatedBy: stamp.uid, updatedAt: stamp.now };
  if (changes.status !== undefined && changes.status !== from)
    write.completedAt = changes.status === 'done' ? stamp.now : null;
  return write;
}
