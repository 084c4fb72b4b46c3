/** Notification decisions, kept pure so they can be tested without Firestore. */
import type { AppNotification } from './api/notifications';
import type { LiveState } from '@/lib/firebase/live-data';

/** The notification sound's volume: audible, not startling. */
export const NOTIFICATION_VOLUME = 0.7;

/**
 * A failed query (a missing index, a rules refusal, offline start) is an empty list, never a
 * crash; loading is an empty list too.
 */
export function listOrEmpty(state: LiveState<AppNotification[]>): AppNotification[] {
  return state.status === 'ready' ? state.data : [];
}

/** Newest first; notifications without a server time yet (just written) sort first. */
export function sortNewestFirst(list: readonly AppNotification[]): AppNotification[] {
  return [...list].sort(
    (a, b) => (b.createdAt?.getTime() ?? Infinity) - (a.createdAt?.getTime() ?? Infinity),
  );
}

export function countUnread(list: readonly AppNotification[]): number {
  return list.filter((notification) => !notification.read).length;
}

/**
 * Unread notifications that were not in the previous snapshot. The first snapshot (previous is
 * null) holds what was already there, so nothing in it counts as new.
 */
export function findArrivals(
  previousIds: ReadonlySet<string> | null,
  next: readonly AppNotification[],
): AppNotification[] {
  if (previousIds === null) return [];
  return next.filter((notification) => !notification.read && !previousIds.has(notification.id));
}

/** The ids a "mark all read" must update: the unread ones only. */
export function unreadIds(list: readonly AppNotification[]): string[] {
  return list.filter((notification) => !notification.read).map((notification) => notification.id);
}
