import { approveUserRequest } from '@crewspace/common/api';
import { signupDecisionText } from '@crewspace/common/models';
import { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable } from '../lib/callable';
import { adminAuth, db } from '../lib/firebase';
import { restoreChatAccess, revokeChatAccess } from '../chat/revoke-chat-access';
import { setMembershipsSuspended } from '../members/suspension';
import { notify } from '../notifications/notify';
import { notificationsAbout, settleNotifications } from '../notifications/settle';
import { notifyPendingInvitations } from '../workspaces/pending-invitations';

/**
 * Approves or rejects (or revokes) an account. The `isApproved` field (what the UI watches) and
 * the `approved` custom claim (what the rules read) are set together; the client refreshes its ID
 * token when it sees the field change. A rejection bites at once: the account's refresh tokens
 * are revoked (the API and callables check revocation), its memberships are suspended (the rules
 * refuse a suspended member even with a token minted before) and its chat user is deactivated
 * (which closes an open chat connection). Approving again undoes all three. Every step is
 * idempotent, so a call that failed half way is simply made again.
 */
export const approveUser = defineCallable('admin', approveUserRequest, async ({ data }) => {
  const { uid, approved } = data;
  const userRef = db.collection('users').doc(uid);
  const user = await adminAuth.getUser(uid).catch(() => null);
  if (!user || !(await userRef.get()).exists) {
    throw new HttpsError('not-found', `No account with id ${uid}.`);
  }

  await adminAuth.setCustomUserClaims(uid, { ...user.customClaims, approved });
  if (!approved) await adminAuth.revokeRefreshTokens(uid);
  await setMembershipsSuspended(uid, !approved);
  try {
    await (approved ? restoreChatAccess(uid) : revokeChatAccess(uid));
  } catch (error) {
    console.error(`Chat access of ${uid} not ${approved ? 'restored' : 'revoked'}`, error);
    throw new HttpsError('unavailable', 'The chat service did not answer. Try again.');
  }
  await userRef.update({
    isApproved: approved,
    approvalStatus: approved ? 'approved' : 'rejected',
  });
  await notify({
    userId: uid,
    type: approved ? 'account-approved' : 'account-rejected',
    title: approved ? 'Your account is approved' : 'Your account was not approved',
    body: approved
      ? 'Welcome to Crewspace. Your workspace is ready.'
      : 'An admin declined your account. Contact your team if you think this is a mistake.',
    link: approved ? '/' : '/home',
  });
  // The admins' "awaits approval" notices now say what happened.
  await settleNotifications(
    await notificationsAbout('user-signup', uid),
    signupDecisionText(approved, { uid, email: user.email, displayName: user.displayName }),
  );
  // Invitations sent before the account existed wait for its approval.
  if (approved && user.email) await notifyPendingInvitations(user.email, uid);
  return { uid, approved };
});
