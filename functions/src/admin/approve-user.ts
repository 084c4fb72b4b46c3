import { approveUserRequest, type ApproveUserResponse } from '@crewspace/common/api';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { adminAuth, db } from '../lib/firebase';
import { describeIssues } from '../lib/validation';
import { notify } from '../notifications/notify';

/**
 * Approves or rejects an account. The `isApproved` field (what the UI watches) and the
 * `approved` custom claim (what the rules read) are set together; the client refreshes its
 * ID token when it sees the field change.
 */
export async function approveUser(request: CallableRequest<unknown>): Promise<ApproveUserResponse> {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in first.');
  if (request.auth.token.admin !== true) {
    throw new HttpsError('permission-denied', 'Only admins can approve accounts.');
  }
  const parsed = approveUserRequest.safeParse(request.data);
  if (!parsed.success) {
    throw new HttpsError('invalid-argument', describeIssues(parsed.error.issues));
  }
  const { uid, approved } = parsed.data;

  const userRef = db.collection('users').doc(uid);
  const user = await adminAuth.getUser(uid).catch(() => null);
  if (!user || !(await userRef.get()).exists) {
    throw new HttpsError('not-found', `No account with id ${uid}.`);
  }

  await adminAuth.setCustomUserClaims(uid, { ...user.customClaims, approved });
  await userRef.update({ isApproved: approved });
  await notify({
    userId: uid,
    type: approved ? 'account-approved' : 'account-rejected',
    title: approved ? 'Your account is approved' : 'Your account was not approved',
    body: approved
      ? 'Welcome to Crewspace. Your workspace is ready.'
      : 'An admin declined your account. Contact your team if you think this is a mistake.',
    link: approved ? '/' : '/home',
  });
  return { uid, approved };
}
