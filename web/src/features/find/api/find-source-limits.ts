/**
 * The palette's read budget (web/src/features/find/README.md#cost-and-scale): documents read per kind and workspace,
 * newest first, when its index warms. A workspace with more finds only its newest of each kind
 * here; a deployment that needs all would switch FindIndex to a server search engine.
 */
export const FIND_SOURCE_LIMITS = {
  project: 500,
  task: 500,
  canvas: 500,
  video: 500,
  event: 500,
  member: 500,
} as const;

/** Events read: from a month ago to a year ahead. */
const EVENT_WINDOW_DAYS = { before: 30, after: 365 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The events window, counted from the start of the day (UTC), not the moment: every opening that
 * day asks the same query, which Firestore answers from its offline cache at once and resumes
 * (within half an hour, reading only what changed) instead of reading it all again.
 */
export function findEventWindow(now: number = Date.now()): { from: Date; to: Date } {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return {
    from: new Date(today - EVENT_WINDOW_DAYS.before * DAY_MS),
    to: new Date(today + EVENT_WINDOW_DAYS.after * DAY_MS),
  };
}
