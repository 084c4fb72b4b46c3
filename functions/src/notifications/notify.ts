import type { NotificationDoc } from '@crewspace/common/models';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';

/** gRPC status the Admin SDK reports when create() finds the document. */
const ALREADY_EXISTS = 6;

export type NewNotification = Omit<NotificationDoc<unknown>, 'read' | 'createdAt'>;

/**
 * What to do when a notification with the given id exists already:
 * - `replace`: write it anew, unread (the default: a new invitation to the same place);
 * - `keep`: leave it as it is (a retried or repeated announcement adds nothing);
 * - `refresh`: update its text but keep its read state and time (a late detail never makes an
 *   old notification unread again).
 */
export type ExistingNotification = 'replace' | 'keep' | 'refresh';

/** A notification as stored: unread, stamped with the server's time. */
export function unreadNotification(notification: NewNotification) {
  return { ...notification, read: false, createdAt: FieldValue.serverTimestamp() };
}

/**
 * Writes a notification (unread, server-stamped). A stable id makes a retried call find the
 * earlier one instead of duplicating it; without one Firestore picks an id.
 */
export async function notify(
  notification: NewNotification,
  id?: string,
  existing: ExistingNotification = 'replace',
): Promise<string> {
  const collection = db.collection('notifications');
  const ref = id ? collection.doc(id) : collection.doc();
  const data = unreadNotification(notification);
  if (existing === 'replace') {
    await ref.set(data);
    return ref.id;
  }
  try {
    await ref.create(data);
  } catch (error) {
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
    if (existing === 'refresh') await ref.update({ title: data.title, body: data.body });
  }
  return ref.id;
}

/** A notification decided on, with the stable id that keeps a retried trigger from repeating it. */
export interface PlannedNotification extends NewNotification {
  id: string;
}

/**
 * Writes the planned notifications of those in `members` (the active members of the workspace
 * they are about: lists of people written by clients may name anyone), keeping any that exists
 * already; returns how many were for members.
 */
export async function notifyMembers(
  planned: readonly PlannedNotification[],
  members: ReadonlyMap<string, unknown>,
): Promise<number> {
  const delivered = planned.filter((notification) => members.has(notification.userId));
  await Promise.all(delivered.map(({ id, ...notification }) => notify(notification, id, 'keep')));
  return delivered.length;
}
