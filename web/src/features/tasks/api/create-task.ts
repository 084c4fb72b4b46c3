/**
 * Making a task from something in the workspace: the typed fields and the source checked with
 * the shared schemas (so a bad field is refused here with a message, before the rules would
 * refuse it without one), the new card put on top of To do, and the document written as the
 * rules want it (`newTaskDoc`: every key, the stamps, `completedAt`).
 */
import { positionBetween } from '@crewspace/common/task-position';
import { taskColumnQuery } from '@crewspace/common/task-queries';
import {
  taskFieldsSchema,
  taskSourceSchema,
  type TaskFields,
  type TaskPriority,
  type TaskSource,
} from '@crewspace/common/tasks';
import { getDocs, type Firestore } from 'firebase/firestore';
import { readOnlyConverter } from '@/lib/firebase/converter';
import { taskSdkQuery } from './task-sdk-query';
import { addTask } from './task-writes';

/** What the make-a-task dialog asks for; the rest of a new task starts empty. */
export interface NewTaskInput {
  title: string;
  assignees: string[];
  due: string | null;
  priority: TaskPriority;
  projectId: string | null;
}

export type CheckedTask =
  { ok: true; fields: TaskFields; source: TaskSource | null } | { ok: false; error: string };

/** The new task's fields and source as they will be written, or the first thing wrong. */
export function checkNewTask(
  input: NewTaskInput,
  source: TaskSource | null,
  position: string,
): CheckedTask {
  const fields = taskFieldsSchema.safeParse({
    ...input,
    description: '',
    status: 'todo',
    checklist: [],
    position,
  });
  if (!fields.success) return { ok: false, error: fields.error.issues[0]?.message ?? 'Invalid.' };
  if (source === null) return { ok: true, fields: fields.data, source: null };
  const checkedSource = taskSourceSchema.safeParse(source);
  if (!checkedSource.success)
    return { ok: false, error: 'What this task is made from is not valid.' };
  return { ok: true, fields: fields.data, source: checkedSource.data };
}

/** A key above To do's top card (one read), so a task just made is the first one seen there. */
async function topOfToDo(db: Firestore, workspaceId: string): Promise<string> {
  const top = await getDocs(
    taskSdkQuery(db, { ...taskColumnQuery(workspaceId, 'todo'), limit: 1 }, positionOnly),
  );
  return positionBetween(null, top.docs[0]?.data().position ?? null);
}

const positionOnly = readOnlyConverter<{ position: string | null }, { position?: unknown }>(
  'Task',
  (_id, data) => ({ position: typeof data.position === 'string' ? data.position : null }),
);

/** Writes the task (by `uid`, in `workspaceId`) and returns its id; throws what is wrong. */
export async function createTask(
  db: Firestore,
  workspaceId: string,
  input: NewTaskInput,
  source: TaskSource | null,
  uid: string,
): Promise<string> {
  const checked = checkNewTask(input, source, await topOfToDo(db, workspaceId));
  if (!checked.ok) throw new Error(checked.error);
  return addTask(db, workspaceId, uid, checked.fields, checked.source);
}
