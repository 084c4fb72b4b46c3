/**
 * Notifications stay true after what they announce is resolved: the function that resolves it
 * (an approval, an answered join request or invitation) rewrites their text to say what happened
 * and marks them read, so no badge counts a thing that needs nobody any more.
 */
import type { NotificationType } from '@crewspace/common/models';
import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';

/** At most this many notifications are settled per resolved thing (one per admin or manager). */
const MAX_SETTLED = 200;

/** gRPC status the Admin SDK reports when an update finds no document. */
const NOT_FOUND = 5;

/** The notifications of `type` about `subjectUserId` (whose ids start with `idPrefix`, if given). */
export async function notificationsAbout(
  type: NotificationType,
  subjectUserId: string,
  idPrefix = '',
): Promise<DocumentReference[]> {
  const found = await db
    .collection('notifications')
    .where('type', '==', type)
    .where('subjectUserId', '==', subjectUserId)
    .limit(MAX_SETTLED)
    .get();
  return found.docs.filter((doc) => doc.id.startsWith(idPrefix)).map((doc) => doc.ref);
}

/** Rewrites each existing notification's text and marks it read; missing ones are skipped. */
export async function settleNotifications(
  refs: readonly DocumentReference[],
  text: { title: string; body: string },
): Promise<void> {
  await Promise.all(
    refs.map((ref) =>
      ref.update({ ...text, read: true }).catch((error: { code?: number }) => {
        if (error.code !== NOT_FOUND) throw error;
      }),
    ),
  );
}
