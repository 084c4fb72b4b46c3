import { db } from '../lib/firebase';
import { notify, type NewNotification } from './notify';

const MAX_ADMINS_NOTIFIED = 100;

export interface SignedUpUser {
  uid: string;
  email: string;
  displayName?: string | null;
}

/**
 * Tells every admin that a new account awaits approval: one notification per admin and new user
 * (stable ids), so repeated calls add nothing. The auth trigger writes it first (`ifAbsent`, it
 * knows no display name yet, and a closed tab cannot lose it); the sign-up webhook then rewrites
 * it with the name the user chose. Returns how many admins were told.
 */
export async function notifyAdminsOfSignup(
  user: SignedUpUser,
  options: { ifAbsent?: boolean } = {},
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
      return notify(notification, `signup_${user.uid}_${admin.id}`, options);
    }),
  );
  return admins.size;
}
