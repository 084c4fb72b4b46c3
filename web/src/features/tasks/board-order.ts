/**
 * Where a card lands: the position key for a drop at `index` of a column (the column as shown,
 * without the moved card), between its new neighbours, so a move writes only the moved task.
 */
import { positionBetween } from '@crewspace/common/task-position';

export interface Positioned {
  id: string;
  position: string;
}

/**
 * The key for `movedId` dropped at `index` of `column` (ordered by position then id). Two cards
 * with one key (two people dropping into one gap at once) have nothing between them, so a drop
 * there goes before the next card with a greater key.
 */
export function dropPosition(
  column: readonly Positioned[],
  movedId: string,
  index: number,
): string {
  const others = column.filter((card) => card.id !== movedId);
  const at = Math.max(0, Math.min(index, others.length));
  const before = at > 0 ? others[at - 1]!.position : null;
  const after = others.slice(at).find((card) => before === null || card.position > before);
  return positionBetween(before, after?.position ?? null);
}

/** Cards in board order: by position, equal keys by id (what the column query orders by). */
export function byPosition<T extends Positioned>(a: T, b: T): number {
  if (a.position !== b.position) return a.position < b.position ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
