/**
 * Who hears about a task, as pure functions of the stored documents (notify-tasks.ts and
 * due-notices.ts read and write):
 *
 * - assigned: each person a write adds to the assignees;
 * - a status change: the assignees and the creator;
 * - a comment: the people it @mentions, the assignees and the creator, a mention winning;
 * - due tomorrow, or overdue (the morning after the due day): the assignees.
 *
 * Never the person who made the change or wrote the comment (the writer stamped in `updatedBy`,
 * which the rules hold to the caller). The caller drops anyone who is not an active member of the
 * workspace. Every notice opens the task; its id starts with taskNotificationPrefix and names
 * the event and the person, so a retried trigger adds nothing and a deleted task finds its
 * notices.
 */
import { COMMENT_MENTIONS_MAX } from '@crewspace/common/comments';
import { taskHref } from '@crewspace/common/links';
import type { NotificationType } from '@crewspace/common/models';
import { TASK_STATUS_LABELS, isTaskStatus } from '@crewspace/common/tasks';
import { shortened } from '@crewspace/common/text';
import type { PlannedNotification } from '../notifications/notify';

/** A notice shows a comment's text up to this many characters. */
const COMMENT_EXCERPT_MAX = 140;
const NAME_MAX = 60;
const TITLE_MAX = 80;

/** A task document as the functions read it: anything a client wrote may be missing or wrong. */
export interface StoredTask {
  title?: unknown;
  status?: unknown;
  assignees?: unknown;
  createdBy?: unknown;
  updatedBy?: unknown;
  updatedAt?: { toMillis(): number } | null;
  due?: unknown;
  projectId?: unknown;
  source?: unknown;
}

export interface StoredTaskComment {
  text?: unknown;
  mentions?: unknown;
  createdBy?: unknown;
}

/** Every notice about a task has an id that starts with this. */
export function taskNotificationPrefix(workspaceId: string, taskId: string): string {
  return `task_${workspaceId}_${taskId}_`;
}

/** The uids in a client-written list (anything else dropped). */
export function uidList(value: unknown, max = Infinity): string[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, max).filter((uid): uid is string => typeof uid === 'string' && uid !== '');
}

function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function taskLabel(task: StoredTask): string {
  return `“${shortened(stringOf(task.title) || 'Untitled task', TITLE_MAX)}”`;
}

function who(name: string): string {
  return shortened(name || 'Someone', NAME_MAX);
}

/** When the write happened (the server's time the rules require), to name the event. */
function writeTime(task: StoredTask): number {
  return task.updatedAt?.toMillis() ?? 0;
}

interface TaskAddress {
  workspaceId: string;
  taskId: string;
}

function notice(
  at: TaskAddress,
  key: string,
  userId: string,
  content: { type: NotificationType; title: string; body: string; subjectUserId?: string },
): PlannedNotification {
  return {
    id: `${taskNotificationPrefix(at.workspaceId, at.taskId)}${key}_${userId}`,
    userId,
    link: taskHref(at.workspaceId, at.taskId),
    ...content,
  };
}

/** The people a write adds to the assignees (all of them for a new task), the writer excepted. */
export function addedAssignees(before: StoredTask | undefined, after: StoredTask): string[] {
  const had = new Set(uidList(before?.assignees));
  const actor = stringOf(after.updatedBy);
  return [...new Set(uidList(after.assignees))].filter((uid) => !had.has(uid) && uid !== actor);
}

export function planAssignmentNotifications(
  input: TaskAddress & { before: StoredTask | undefined; after: StoredTask; actorName: string },
): PlannedNotification[] {
  const { after } = input;
  const actor = stringOf(after.updatedBy);
  return addedAssignees(input.before, after).map((userId) =>
    notice(input, `assigned_${writeTime(after)}`, userId, {
      type: 'task-assigned',
      title: `${who(input.actorName)} assigned you ${taskLabel(after)}`,
      body: 'Open the task to see what it needs.',
      ...(actor ? { subjectUserId: actor } : {}),
    }),
  );
}

