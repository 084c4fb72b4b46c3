import { useCallback } from 'react';
import type { AppNotification } from '../../../lib/firebase/converters';
import { listenToQuery } from '../../../lib/firebase/firestore';
import { notificationsQuery, unreadNotificationsQuery } from '../../../lib/firebase/refs';
import { useLive, type LiveState } from '../../../lib/use-live';

/** The user's latest notifications, newest first, live. */
export function useNotificationList(uid: string): LiveState<AppNotification[]> {
  const subscribe = useCallback(
    (onNext: (value: AppNotification[]) => void, onError: (error: Error) => void) =>
      listenToQuery(notificationsQuery(uid), onNext, onError),
    [uid],
  );
  return useLive(subscribe);
}

/** The user's unread notifications (read == false), live. */
export function useUnreadNotifications(uid: string): LiveState<AppNotification[]> {
  const subscribe = useCallback(
    (onNext: (value: AppNotification[]) => void, onError: (error: Error) => void) =>
      listenToQuery(unreadNotificationsQuery(uid), onNext, onError),
    [uid],
  );
  return useLive(subscribe);
}
