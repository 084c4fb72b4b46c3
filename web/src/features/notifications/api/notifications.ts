/**
 * notifications/{id}: written only by functions; the addressee reads theirs and may only flip
 * `read` to true (firestore.rules). The latest list, the unread ones, and marking them read.
 */
import type { EventNoticeTime, NotificationDoc, NotificationType } from '@crewspace/common/models';
import {
  collection,
  doc,
  limit,
  orderBy,
  query,
  where,
  writeBatch,
  type Firestore,
  type Query,
  type Timestamp,
} from 'firebase/firestore';
import { trackWrite } from '@/lib/firebase/pending-writes';
import { readOnlyConverter, toDate } from '@/lib/firebase/converter';

export interface AppNotification {
  id: string;
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  read: boolean;
  createdAt: Date | null;
  /** Where the notification leads (a path of this app), if anywhere. */
  link: string | null;
  subjectUserId: string | null;
  /** An event's notice: when it starts, written in the reader's zone (lib/format-time). */
  event: EventNoticeTime<Date> | null;
}

/** The event time of a stored notice, when it has a readable one. */
function noticeTime(stored: NotificationDoc<Timestamp>['event']): EventNoticeTime<Date> | null {
  const start = toDate(stored?.start);
  if (!stored || !start) return null;
  return {
    start,
    allDay: stored.allDay === true,
    timeZone: stored.timeZone || 'UTC',
    repeats: stored.repeats ?? null,
  };
}

type NotificationQuery = Query<AppNotification, NotificationDoc<Timestamp>>;

const notificationConverter = readOnlyConverter<AppNotification, NotificationDoc<Timestamp>>(
  'Notification',
  (id, data) => ({
    id,
    userId: data.userId,
    type: data.type,
    title: data.title ?? '',
    body: data.body ?? '',
    read: data.read === true,
    createdAt: toDate(data.createdAt),
    link: data.link ?? null,
    subjectUserId: data.subjectUserId ?? null,
    event: noticeTime(data.event),
  }),
);

function notifications(db: Firestore) {
  return collection(db, 'notifications').withConverter(notificationConverter);
}

/** The user's notifications, newest first (index notifications userId+createdAt desc). */
export function notificationsQuery(db: Firestore, uid: string, max = 50): NotificationQuery {
  return query(
    notifications(db),
    where('userId', '==', uid),
    orderBy('createdAt', 'desc'),
    limit(max),
  );
}

/**
 * More unread notifications than the bell shows a number for ("99+"), so the count stays right;
 * Mark all read marks these, and the listener brings up any older ones.
 */
export const UNREAD_NOTIFICATIONS_MAX = 100;

/** The user's newest unread notifications (index notifications userId+read+createdAt desc). */
export function unreadNotificationsQuery(
  db: Firestore,
  uid: string,
  max = UNREAD_NOTIFICATIONS_MAX,
): NotificationQuery {
  return query(
    notifications(db),
    where('userId', '==', uid),
    where('read', '==', false),
    orderBy('createdAt', 'desc'),
    limit(max),
  );
}

/** Marks notifications read in batched writes (one batch per 500, Firestore's batch limit). */
export async function markNotificationsRead(db: Firestore, ids: readonly string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += 500) {
    const batch = writeBatch(db);
    for (const id of ids.slice(start, start + 500)) {
      batch.update(doc(db, 'notifications', id), { read: true });
    }
    await trackWrite(batch.commit());
  }
}