/**
 * The notices of a status change by someone: the assignees and the creator, not the writer and
 * not whoever the same write assigns (their "assigned" notice says it all).
 */
export function planStatusNotifications(
  input: TaskAddress & { before: StoredTask | undefined; after: StoredTask; actorName: string },
): PlannedNotification[] {
  const { before, after } = input;
  if (!before || !isTaskStatus(after.status) || after.status === before.status) return [];
  const actor = stringOf(after.updatedBy);
  const justAssigned = new Set(addedAssignees(before, after));
  const recipients = new Set(
    [...uidList(after.assignees), stringOf(after.createdBy)].filter(
      (uid) => uid !== '' && uid !== actor && !justAssigned.has(uid),
    ),
  );
  const label = TASK_STATUS_LABELS[after.status];
  return [...recipients].map((userId) =>
    notice(input, `status_${writeTime(after)}`, userId, {
      type: 'task-status',
      title: `${taskLabel(after)}: ${label}`,
      body: `${who(input.actorName)} moved it to ${label}.`,
      ...(actor ? { subjectUserId: actor } : {}),
    }),
  );
}

type CommentNoticeType = Extract<NotificationType, 'task-mention' | 'task-comment'>;

/** Everyone a task comment concerns, with why, its author excepted. */
export function commentRecipients(
  task: StoredTask,
  comment: StoredTaskComment,
): Map<string, CommentNoticeType> {
  const author = stringOf(comment.createdBy);
  const reasons = new Map<string, CommentNoticeType>();
  const add = (uid: string, type: CommentNoticeType) => {
    if (uid && uid !== author && !reasons.has(uid)) reasons.set(uid, type);
  };
  for (const uid of uidList(comment.mentions, COMMENT_MENTIONS_MAX)) add(uid, 'task-mention');
  for (const uid of uidList(task.assignees)) add(uid, 'task-comment');
  add(stringOf(task.createdBy), 'task-comment');
  return reasons;
}

export function planCommentNotifications(
  input: TaskAddress & {
    commentId: string;
    task: StoredTask;
    comment: StoredTaskComment;
    authorName: string;
  },
): PlannedNotification[] {
  const { task, comment } = input;
  const author = stringOf(comment.createdBy);
  const titles: Record<CommentNoticeType, string> = {
    'task-mention': `${who(input.authorName)} mentioned you on ${taskLabel(task)}`,
    'task-comment': `${who(input.authorName)} commented on ${taskLabel(task)}`,
  };
  return [...commentRecipients(task, comment)].map(([userId, type]) =>
    notice(input, `comment_${input.commentId}`, userId, {
      type,
      title: titles[type],
      body: shortened(stringOf(comment.text), COMMENT_EXCERPT_MAX) || 'Open the task to read it.',
      ...(author ? { subjectUserId: author } : {}),
    }),
  );
}

/**
 * The morning notices of one task on the workspace's `day`: due tomorrow, or overdue (its due
 * day was yesterday). One id per task, person and day, whichever it is.
 */
export function planDueNotifications(
  input: TaskAddress & { task: StoredTask; day: string; kind: 'due' | 'overdue' },
): PlannedNotification[] {
  const { task } = input;
  const due = stringOf(task.due);
  const when = due.length > 10 ? ` at ${due.slice(11)}` : '';
  return [...new Set(uidList(task.assignees))].map((userId) =>
    notice(input, `due_${input.day}`, userId, {
      type: input.kind === 'due' ? 'task-due' : 'task-overdue',
      title:
        input.kind === 'due'
          ? `${taskLabel(task)} is due tomorrow${when}`
          : `${taskLabel(task)} is overdue`,
      body:
        input.kind === 'due'
          ? 'Open the task to finish it in time.'
          : `It was due on ${due.slice(0, 10)}${when}.`,
    }),
  );
}
