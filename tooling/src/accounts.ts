/**
 * Account administration through firebase-admin, shared by `npm run admin:grant` and the
 * local seed. Works against the emulators (when the *_EMULATOR_HOST variables are set) or a
 * real project with credentials.
 */
import type { App } from 'firebase-admin/app';
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { signupDecisionText } from '@crewspace/common/models';
import { setTimeout as sleep } from 'node:timers/promises';

/** Waits for the auth trigger to write users/{uid} (it runs asynchronously after sign-up). */
export async function waitForUserDoc(app: App, uid: string, timeoutMs = 60_000): Promise<void> {
  const ref = getFirestore(app).collection('users').doc(uid);
  const deadline = Date.now() + timeoutMs;
  while (!(await ref.get()).exists) {
    if (Date.now() > deadline)
      throw new Error(`users/${uid} was not created by the auth trigger in time.`);
    await sleep(250);
  }
}

/**
 * Sets the approval claim and field together, as the approveUser callable does, and like it
 * settles the admins' sign-up notices about the account (they would say it still waits).
 */
export async function setApproved(app: App, uid: string, approved: boolean): Promise<void> {
  const auth = getAuth(app);
  const { customClaims, email, displayName } = await auth.getUser(uid);
  await auth.setCustomUserClaims(uid, { ...customClaims, approved });
  const db = getFirestore(app);
  await db
    .collection('users')
    .doc(uid)
    .update({
      isApproved: approved,
      approvalStatus: approved ? 'approved' : 'rejected',
    });
  const notices = await db
    .collection('notifications')
    .where('type', '==', 'user-signup')
    .where('subjectUserId', '==', uid)
    .get();
  const text = signupDecisionText(approved, { uid, email, displayName });
  await Promise.all(notices.docs.map((notice) => notice.ref.update({ ...text, read: true })));
}

/** Makes an account an approved admin: the `admin` claim and role 'admin' on its user doc. */
export async function grantAdmin(app: App, email: string): Promise<UserRecord> {
  const auth = getAuth(app);
  const user = await auth.getUserByEmail(email);
  await waitForUserDoc(app, user.uid);
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, admin: true, approved: true });
  await getFirestore(app)
    .collection('users')
    .doc(user.uid)
    .update({ role: 'admin', isApproved: true, approvalStatus: 'approved' });
  return user;
}
