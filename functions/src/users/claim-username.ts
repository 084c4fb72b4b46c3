import { claimUsernameRequest } from '@crewspace/common/api';
import { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable } from '../lib/callable';
import { db } from '../lib/firebase';

/**
 * Reserves a username for the caller (approved or not: it is applied right after sign-up).
 * usernames/{lowercase} is the uniqueness lock; a user holds one name, so claiming a new one
 * releases the old. All in one transaction, so two users can never hold the same name. The lock
 * is readable by anyone (availability), so it holds the name's spelling only, never the uid.
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
      const previous = user.get('username') as string | undefined;
      // Who holds a name is their users/{uid}.username; an older record also names its holder.
      const holdsIt = previous === key || name.get('uid') === caller.uid;
      if (name.exists && !holdsIt) {
        throw new HttpsError('already-exists', `The username ${display} is taken.`);
      }
      if (previous && previous !== key) tx.delete(db.collection('usernames').doc(previous));
      tx.set(nameRef, { display });
      tx.update(userRef, { username: key });
    });
    return { username: display };
  },
);
