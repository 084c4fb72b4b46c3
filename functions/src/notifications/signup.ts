import { db } from '../lib/firebase';
import { notify, type ExistingNotification, type NewNotification } from './notify';

const MAX_ADMINS_NOTIFIED = 100;

/** The new account as the server knows it (from its token and Auth record, never a request). */
export interface SignedUpUser {
  uid: string;
  email: string;
  displayName?: string | null;
}

/**
 * Tells every admin that a new account awaits approval: one notification per admin and new user
 * (stable ids), so repeated calls add nothing. The auth trigger writes it first (`keep`; it knows
 * no display name yet, and a closed tab cannot lose it); the sign-up webhook then refreshes its
 * text with the name the user chose, never making it unread again. Returns how many admins were
 * told.
 */
export async function notifyAdminsOfSignup(
  user: SignedUpUser,
  existing: Exclude<ExistingNotification, 'replace'>,
): Promise<number> {
  const admins = await db
    .collection('users')
    .where('role', '==', 'admin')
    .limit(MAX_ADMINS_NOTIFIED)
    .get();
  const who = user.displayName ? `${user.displayName} (${user.email})` : user.email;
  await Promise.all(
    admins.docs.map((admin) => {
      const notification: NewNotification = {
        userId: admin.id,
        type: 'user-signup',
        title: 'New account awaits approval',
        body: `${who} signed up and is waiting for approval.`,
        link: '/admin',
        subjectUserId: user.uid,
      };
      return notify(notification, `signup_${user.uid}_${admin.id}`, existing);
    }),
  );
  return admins.size;
}
