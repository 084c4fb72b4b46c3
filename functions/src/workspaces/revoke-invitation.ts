import { revokeInvitationRequest } from '@crewspace/common/api';
import type { InvitationDoc } from '@crewspace/common/models';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable } from '../lib/callable';
import { db } from '../lib/firebase';
import { readWorkspace, requireRight } from './membership';
import { invitationNotificationId } from './pending-invitations';

/**
 * Withdraws a pending invitation (inviteMembers right: whoever may invite may take it back).
 * The record stays as 'revoked' so a stale link explains itself; the invitee's notification is
 * deleted so their panel no longer offers a "Join" that cannot work. Inviting the same email
 * again reuses the record and makes it pending again.
 */
export const revokeInvitation = defineCallable(
  'approved',
  revokeInvitationRequest,
  async ({ caller, data }) => {
    const ref = db.collection('invitations').doc(data.invitationId);
    await db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const invitation = snap.data() as InvitationDoc<Timestamp> | undefined;
      if (!invitation) throw new HttpsError('not-found', 'That invitation does not exist.');
      const workspace = await readWorkspace(tx, invitation.workspaceId);
      await requireRight(tx, workspace, caller.uid, 'inviteMembers');
      if (invitation.status !== 'pending') {
        throw new HttpsError(
          'failed-precondition',
          `That invitation was already ${invitation.status}.`,
        );
      }
      tx.update(ref, {
        status: 'revoked',
        revokedBy: caller.uid,
        revokedReason: 'withdrawn',
        respondedAt: FieldValue.serverTimestamp(),
      });
    });
    await db.collection('notifications').doc(invitationNotificationId(data.invitationId)).delete();
    return { ok: true as const };
  },
);
