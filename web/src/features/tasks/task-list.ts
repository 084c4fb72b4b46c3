/** The list view's client-side filters and sorts over the loaded tasks, pure. */
import {
  TASK_PRIORITIES,
  TASK_STATUSES,
  type TaskPriority,
  type TaskStatus,
} from '@crewspace/common/tasks';
import { byPosition } from './board-order';
import { inDueFilter, type DueFilter } from './task-due';

export type TaskSort = 'board' | 'due' | 'priority' | 'title' | 'updated';

export const TASK_SORT_LABELS: Readonly<Record<TaskSort, string>> = {
  board: 'Board order',
  due: 'Due date',
  priority: 'Priority',
  title: 'Title',
  updated: 'Recently updated',
};

export interface ListedTask {
  id: string;
  title: string;
  status: TaskStatus;
  due: string | null;
  priority: TaskPriority;
  position: string;
  updatedAt: Date | null;
}

export interface ListFilter {
  /** Statuses shown; all when empty. */
  statuses: readonly TaskStatus[];
  due: DueFilter;
}

export function filterTasks<T extends ListedTask>(
  tasks: readonly T[],
  filter: ListFilter,
  now: Date,
  timeZone: string,
): T[] {
  return tasks.filter(
    (task) =>
      (filter.statuses.length === 0 || filter.statuses.includes(task.status)) &&
      inDueFilter(task, filter.due, now, timeZone),
  );
}

function updatedMillis(task: ListedTask): number {
  return task.updatedAt?.getTime() ?? Number.MAX_SAFE_INTEGER;
}

const comparers: Record<TaskSort, (a: ListedTask, b: ListedTask) => number> = {
  board: (a, b) =>
    TASK_STATUSES.indexOf(a.status) - TASK_STATUSES.indexOf(b.status) || byPosition(a, b),
  // No due date last; a date before the times of that day (the stored strings sort so).
  due: (a, b) =>
    a.due === b.due ? 0 : a.due === null ? 1 : b.due === null ? -1 : a.due < b.due ? -1 : 1,
  priority: (a, b) => TASK_PRIORITIES.indexOf(b.priority) - TASK_PRIORITIES.indexOf(a.priority),
  title: (a, b) => a.title.localeCompare(b.title),
  // A write not yet stamped by the server is the newest.
  updated: (a, b) => updatedMillis(b) - updatedMillis(a),
};

/** Sorted by `sort`, ties in board order. */
export function sortTasks<T extends ListedTask>(tasks: readonly T[], sort: TaskSort): T[] {
  return [...tasks].sort((a, b) => comparers[sort](a, b) || comparers.board(a, b));
}
