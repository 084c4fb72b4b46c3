/**
 * The fields an edit changed: what it writes (with `updateDoc`), so a field someone else changed
 * meanwhile keeps their value unless this edit changed it too. Offline or not, the last write to
 * reach the server wins per field, not per document.
 */

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  // Lists and small records (attendees, reminders, a recurrence rule): equal by content.
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    return JSON.stringify(a) === JSON.stringify(b);
  }
  return Object.is(a, b);
}

/** The entries of `after` whose values differ from `before`'s. */
export function changedFields<T extends object>(before: T, after: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (!same(before[key], after[key])) changes[key] = after[key];
  }
  return changes;
}

/** The keys whose values differ between `before` and `after`. */
export function changedKeys<T extends object>(before: T, after: T): (keyof T)[] {
  return Object.keys(changedFields(before, after)) as (keyof T)[];
}

/**
 * Two people on one thing: the fields a save of `mine` would take from someone who changed them
 * while the form was open with `start` (changed on both sides, to different values). A save
 * writes only what the form changed, so every other field keeps the other person's change.
 */
export function editConflicts<T extends object>(start: T, mine: T, live: T): (keyof T)[] {
  const myChanges = changedFields(start, mine);
  const differs = changedFields(live, mine);
  return changedKeys(start, live).filter((key) => key in myChanges && key in differs);
}
