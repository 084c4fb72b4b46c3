import { respondToInvitationRequest } from '@crewspace/common/api';
import { INVITATION_LIFETIME_DAYS } from '@crewspace/common/limits';
import type { InvitationDoc } from '@crewspace/common/models';
import { workspaceSettingsHref } from '@crewspace/common/links';
import { invitationRefusal } from '@crewspace/common/permissions';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable } from '../lib/callable';
import { db } from '../lib/firebase';
import { notify } from '../notifications/notify';
import { settleNotifications } from '../notifications/settle';
import { addMember, memberProfile, readMember, readWorkspace, roleOf } from './membership';
import { invitationExpired, invitationNotificationId } from './pending-invitations';

/**
 * The invitee accepts (joins with the invited role) or declines a pending invitation. Accepting
 * needs the invitation within its lifetime and its inviter still allowed to give it (an active
 * member whose role may invite with that role); one whose inviter lost that right is revoked
 * here, whatever the member trigger has done yet.
 */
export const respondToInvitation = defineCallable(
  'approved',
  respondToInvitationRequest,
  async ({ caller, data }) => {
    // An unverified address proves nothing: anyone can sign up with a password as an invited
    // email that has no account yet, and then neither join nor turn down its invitations.
    if (caller.token.email_verified !== true) {
      throw new HttpsError(
        'failed-precondition',
        'Verify your email address first: invitations go to an address, and only a verified one proves it is yours.',
      );
    }
    const ref = db.collection('invitations').doc(data.invitationId);
    const outcome = await db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const invitation = snap.data() as InvitationDoc<Timestamp> | undefined;
      if (!invitation || invitation.email !== caller.token.email?.toLowerCase()) {
        throw new HttpsError('not-found', 'That invitation does not exist or is not yours.');
      }
      if (invitation.status !== 'pending') {
        throw new HttpsError(
          'failed-precondition',
          `That invitation was already ${invitation.status}.`,
        );
      }
      if (data.accept) {
        if (invitationExpired(invitation, Date.now())) {
          throw new HttpsError(
            'failed-precondition',
            `That invitation expired: invitations last ${INVITATION_LIFETIME_DAYS} days. Ask for a new one.`,
          );
        }
        const workspace = await readWorkspace(tx, invitation.workspaceId);
        const [inviter, existing, profile] = await Promise.all([
          readMember(tx, workspace.id, invitation.invitedBy),
          readMember(tx, workspace.id, caller.uid),
          memberProfile(tx, caller.uid),
        ]);
        if (invitationRefusal(roleOf(workspace, invitation.invitedBy, inviter), invitation.role)) {
          tx.update(ref, {
            status: 'revoked',
            revokedReason: 'inviter-lost-right',
            respondedAt: FieldValue.serverTimestamp(),
          });
          return { invitation, revoked: true };
        }
        if (!existing) addMember(tx, workspace, profile, invitation.role);
      }
      tx.update(ref, {
        status: data.accept ? 'accepted' : 'declined',
        respondedAt: FieldValue.serverTimestamp(),
      });
      return { invitation, revoked: false };
    });
    const { invitation } = outcome;
    const notice = db.collection('notifications').doc(invitationNotificationId(data.invitationId));
    if (outcome.revoked) {
      await notice.delete();
      throw new HttpsError(
        'failed-precondition',
        `That invitation no longer stands: whoever sent it can no longer invite you to ${invitation.workspaceName}.`,
      );
    }

    await settleNotifications([notice], {
      title: data.accept
        ? `You joined ${invitation.workspaceName}`
        : `You declined ${invitation.workspaceName}`,
      body: data.accept
        ? `You are a ${invitation.role} of ${invitation.workspaceName}.`
        : `You declined the invitation to ${invitation.workspaceName}.`,
    });
    await notify({
      userId: invitation.invitedBy,
      type: 'invitation-accepted',
      title: data.accept
        ? `${caller.token.email} joined ${invitation.workspaceName}`
        : `${caller.token.email} declined`,
      body: data.accept
        ? `They joined ${invitation.workspaceName} as ${invitation.role}.`
        : `They declined the invitation to ${invitation.workspaceName}.`,
      link: workspaceSettingsHref(invitation.workspaceId),
    });
    return { workspaceId: invitation.workspaceId, accepted: data.accept };
  },
);
