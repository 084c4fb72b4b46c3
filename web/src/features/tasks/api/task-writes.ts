/**
 * The task writes firestore.rules allows, through Firestore, so an edit made offline is on
 * screen at once and sent when the connection returns (trackWrite counts it meanwhile): create,
 * edit, move (one document per move), delete, the checklist and the discussion.
 */
import { newDiscussionCommentSchema, type NewDiscussionComment } from '@crewspace/common/comments';
import {
  newTaskDoc,
  taskMove,
  type TaskFields,
  type TaskSource,
  type TaskStatus,
} from '@crewspace/common/tasks';
import {
  deleteDoc,
  doc,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { trackWrite } from '@/lib/firebase/pending-writes';
import { checkWriteSize, checkedFields, editWrite, type TaskEdit } from './task-changes';
import type { Task } from './tasks';
import { taskCommentsCollection, tasksCollectionRef } from './tasks';

/**
 * Creates a task (with its source when made from something); returns its id, chosen here so it
 * is known offline, before the server has the task.
 */
export async function addTask(
  db: Firestore,
  workspaceId: string,
  uid: string,
  fields: TaskFields,
  source: TaskSource | null = null,
): Promise<string> {
  const checked = checkedFields(fields);
  checkWriteSize({ assignees: [], checklist: [] }, checked);
  const ref = doc(tasksCollectionRef(db, workspaceId));
  await trackWrite(setDoc(ref, newTaskDoc(checked, source, { uid, now: serverTimestamp() })));
  return ref.id;
}

/**
 * Writes only the fields changed, so two people editing different fields of one task both keep
 * theirs (the last write wins per field).
 */
export async function updateTask(
  db: Firestore,
  task: Task,
  uid: string,
  changes: TaskEdit,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  const checked = checkedFields(changes);
  checkWriteSize(task, checked);
  await trackWrite(
    updateDoc(
      doc(tasksCollectionRef(db, task.workspaceId), task.id),
      editWrite(task.status, checked, { uid, now: serverTimestamp() }),
    ),
  );
}

export async function moveTask(
  db: Firestore,
  task: Task,
  uid: string,
  to: { status: TaskStatus; position: string },
): Promise<void> {
  await trackWrite(
    updateDoc(
      doc(tasksCollectionRef(db, task.workspaceId), task.id),
      taskMove(task.status, to, { uid, now: serverTimestamp() }),
    ),
  );
}

export async function deleteTask(db: Firestore, task: Task): Promise<void> {
  await trackWrite(deleteDoc(doc(tasksCollectionRef(db, task.workspaceId), task.id)));
}

/** A comment as typed, checked against the shared limits; throws with the first problem. */
function checkedComment(input: NewDiscussionComment): NewDiscussionComment {
  const parsed = newDiscussionCommentSchema.safeParse(input);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Check the comment.');
  return parsed.data;
}

export async function addTaskComment(
  db: Firestore,
  task: Task,
  uid: string,
  input: NewDiscussionComment,
): Promise<string> {
  const comment = checkedComment(input);
  const ref = doc(taskCommentsCollection(db, task.workspaceId, task.id));
  await trackWrite(setDoc(ref, { ...comment, createdBy: uid, createdAt: serverTimestamp() }));
  return ref.id;
}

export async function editTaskComment(
  db: Firestore,
  task: Task,
  commentId: string,
  input: NewDiscussionComment,
): Promise<void> {
  const comment = checkedComment(input);
  await trackWrite(
    updateDoc(doc(taskCommentsCollection(db, task.workspaceId, task.id), commentId), {
      ...comment,
      editedAt: serverTimestamp(),
    }),
  );
}

export async function deleteTaskComment(
  db: Firestore,
  task: Task,
  commentId: string,
): Promise<void> {
  await trackWrite(
    deleteDoc(doc(taskCommentsCollection(db, task.workspaceId, task.id), commentId)),
  );
}
