/** The notification hooks: the latest list and the unread ones, live, and marking them read. */
import { useCallback } from 'react';
import { useFirestore } from 'reactfire';
import { useQueryData, type LiveState } from '@/lib/firebase/live-data';
import {
  markNotificationsRead,
  notificationsQuery,
  unreadNotificationsQuery,
  type AppNotification,
} from './notifications';

/** The user's latest notifications, newest first, live. */
export function useNotificationList(uid: string): LiveState<AppNotification[]> {
  return useQueryData(notificationsQuery(useFirestore(), uid));
}

/** The user's unread notifications (read == false), live. */
export function useUnreadNotifications(uid: string): LiveState<AppNotification[]> {
  return useQueryData(unreadNotificationsQuery(useFirestore(), uid));
}

/** Marks the given notifications read (one batched write; nothing for none). */
export function useMarkNotificationsRead(): (ids: readonly string[]) => Promise<void> {
  const db = useFirestore();
  return useCallback(
    async (ids) => {
      if (ids.length > 0) await markNotificationsRead(db, ids);
    },
    [db],
  );
}
