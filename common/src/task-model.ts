/**
 * The task model without its schemas: statuses, priorities, limits, the stored shapes and the
 * source excerpt. The pages that only show tasks (a source's chips) import this, not tasks.ts,
 * whose schemas would come along (building them is code the bundler cannot leave out);
 * tasks.ts re-exports all of it.
 */
import type { CommentDoc } from './comments';
import { shortened } from './text';

export const TASK_STATUSES = ['todo', 'in-progress', 'in-review', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
/** The statuses of work not finished: "my tasks" and the due notices look only at these. */
export const OPEN_TASK_STATUSES = ['todo', 'in-progress', 'in-review'] as const;

export const TASK_STATUS_LABELS: Readonly<Record<TaskStatus, string>> = {
  todo: 'To do',
  'in-progress': 'In progress',
  'in-review': 'In review',
  done: 'Done',
};

export function isTaskStatus(value: unknown): value is TaskStatus {
  return typeof value === 'string' && (TASK_STATUSES as readonly string[]).includes(value);
}

export const TASK_PRIORITIES = ['none', 'low', 'medium', 'high', 'urgent'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const TASK_PRIORITY_LABELS: Readonly<Record<TaskPriority, string>> = {
  none: 'No priority',
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

/** Limits shared by the rules, the forms and the functions. */
export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 10_000;
export const TASK_ASSIGNEES_MAX = 10;
/**
 * People one write may add to a task's assignees (more are added by a further write). The rules
 * read each added person's member document, and a request may read 10 documents and evaluate
 * 1,000 expressions: with the writer's membership, a project and a video comment source, the
 * emulator refuses a write that adds 7, and 6 leave almost no room, so 5.
 */
export const TASK_ASSIGNEES_ADDED_MAX = 5;
export const TASK_CHECKLIST_MAX = 50;
/**
 * Checklist items one write may add or change: the rules check each such item, and a request
 * may evaluate at most 1,000 expressions (checking all 50 on every write does not fit).
 * Reordering and removing items change none.
 */
export const TASK_CHECKLIST_CHANGED_MAX = 5;
export const TASK_CHECKLIST_TEXT_MAX = 500;
/** A checklist item's id: made by the client, unique within the task. */
export const TASK_CHECKLIST_ID_MAX = 36;
/** What a task keeps of its source's text, so it still reads once the source is gone. */
export const TASK_EXCERPT_MAX = 500;
/** Canvas elements one task may point at. */
export const TASK_SOURCE_ELEMENTS_MAX = 100;
/** Task ids: letters and digits (what Firestore's generated ids are), so ids never collide. */
export const TASK_ID_PATTERN = /^[A-Za-z0-9]{1,64}$/;

export interface ChecklistItem {
  id: string;
  text: string;
  done: boolean;
}

export const TASK_SOURCE_KINDS = ['message', 'video-comment', 'canvas', 'event'] as const;
export type TaskSourceKind = (typeof TASK_SOURCE_KINDS)[number];

/** Where each kind of source lives. */
export interface TaskSourceRefs {
  /** A chat message: its channel (`type:id`) and the message. */
  message: { cid: string; messageId: string };
  /**
   * A video comment: the video, the comment, its thread (the thread's first comment: the
   * comment itself or the one it replies to), and the comment's version and moment (seconds).
   */
  'video-comment': {
    videoId: string;
    commentId: string;
    threadId: string;
    versionId: string;
    time: number;
  };
  /** Elements selected on a canvas. */
  canvas: { canvasId: string; elementIds: string[] };
  /**
   * A calendar event; for one showing of a repeating event, the occurrence's start as an ISO
   * instant (`2026-05-04T09:00:00.000Z`), else null.
   */
  event: { eventId: string; occurrence: string | null };
}

/**
 * What a task was made from. Written once with the task and never changed by a client; the
 * functions set `deleted` when the source is deleted (the task keeps its excerpt).
 */
export type TaskSource = {
  [K in TaskSourceKind]: {
    kind: K;
    ref: TaskSourceRefs[K];
    /** The source's text (or title) when the task was made. */
    excerpt: string;
    deleted?: true;
  };
}[TaskSourceKind];

/** workspaces/{ws}/tasks/{taskId}, as stored. Every key is present (null where empty). */
export interface TaskDoc<T> {
  title: string;
  /** The app's markdown. */
  description: string;
  status: TaskStatus;
  /** Uids of workspace members, at most TASK_ASSIGNEES_MAX, no repeats. */
  assignees: string[];
  /** A day or a day and time on the workspace's clock (task-due.ts), or null. */
  due: string | null;
  priority: TaskPriority;
  projectId: string | null;
  checklist: ChecklistItem[];
  /** The order within its status column (task-position.ts). */
  position: string;
  createdBy: string;
  createdAt: T;
  updatedBy: string;
  updatedAt: T;
  /** When the task last became done; null while it is not done. */
  completedAt: T | null;
  source: TaskSource | null;
}

/** workspaces/{ws}/tasks/{taskId}/comments/{commentId}: a plain discussion comment. */
export type TaskCommentDoc<T> = CommentDoc<T>;

/** A source's excerpt from its text: whitespace folded, cut to TASK_EXCERPT_MAX with an ellipsis. */
export function sourceExcerpt(text: string): string {
  return shortened(text, TASK_EXCERPT_MAX);
}
