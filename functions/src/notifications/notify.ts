import type { NotificationDoc } from '@crewspace/common/models';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';

/** gRPC status the Admin SDK reports when create() finds the document. */
const ALREADY_EXISTS = 6;

export type NewNotification = Omit<NotificationDoc<unknown>, 'read' | 'createdAt'>;

/**
 * Writes a notification (unread, server-stamped). A stable id makes a retried call overwrite
 * rather than duplicate (or, with `ifAbsent`, leave an existing one as it is); without one
 * Firestore picks an id.
 */
export async function notify(
  notification: NewNotification,
  id?: string,
  options: { ifAbsent?: boolean } = {},
): Promise<string> {
  const ref = id ? db.collection('notifications').doc(id) : db.collection('notifications').doc();
  const data = { ...notification, read: false, createdAt: FieldValue.serverTimestamp() };
  if (!options.ifAbsent) {
    await ref.set(data);
    return ref.id;
  }
  try {
    await ref.create(data);
  } catch (error) {
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
  }
  return ref.id;
}

export function notifyInTransaction(tx: Transaction, notification: NewNotification): void {
  const ref = db.collection('notifications').doc();
  tx.set(ref, { ...notification, read: false, createdAt: FieldValue.serverTimestamp() });
}
