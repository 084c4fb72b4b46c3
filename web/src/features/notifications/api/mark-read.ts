import { markNotificationsRead } from '../../../lib/firebase/firestore';

export async function markNotificationRead(id: string): Promise<void> {
  await markNotificationsRead([id]);
}

/** Marks every given notification read in one batched write. */
export async function markAllNotificationsRead(ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await markNotificationsRead(ids);
}
