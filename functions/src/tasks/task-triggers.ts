/**
 * The task triggers (index.ts exports them):
 *
 * - onTaskWritten: notices of assignment and status changes, the project's activity, the source
 *   thread resolved when a task made from a video comment becomes done; a deletion removes the
 *   discussion and settles the task's notices;
 * - onTaskCommentCreated: notices of a comment;
 * - onTaskSourceCommentWritten: a video comment's thread reopened reopens its tasks, a deleted
 *   comment marks its tasks' source gone; onTaskSourceCanvasDeleted and onTaskSourceEventDeleted
 *   do the same for canvases and events.
 *
 * Notices go only to active members of the task's workspace; task-notifications.ts decides who
 * hears what.
 */
import {
  onDocumentCreated,
  onDocumentDeleted,
  onDocumentWritten,
} from 'firebase-functions/v2/firestore';
import { db } from '../lib/firebase';
import { notifyMembers } from '../notifications/notify';
import { activeMembers, memberName } from '../workspaces/active-members';
import { markWorkspaceSourceDeleted } from './source-deleted';
import { recordTaskActivity } from './task-activity';
import { cleanUpDeletedTask } from './task-deleted';
import {
  planAssignmentNotifications,
  planCommentNotifications,
  planStatusNotifications,
  type StoredTask,
  type StoredTaskComment,
} from './task-notifications';
import { reopenTasksOfThread, resolveThreadOfDoneTask } from './two-way-resolve';

function uid(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Everything a task write sets off; returns the notices written (for the tests). */
export async function handleTaskWrite(input: {
  workspaceId: string;
  taskId: string;
  before: StoredTask | undefined;
  after: StoredTask | undefined;
}): Promise<number> {
  const { before, after } = input;
  if (!after) {
    if (before) await cleanUpDeletedTask({ ...input, before });
    return 0;
  }
  const change = { ...input, after, actorName: '' };
  const drafts = [...planAssignmentNotifications(change), ...planStatusNotifications(change)];
  const actor = uid(after.updatedBy);
  const members = await activeMembers(input.workspaceId, [
    actor,
    ...drafts.map((notice) => notice.userId),
  ]);
  const named = { ...change, actorName: memberName(members.get(actor)) };
  const [notified] = await Promise.all([
    notifyMembers(
      [...planAssignmentNotifications(named), ...planStatusNotifications(named)],
      members,
    ),
    recordTaskActivity(named),
    resolveThreadOfDoneTask({ ...input, after }),
  ]);
  return notified;
}

/** The notices of a new comment on a task; returns how many were written. */
export async function notifyTaskComment(input: {
  workspaceId: string;
  taskId: string;
  commentId: string;
  comment: StoredTaskComment;
}): Promise<number> {
  const task = await db
    .collection('workspaces')
    .doc(input.workspaceId)
    .collection('tasks')
    .doc(input.taskId)
    .get();
  if (!task.exists) return 0;
  const draft = { ...input, task: task.data() as StoredTask, authorName: '' };
  const author = uid(input.comment.createdBy);
  const members = await activeMembers(input.workspaceId, [
    author,
    ...planCommentNotifications(draft).map((notice) => notice.userId),
  ]);
  return notifyMembers(
    planCommentNotifications({ ...draft, authorName: memberName(members.get(author)) }),
    members,
  );
}

export const onTaskWritten = onDocumentWritten(
  'workspaces/{workspaceId}/tasks/{taskId}',
  async (event) => {
    const change = event.data;
    await handleTaskWrite({
      ...event.params,
      before: change?.before.exists ? (change.before.data() as StoredTask) : undefined,
      after: change?.after.exists ? (change.after.data() as StoredTask) : undefined,
    });
  },
);

export const onTaskCommentCreated = onDocumentCreated(
  'workspaces/{workspaceId}/tasks/{taskId}/comments/{commentId}',
  async (event) => {
    const comment = event.data?.data();
    if (comment) await notifyTaskComment({ ...event.params, comment });
  },
);

export const onTaskSourceCommentWritten = onDocumentWritten(
  'workspaces/{workspaceId}/videos/{videoId}/comments/{commentId}',
  async (event) => {
    const { workspaceId, videoId, commentId } = event.params;
    const before = event.data?.before.exists ? event.data.before.data() : undefined;
    const after = event.data?.after.exists ? event.data.after.data() : undefined;
    if (before && !after)
      await markWorkspaceSourceDeleted(workspaceId, {
        kind: 'video-comment',
        id: commentId,
        videoId,
      });
    else if (before && after) await reopenTasksOfThread({ ...event.params, before, after });
  },
);

export const onTaskSourceCanvasDeleted = onDocumentDeleted(
  'workspaces/{workspaceId}/canvases/{canvasId}',
  async (event) => {
    await markWorkspaceSourceDeleted(event.params.workspaceId, {
      kind: 'canvas',
      id: event.params.canvasId,
    });
  },
);

export const onTaskSourceEventDeleted = onDocumentDeleted(
  'workspaces/{workspaceId}/events/{eventId}',
  async (event) => {
    await markWorkspaceSourceDeleted(event.params.workspaceId, {
      kind: 'event',
      id: event.params.eventId,
    });
  },
);
