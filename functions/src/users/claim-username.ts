import { claimUsernameRequest, type ClaimUsernameResponse } from '@crewspace/common/api';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { db } from '../lib/firebase';
import { describeIssues } from '../lib/validation';

/**
 * Reserves a username for the caller (approved or not: it is applied right after sign-up).
 * usernames/{lowercase} is the uniqueness lock; a user holds one name, so claiming a new one
 * releases the old. All in one transaction, so two users can never hold the same name.
 */
export async function claimUsername(
  request: CallableRequest<unknown>,
): Promise<ClaimUsernameResponse> {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in first.');
  const parsed = claimUsernameRequest.safeParse(request.data);
  if (!parsed.success)
    throw new HttpsError('invalid-argument', describeIssues(parsed.error.issues));
  const uid = request.auth.uid;
  const display = parsed.data.username;
  const key = display.toLowerCase();

  const userRef = db.collection('users').doc(uid);
  const nameRef = db.collection('usernames').doc(key);
  await db.runTransaction(async (tx) => {
    const [user, name] = await Promise.all([tx.get(userRef), tx.get(nameRef)]);
    if (!user.exists)
      throw new HttpsError('failed-precondition', 'Your account is still being set up. Try again.');
    if (name.exists && name.get('uid') !== uid) {
      throw new HttpsError('already-exists', `The username ${display} is taken.`);
    }
    const previous = user.get('username') as string | undefined;
    if (previous && previous !== key) tx.delete(db.collection('usernames').doc(previous));
    tx.set(nameRef, { uid, display });
    tx.update(userRef, { username: key });
  });
  return { username: display };
}
