/**
 * The user's notifications, live: the latest list (newest first), the unread count, mark one
 * read and mark all read (one batched write). Query failures give an empty list and zero unread.
 * A notification that arrives while the app is open plays a short sound.
 */
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { AppNotification } from './api/notifications';
import {
  useMarkNotificationsRead,
  useNotificationList,
  useUnreadNotifications,
} from './api/use-notifications';
import { createNotificationSound, type NotificationSound } from './notification-sound';
import { findArrivals, listOrEmpty, sortNewestFirst, unreadIds } from './notifications-logic';

export interface NotificationsContextValue {
  notifications: AppNotification[];
  unreadCount: number;
  /** True until both queries have answered (or failed). */
  loading: boolean;
  markRead(id: string): Promise<void>;
  markAllRead(): Promise<void>;
  /** The account's email address is verified (invitations can be accepted only then). */
  emailVerified: boolean;
}

const NotificationsContext = createContext<NotificationsContextValue | null>(null);

export interface NotificationsProviderProps {
  uid: string;
  /** From the session's token; an unverified account is told to verify before joining. */
  emailVerified?: boolean;
  children: ReactNode;
  /** Replaces the WebAudio chime (tests). */
  createSound?: () => NotificationSound;
}

export function NotificationsProvider({
  uid,
  emailVerified = true,
  children,
  createSound = createNotificationSound,
}: NotificationsProviderProps) {
  const listState = useNotificationList(uid);
  const unreadState = useUnreadNotifications(uid);
  const list = useMemo(() => sortNewestFirst(listOrEmpty(listState)), [listState]);
  const unread = useMemo(() => listOrEmpty(unreadState), [unreadState]);
  // Marked read locally until the listener confirms, so the badge reacts at once.
  const [optimisticRead, setOptimisticRead] = useState<ReadonlySet<string>>(new Set());
  const markNotificationsRead = useMarkNotificationsRead();

  useEffect(() => {
    if (listState.status === 'error') console.warn('Notifications query failed', listState.error);
    if (unreadState.status === 'error') console.warn('Unread query failed', unreadState.error);
  }, [listState, unreadState]);

  const soundRef = useRef<NotificationSound | null>(null);
  useEffect(() => {
    const sound = createSound();
    soundRef.current = sound;
    return () => {
      sound.dispose();
      soundRef.current = null;
    };
  }, [createSound]);

  const seenIds = useRef<ReadonlySet<string> | null>(null);
  useEffect(() => {
    if (unreadState.status !== 'ready') return;
    if (findArrivals(seenIds.current, unreadState.data).length > 0) soundRef.current?.play();
    seenIds.current = new Set([...(seenIds.current ?? []), ...unreadState.data.map((n) => n.id)]);
  }, [unreadState]);

  const markLocally = useCallback(async (ids: readonly string[], write: () => Promise<void>) => {
    setOptimisticRead((current) => new Set([...current, ...ids]));
    try {
      await write();
    } catch (error) {
      setOptimisticRead((current) => new Set([...current].filter((id) => !ids.includes(id))));
      throw error;
    }
  }, []);

  const markRead = useCallback(
    (id: string) => markLocally([id], () => markNotificationsRead([id])),
    [markLocally, markNotificationsRead],
  );

  const markAllRead = useCallback(() => {
    const ids = unreadIds(unread);
    return markLocally(ids, () => markNotificationsRead(ids));
  }, [unread, markLocally, markNotificationsRead]);

  const value = useMemo<NotificationsContextValue>(() => {
    const notifications = list.map((notification) =>
      optimisticRead.has(notification.id) ? { ...notification, read: true } : notification,
    );
    return {
      notifications,
      unreadCount: unread.filter((notification) => !optimisticRead.has(notification.id)).length,
      loading: listState.status === 'loading' || unreadState.status === 'loading',
      markRead,
      markAllRead,
      emailVerified,
    };
  }, [
    list,
    unread,
    optimisticRead,
    listState.status,
    unreadState.status,
    markRead,
    markAllRead,
    emailVerified,
  ]);

  return <NotificationsContext value={value}>{children}</NotificationsContext>;
}

export function useNotifications(): NotificationsContextValue {
  const value = use(NotificationsContext);
  if (!value) throw new Error('useNotifications must be used inside <NotificationsProvider>.');
  return value;
}
