/**
 * Tasks: tracked work in a workspace, optionally in a project, optionally made from something
 * else in the workspace (a chat message, a video comment, canvas elements, a calendar event).
 * Stored at `workspaces/{ws}/tasks/{taskId}` with a discussion in `…/comments/{commentId}`.
 * The web app, the functions, the rules tests and the bench share this module; firestore.rules
 * repeats the limits and lists (tasks.test.ts checks the rules file agrees). docs/tasks.md
 * explains the decisions.
 */
import { z } from 'zod/mini';
import { TASK_DUE_PATTERN, isTaskDue } from './task-due';
import {
  TASK_ASSIGNEES_MAX,
  TASK_CHECKLIST_ID_MAX,
  TASK_CHECKLIST_MAX,
  TASK_CHECKLIST_TEXT_MAX,
  TASK_DESCRIPTION_MAX,
  TASK_EXCERPT_MAX,
  TASK_PRIORITIES,
  TASK_SOURCE_ELEMENTS_MAX,
  TASK_STATUSES,
  TASK_TITLE_MAX,
  type TaskDoc,
  type TaskSource,
  type TaskStatus,
} from './task-model';
import { TASK_POSITION_PATTERN } from './task-position';

export * from './task-model';

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
