/**
 * Moving a card from the keyboard, as data: a card picked up has a place (a column and an index
 * among that column's other cards); the arrows move the place, and what to announce is said in
 * words. Pure, so the board's component only wires keys to it.
 */
import { TASK_STATUSES, TASK_STATUS_LABELS, type TaskStatus } from '@crewspace/common/tasks';

/** Each column's card ids in board order. */
export type BoardColumns = Readonly<Record<TaskStatus, readonly string[]>>;

export interface KeyboardPlace {
  status: TaskStatus;
  /** Index among the column's cards other than the moved one. */
  index: number;
}

/** Where the card is now (null when it is not on the board). */
export function placeOf(columns: BoardColumns, id: string): KeyboardPlace | null {
  for (const status of TASK_STATUSES) {
    const index = columns[status].indexOf(id);
    if (index >= 0) return { status, index };
  }
  return null;
}

function othersIn(columns: BoardColumns, status: TaskStatus, id: string): number {
  return columns[status].filter((other) => other !== id).length;
}

/** The place after a key, or null when the key does not move a card. */
export function movePlace(
  columns: BoardColumns,
  id: string,
  place: KeyboardPlace,
  key: string,
): KeyboardPlace | null {
  const column = TASK_STATUSES.indexOf(place.status);
  switch (key) {
    case 'ArrowUp':
      return { ...place, index: Math.max(0, place.index - 1) };
    case 'ArrowDown':
      return { ...place, index: Math.min(othersIn(columns, place.status, id), place.index + 1) };
    case 'ArrowLeft':
    case 'ArrowRight': {
      const next = TASK_STATUSES[column + (key === 'ArrowLeft' ? -1 : 1)];
      if (!next) return place;
      return { status: next, index: Math.min(othersIn(columns, next, id), place.index) };
    }
    default:
      return null;
  }
}

/** "In review, position 2 of 3": where the card would land. */
export function describePlace(columns: BoardColumns, id: string, place: KeyboardPlace): string {
  const count = othersIn(columns, place.status, id) + 1;
  return `${TASK_STATUS_LABELS[place.status]}, position ${place.index + 1} of ${count}`;
}
