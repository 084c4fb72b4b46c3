/**
 * A due date as the board shows it, read on the workspace's clock: its words, whether it is
 * late, and which of the list's due filters it is in. Pure.
 */
import { addDays, dueDay, isOverdue, zonedNow } from '@crewspace/common/task-due';

export type DueFilter = 'any' | 'overdue' | 'week' | 'none';

export const DUE_FILTER_LABELS: Readonly<Record<DueFilter, string>> = {
  any: 'Any due date',
  overdue: 'Overdue',
  week: 'Due this week',
  none: 'No due date',
};

const dayFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Mar 4" or "Mar 4, 09:30" (the wall-clock reading as stored, on the workspace's clock). */
export function dueLabel(due: string): string {
  const [year, month, day] = dueDay(due).split('-').map(Number) as [number, number, number];
  const date = dayFormat.format(new Date(Date.UTC(year, month - 1, day)));
  return due.length > 10 ? `${date}, ${due.slice(11)}` : date;
}

/**
 * Whether a task is in a due filter at `now`: overdue (late, and not done); this week (due from
 * today to six days on, not late); none (no due date).
 */
export function inDueFilter(
  task: { due: string | null; status: string },
  filter: DueFilter,
  now: Date,
  timeZone: string,
): boolean {
  switch (filter) {
    case 'any':
      return true;
    case 'none':
      return task.due === null;
    case 'overdue':
      return task.due !== null && task.status !== 'done' && isOverdue(task.due, now, timeZone);
    case 'week': {
      if (task.due === null || isOverdue(task.due, now, timeZone)) return false;
      const today = zonedNow(now, timeZone).day;
      return dueDay(task.due) <= addDays(today, 6);
    }
  }
}

/** Whether the card shows its due date as late: not done, and past it. */
export function isLate(task: { due: string | null; status: string }, now: Date, timeZone: string) {
  return inDueFilter(task, 'overdue', now, timeZone);
}
