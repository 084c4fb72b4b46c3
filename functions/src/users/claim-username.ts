import { claimUsernameRequest } from '@crewspace/common/api';
import { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable } from '../lib/callable';
import { db } from '../lib/firebase';

/**
 * Reserves a username for the caller (approved or not: it is applied right after sign-up).
 * usernames/{lowercase} is the uniqueness lock; a user holds one name, so claiming a new one
 * releases the old. All in one transaction, so two users can never hold the same name.
 */
export const claimUsername = defineCallable(
  'signed-in',
  claimUsernameRequest,
  async ({ caller, data }) => {
    const display = data.username;
    const key = display.toLowerCase();
    const userRef = db.collection('users').doc(caller.uid);
    const nameRef = db.collection('usernames').doc(key);
    await db.runTransaction(async (tx) => {
      const [user, name] = await Promise.all([tx.get(userRef), tx.get(nameRef)]);
      if (!user.exists) {
        throw new HttpsError(
          'failed-precondition',
          'Your account is still being set up. Try again.',
        );
      }
      if (name.exists && name.get('uid') !== caller.uid) {
        throw new HttpsError('already-exists', `The username ${display} is taken.`);
      }
      const previous = user.get('username') as string | undefined;
      if (previous && previous !== key) tx.delete(db.collection('usernames').doc(previous));
      tx.set(nameRef, { uid: caller.uid, display });
      tx.update(userRef, { username: key });
    });
    return { username: display };
  },
);
