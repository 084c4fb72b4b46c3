/**
 * A task made from a video comment and the comment's thread stay in step, whichever side is
 * used:
 *
 * - the task becomes done → the thread is resolved (by whoever completed the task);
 * - the thread is reopened (resolved back to false) → its done tasks go back to To do, at the
 *   top of the column (by whoever reopened it).
 *
 * Each direction acts on one transition only and the other side's write is never that
 * transition (resolving a thread reopens nothing; moving a task out of done resolves nothing),
 * so neither bounces back. Each write is a transaction that first reads both sides as they are
 * now, so a retried trigger changes nothing twice and a late one nothing that has moved on.
 */
import { positionBetween } from '@crewspace/common/task-position';
import type { TaskSourceRefs } from '@crewspace/common/tasks';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import type { StoredTask } from './task-notifications';

/** Tasks reopened per reopened thread at most (a thread rarely has more than one). */
const THREAD_TASKS_MAX = 50;

type CommentRef = TaskSourceRefs['video-comment'];

function commentRef(source: unknown): CommentRef | null {
  const value = source as { kind?: unknown; ref?: Partial<CommentRef> } | null | undefined;
  const ref = value?.ref;
  if (value?.kind !== 'video-comment' || !ref) return null;
  return typeof ref.videoId === 'string' && typeof ref.threadId === 'string'
    ? (ref as CommentRef)
    : null;
}

function tasks(workspaceId: string) {
  return db.collection('workspaces').doc(workspaceId).collection('tasks');
}

/** Resolves the source thread of a task that has just become done; true when it did. */
export async function resolveThreadOfDoneTask(input: {
  workspaceId: string;
  taskId: string;
  before: StoredTask | undefined;
  after: StoredTask;
}): Promise<boolean> {
  const { after } = input;
  const ref = commentRef(after.source);
  if (!ref || after.status !== 'done' || input.before?.status === 'done') return false;
  const thread = db
    .collection('workspaces')
    .doc(input.workspaceId)
    .collection('videos')
    .doc(ref.videoId)
    .collection('comments')
    .doc(ref.threadId);
  return db.runTransaction(async (tx) => {
    const [comment, task] = await Promise.all([
      tx.get(thread),
      tx.get(tasks(input.workspaceId).doc(input.taskId)),
    ]);
    // A late retry after the task was reopened resolves nothing.
    if (task.get('status') !== 'done') return false;
    if (!comment.exists || comment.get('resolved') === true) return false;
    tx.update(thread, {
      resolved: true,
      resolvedBy: typeof after.updatedBy === 'string' ? after.updatedBy : '',
      resolvedAt: FieldValue.serverTimestamp(),
    });
    return true;
  });
}

/** A position above `first` (the column's top card), or `current` if `first` is malformed. */
function topPosition(first: unknown, current: unknown): string {
  try {
    return positionBetween(null, typeof first === 'string' ? first : null);
  } catch {
    return typeof current === 'string' ? current : positionBetween(null, null);
  }
}

interface StoredThread {
  parentId?: unknown;
  resolved?: unknown;
  resolvedBy?: unknown;
}

/** Reopens the done tasks of a thread that has just been reopened; returns how many. */
export async function reopenTasksOfThread(input: {
  workspaceId: string;
  videoId: string;
  commentId: string;
  before: StoredThread;
  after: StoredThread;
}): Promise<number> {
  const { workspaceId, after } = input;
  if (input.before.resolved !== true || after.resolved !== false || after.parentId) return 0;
  const done = await tasks(workspaceId)
    .where('source.ref.threadId', '==', input.commentId)
    .where('status', '==', 'done')
    .limit(THREAD_TASKS_MAX)
    .get();
  const reopener = typeof after.resolvedBy === 'string' ? after.resolvedBy : '';
  const thread = db
    .collection('workspaces')
    .doc(workspaceId)
    .collection('videos')
    .doc(input.videoId)
    .collection('comments')
    .doc(input.commentId);
  let reopened = 0;
  for (const found of done.docs) {
    if (commentRef(found.get('source'))?.videoId !== input.videoId) continue;
    const changed = await db.runTransaction(async (tx) => {
      const [task, comment, top] = await Promise.all([
        tx.get(found.ref),
        tx.get(thread),
        tx.get(tasks(workspaceId).where('status', '==', 'todo').orderBy('position').limit(1)),
      ]);
      // A late retry after the thread was resolved again reopens nothing.
      if (task.get('status') !== 'done' || comment.get('resolved') !== false) return false;
      tx.update(found.ref, {
        status: 'todo',
        position: topPosition(top.docs[0]?.get('position'), task.get('position')),
        completedAt: null,
        updatedBy: reopener,
        updatedAt: FieldValue.serverTimestamp(),
      });
      return true;
    });
    if (changed) reopened += 1;
  }
  return reopened;
}
