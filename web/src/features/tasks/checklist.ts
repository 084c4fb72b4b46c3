/** A task's checklist changed one item at a time (what the rules let one write change), pure. */
import type { ChecklistItem } from '@crewspace/common/tasks';

/** A new item's id: unique within the task, at most 36 characters (a UUID). */
export function newChecklistId(): string {
  return crypto.randomUUID();
}

export function withItemAdded(
  list: readonly ChecklistItem[],
  item: ChecklistItem,
): ChecklistItem[] {
  return [...list, item];
}

export function withItemChanged(
  list: readonly ChecklistItem[],
  id: string,
  change: Partial<Omit<ChecklistItem, 'id'>>,
): ChecklistItem[] {
  return list.map((item) => (item.id === id ? { ...item, ...change } : item));
}

export function withItemRemoved(list: readonly ChecklistItem[], id: string): ChecklistItem[] {
  return list.filter((item) => item.id !== id);
}

/** "2/5": done and all, or null for no checklist. */
export function checklistProgress(
  list: readonly ChecklistItem[],
): { done: number; total: number } | null {
  if (list.length === 0) return null;
  return { done: list.filter((item) => item.done).length, total: list.length };
}
