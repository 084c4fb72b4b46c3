/**
 * The task queries, defined once as plain data so the web app (its SDK), the rules tests (the
 * same SDK) and the scale bench (Firestore's REST API) ask exactly the same thing, and every one
 * is bounded. firestore.indexes.json holds an index for each shape (task-queries.test.ts checks
 * that it does).
 *
 * Field paths are Firestore's; `__name__` is the document id (the tiebreak of equal positions,
 * and the cursor's second value). A consumer maps `filters` to `where`, `orderBy` to `orderBy`
 * (`__name__` → `documentId()`), `startAfter` to `startAfter(...values)` and `limit` to `limit`.
 */
import { OPEN_TASK_STATUSES, type TaskStatus } from './tasks';

/** A board column's page: the first screen reads at most this many cards per column. */
export const TASK_COLUMN_PAGE_SIZE = 25;
/** The dashboard's "My tasks" card. */
export const MY_TASKS_PAGE_SIZE = 10;
/** The tasks a source shows beside itself (a video's comments, a canvas, an event, a channel). */
export const SOURCE_TASKS_MAX = 50;

export type TaskFilterOp = '==' | 'array-contains' | 'in' | '>' | '>=' | '<';

export interface TaskQuery {
  /** The collection's path segments: `['workspaces', ws, 'tasks']`. */
  collection: readonly string[];
  filters: readonly { field: string; op: TaskFilterOp; value: unknown }[];
  orderBy: readonly { field: string; direction: 'asc' | 'desc' }[];
  /** Values of `orderBy`'s fields of the last document of the previous page. */
  startAfter?: readonly unknown[];
  limit: number;
}

export function tasksCollection(workspaceId: string): readonly string[] {
  return ['workspaces', workspaceId, 'tasks'];
}

/** The last card of a page, where the next page starts. */
export interface TaskCursor {
  position: string;
  id: string;
}

/** What the board is narrowed to (its filters that the server does; the rest is client-side). */
export interface BoardFilter {
  projectId?: string;
  /** A member's uid: only tasks assigned to them. */
  assignee?: string;
}

/**
 * One page of a board column: the tasks with `status`, in position order, optionally only a
 * project's or one member's. The board asks for the first page of each of the four columns and
 * the next page of a column when it is scrolled to its end.
 */
export function taskColumnQuery(
  workspaceId: string,
  status: TaskStatus,
  filter: BoardFilter = {},
  after?: TaskCursor,
): TaskQuery {
  return {
    collection: tasksCollection(workspaceId),
    filters: [
      ...(filter.assignee
        ? [{ field: 'assignees', op: 'array-contains' as const, value: filter.assignee }]
        : []),
      ...(filter.projectId
        ? [{ field: 'projectId', op: '==' as const, value: filter.projectId }]
        : []),
      { field: 'status', op: '==', value: status },
    ],
    orderBy: [
      { field: 'position', direction: 'asc' },
      { field: '__name__', direction: 'asc' },
    ],
    ...(after ? { startAfter: [after.position, after.id] } : {}),
    limit: TASK_COLUMN_PAGE_SIZE,
  };
}

/**
 * "My tasks" in one workspace: open tasks assigned to `uid` that have a due date, the earliest
 * (so the overdue) first. Tasks without a due date are not in it (a null sorts before every
 * date, so they would push the late ones out of the page).
 */
export function myTasksQuery(workspaceId: string, uid: string): TaskQuery {
  return {
    collection: tasksCollection(workspaceId),
    filters: [
      { field: 'assignees', op: 'array-contains', value: uid },
      { field: 'status', op: 'in', value: [...OPEN_TASK_STATUSES] },
      // Strings only: leaves out the tasks whose due is null.
      { field: 'due', op: '>', value: '' },
    ],
    orderBy: [
      { field: 'due', direction: 'asc' },
      { field: '__name__', direction: 'asc' },
    ],
    limit: MY_TASKS_PAGE_SIZE,
  };
}

/** Where a source's tasks are looked up: the one field that names it. */
export type SourceLookup =
  | { kind: 'video'; videoId: string }
  | { kind: 'canvas'; canvasId: string }
  | { kind: 'event'; eventId: string }
  | { kind: 'channel'; cid: string };

const SOURCE_FIELDS: Record<SourceLookup['kind'], string> = {
  video: 'source.ref.videoId',
  canvas: 'source.ref.canvasId',
  event: 'source.ref.eventId',
  channel: 'source.ref.cid',
};

function lookupValue(lookup: SourceLookup): string {
  switch (lookup.kind) {
    case 'video':
      return lookup.videoId;
    case 'canvas':
      return lookup.canvasId;
    case 'event':
      return lookup.eventId;
    case 'channel':
      return lookup.cid;
  }
}

/** The tasks made from a video's comments, a canvas, an event or a channel's messages. */
export function sourceTasksQuery(workspaceId: string, lookup: SourceLookup): TaskQuery {
  const value = lookupValue(lookup);
  return {
    collection: tasksCollection(workspaceId),
    filters: [{ field: SOURCE_FIELDS[lookup.kind], op: '==', value }],
    orderBy: [],
    limit: SOURCE_TASKS_MAX,
  };
}
