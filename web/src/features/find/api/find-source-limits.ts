/**
 * The palette's read budget (README.md, "Find anything"): documents read per kind and workspace,
 * newest first, when its index warms. A workspace with more finds only its newest of each kind
 * here; a deployment that needs all would switch FindIndex to a server search engine.
 */
export const FIND_SOURCE_LIMITS = {
  project: 500,
  canvas: 500,
  video: 500,
  event: 500,
  member: 500,
} as const;

/** Events read: from a month ago to a year ahead. */
export const EVENT_WINDOW_DAYS = { before: 30, after: 365 } as const;
