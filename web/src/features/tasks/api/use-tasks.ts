/**
 * The task hooks of the board and the task page: a column a page at a time ("Show more" asks for
 * the next page after the last card), the four columns (all, or a project's or a person's), one
 * task and its discussion, live and bounded by the shared queries; and the writes bound to the
 * providers' Firestore.
 */
import type { NewDiscussionComment } from '@crewspace/common/comments';
import {
  TASK_COLUMN_PAGE_SIZE,
  taskColumnQuery,
  type BoardFilter,
  type TaskCursor,
} from '@crewspace/common/task-queries';
import { type TaskFields, type TaskSource, type TaskStatus } from '@crewspace/common/tasks';
import { useCallback, useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import { useDocData, useQueriesData, useQueryData, type LiveState } from '@/lib/firebase/live-data';
import { byPosition } from '../board-order';
import type { TaskEdit } from './task-changes';
import {
  addTask,
  addTaskComment,
  deleteTask,
  deleteTaskComment,
  editTaskComment,
  moveTask,
  updateTask,
} from './task-writes';
import { taskCommentsQuery, taskQuery, taskRef, type Task, type TaskComment } from './tasks';

export interface TaskColumn {
  status: TaskStatus;
  state: LiveState<Task[]>;
  /** The last page came back full: there may be more. */
  hasMore: boolean;
  showMore(): void;
}

/** Cards of several pages, each once (a card moved while pages load may be in two), in order. */
function joinPages(pages: readonly Task[][]): Task[] {
  const byId = new Map<string, Task>();
  for (const page of pages) for (const task of page) byId.set(task.id, task);
  return [...byId.values()].sort(byPosition);
}

/** One status column, its first page live, and each further page asked for by `showMore`. */
export function useTaskColumn(
  workspaceId: string,
  status: TaskStatus,
  filter: BoardFilter,
): TaskColumn {
  const db = useFirestore();
  const filterKey = `${filter.projectId ?? ''}|${filter.assignee ?? ''}`;
  const [paging, setPaging] = useState<{ filterKey: string; cursors: TaskCursor[] }>({
    filterKey,
    cursors: [],
  });
  // A new filter starts again from the first page.
  const cursors = useMemo(
    () => (paging.filterKey === filterKey ? paging.cursors : []),
    [paging, filterKey],
  );
  // One query per page loaded: the first page and each one after a cursor.
  const pageQueries = useMemo(
    () =>
      [undefined, ...cursors].map((after) =>
        taskQuery(db, taskColumnQuery(workspaceId, status, filter, after)),
      ),
    // The filter's fields, not its object, name what is read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [db, workspaceId, status, filterKey, cursors],
  );
  const pages = useQueriesData(pageQueries);
  const live = useMemo<LiveState<{ tasks: Task[]; full: number }>>(
    () =>
      pages.status === 'ready'
        ? {
            status: 'ready',
            data: { tasks: joinPages(pages.data), full: pages.data.at(-1)?.length ?? 0 },
          }
        : pages,
    [pages],
  );
  const state = useMemo<LiveState<Task[]>>(
    () => (live.status === 'ready' ? { status: 'ready', data: live.data.tasks } : live),
    [live],
  );
  const hasMore = live.status === 'ready' && live.data.full >= TASK_COLUMN_PAGE_SIZE;
  const last = live.status === 'ready' ? live.data.tasks.at(-1) : undefined;
  const showMore = useCallback(() => {
    if (!last) return;
    setPaging({ filterKey, cursors: [...cursors, { position: last.position, id: last.id }] });
  }, [last, filterKey, cursors]);
  return { status, state, hasMore, showMore };
}

/** The first card's key of a column (a new task goes above it), null for an empty one. */
export function firstPosition(column: TaskColumn | undefined): string | null {
  return column?.state.status === 'ready' ? (column.state.data[0]?.position ?? null) : null;
}

/** The board's four columns, in status order. */
export function useTaskBoard(workspaceId: string, filter: BoardFilter): TaskColumn[] {
  const todo = useTaskColumn(workspaceId, 'todo', filter);
  const inProgress = useTaskColumn(workspaceId, 'in-progress', filter);
  const inReview = useTaskColumn(workspaceId, 'in-review', filter);
  const done = useTaskColumn(workspaceId, 'done', filter);
  return [todo, inProgress, inReview, done];
}

export function useTask(workspaceId: string, taskId: string): LiveState<Task | null> {
  return useDocData(taskRef(useFirestore(), workspaceId, taskId));
}

export function useTaskComments(workspaceId: string, taskId: string): LiveState<TaskComment[]> {
  return useQueryData(taskCommentsQuery(useFirestore(), workspaceId, taskId));
}

export function useTaskActions(workspaceId: string, uid: string) {
  const db = useFirestore();
  return useMemo(
    () => ({
      create: (fields: TaskFields, source: TaskSource | null = null) =>
        addTask(db, workspaceId, uid, fields, source),
      update: (task: Task, changes: TaskEdit) => updateTask(db, task, uid, changes),
      move: (task: Task, to: { status: TaskStatus; position: string }) =>
        moveTask(db, task, uid, to),
      remove: (task: Task) => deleteTask(db, task),
      comment: (task: Task, input: NewDiscussionComment) => addTaskComment(db, task, uid, input),
      editComment: (task: Task, commentId: string, input: NewDiscussionComment) =>
        editTaskComment(db, task, commentId, input),
      removeComment: (task: Task, commentId: string) => deleteTaskComment(db, task, commentId),
    }),
    [db, workspaceId, uid],
  );
}

export type TaskActions = ReturnType<typeof useTaskActions>;
