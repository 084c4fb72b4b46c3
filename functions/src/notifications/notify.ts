import type { NotificationDoc } from '@crewspace/common/models';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';

export type NewNotification = Omit<NotificationDoc<unknown>, 'read' | 'createdAt'>;

/**
 * Writes a notification (unread, server-stamped). A stable id makes a retried call
 * overwrite rather than duplicate; without one Firestore picks an id.
 */
export async function notify(notification: NewNotification, id?: string): Promise<string> {
  const ref = id ? db.collection('notifications').doc(id) : db.collection('notifications').doc();
  await ref.set({ ...notification, read: false, createdAt: FieldValue.serverTimestamp() });
  return ref.id;
}

export function notifyInTransaction(tx: Transaction, notification: NewNotification): void {
  const ref = db.collection('notifications').doc();
  tx.set(ref, { ...notification, read: false, createdAt: FieldValue.serverTimestamp() });
}
