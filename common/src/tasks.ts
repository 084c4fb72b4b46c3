/**
 * Tasks: tracked work in a workspace, optionally in a project, optionally made from something
 * else in the workspace (a chat message, a video comment, canvas elements, a calendar event).
 * Stored at `workspaces/{ws}/tasks/{taskId}` with a discussion in `…/comments/{commentId}`.
 * The web app, the functions, the rules tests and the bench share this module; firestore.rules
 * repeats the limits and lists (tasks.test.ts checks the rules file agrees). docs/tasks.md
 * explains the decisions.
 */
import { z } from 'zod/mini';
import type { CommentDoc } from './comments';
import { TASK_DUE_PATTERN, isTaskDue } from './task-due';
import { TASK_POSITION_PATTERN } from './task-position';
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

const id = z.string().check(z.minLength(1), z.maxLength(128));

const checklistItemSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(TASK_CHECKLIST_ID_MAX)),
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'A checklist item needs some text.'),
      z.maxLength(
        TASK_CHECKLIST_TEXT_MAX,
        `A checklist item is at most ${TASK_CHECKLIST_TEXT_MAX} characters.`,
      ),
    ),
  done: z.boolean(),
});

/** The fields a person edits, checked before they are written (the rules check the same). */
export const taskFieldsSchema = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Give the task a title.'),
      z.maxLength(TASK_TITLE_MAX, `A title is at most ${TASK_TITLE_MAX} characters.`),
    ),
  description: z
    .string()
    .check(
      z.maxLength(
        TASK_DESCRIPTION_MAX,
        `A description is at most ${TASK_DESCRIPTION_MAX} characters.`,
      ),
    ),
  status: z.enum(TASK_STATUSES),
  assignees: z.array(id).check(
    z.maxLength(TASK_ASSIGNEES_MAX, `A task has at most ${TASK_ASSIGNEES_MAX} assignees.`),
    z.refine((uids) => new Set(uids).size === uids.length, 'Someone is assigned twice.'),
  ),
  due: z.nullable(
    z
      .string()
      .check(
        z.regex(TASK_DUE_PATTERN, 'Pick a date (and optionally a time).'),
        z.refine(isTaskDue, 'That day does not exist.'),
      ),
  ),
  priority: z.enum(TASK_PRIORITIES),
  projectId: z.nullable(id),
  checklist: z
    .array(checklistItemSchema)
    .check(z.maxLength(TASK_CHECKLIST_MAX, `A checklist has at most ${TASK_CHECKLIST_MAX} items.`)),
  position: z.string().check(z.regex(TASK_POSITION_PATTERN)),
});
export type TaskFields = z.infer<typeof taskFieldsSchema>;

const excerpt = z.string().check(z.maxLength(TASK_EXCERPT_MAX));

/** A source as a client may write it (never `deleted`). */
export const taskSourceSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('message'),
    ref: z.strictObject({
      cid: z.string().check(z.minLength(3), z.maxLength(200)),
      messageId: z.string().check(z.minLength(1), z.maxLength(255)),
    }),
    excerpt,
  }),
  z.strictObject({
    kind: z.literal('video-comment'),
    ref: z.strictObject({
      videoId: id,
      commentId: id,
      threadId: id,
      versionId: z.string().check(z.regex(/^v[1-9][0-9]{0,2}$/)),
      time: z.number().check(z.gte(0)),
    }),
    excerpt,
  }),
  z.strictObject({
    kind: z.literal('canvas'),
    ref: z.strictObject({
      canvasId: id,
      elementIds: z.array(id).check(z.maxLength(TASK_SOURCE_ELEMENTS_MAX)),
    }),
    excerpt,
  }),
  z.strictObject({
    kind: z.literal('event'),
    ref: z.strictObject({ eventId: id, occurrence: z.nullable(z.iso.datetime()) }),
    excerpt,
  }),
]);

/** A source's excerpt from its text: whitespace folded, cut to TASK_EXCERPT_MAX with an ellipsis. */
export function sourceExcerpt(text: string): string {
  return shortened(text, TASK_EXCERPT_MAX);
}

/**
 * A new task as stored, stamped by `uid` at `now` (the SDK's server timestamp). `completedAt`
 * follows the status, as the rules require.
 */
export function newTaskDoc<T>(
  fields: TaskFields,
  source: TaskSource | null,
  stamp: { uid: string; now: T },
): TaskDoc<T> {
  return {
    ...fields,
    createdBy: stamp.uid,
    createdAt: stamp.now,
    updatedBy: stamp.uid,
    updatedAt: stamp.now,
    completedAt: fields.status === 'done' ? stamp.now : null,
    source,
  };
}

/**
 * The fields a status change writes (a move to another column, or within one when `status` is
 * the same): the new status and position, the writer's stamp and `completedAt` as the rules
 * require it (set when the task becomes done, kept while it stays done, cleared when it leaves).
 */
export function taskMove<T>(
  from: TaskStatus,
  to: { status: TaskStatus; position: string },
  stamp: { uid: string; now: T },
): Pick<TaskDoc<T>, 'status' | 'position' | 'updatedBy' | 'updatedAt'> & {
  completedAt?: T | null;
} {
  const move = { ...to, updatedBy: stamp.uid, updatedAt: stamp.now };
  if (to.status === from) return move;
  return { ...move, completedAt: to.status === 'done' ? stamp.now : null };
}
