import { inviteMemberRequest } from '@crewspace/common/api';
import type { InvitationDoc } from '@crewspace/common/models';
import { roleChangeRefusal } from '@crewspace/common/permissions';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { createHash } from 'node:crypto';
import { defineCallable } from '../lib/callable';
import { adminAuth, db } from '../lib/firebase';
import { memberProfile, readMember, readWorkspace, requireRight } from './membership';
import { notifyInvitation } from './pending-invitations';

/** One invitation per workspace and email: inviting again refreshes it instead of adding one. */
export function invitationId(workspaceId: string, email: string): string {
  return `${workspaceId}_${createHash('sha256').update(email).digest('hex').slice(0, 24)}`;
}

/**
 * Invites an email to a workspace (inviteMembers right). An existing approved account is
 * notified now; otherwise the invitation waits until that account signs up and is approved.
 */
export const inviteMember = defineCallable(
  'approved',
  inviteMemberRequest,
  async ({ caller, data }) => {
    const id = invitationId(data.workspaceId, data.email);
    const invitee = await adminAuth.getUserByEmail(data.email).catch(() => null);

    const invitation = await db.runTransaction(async (tx) => {
      const workspace = await readWorkspace(tx, data.workspaceId);
      const callerRole = await requireRight(tx, workspace, caller.uid, 'inviteMembers');
      // Inviting with a role gives that role: the same rules as changing a member's role.
      const refusal = roleChangeRefusal({
        callerRole,
        targetRole: 'member',
        newRole: data.role,
        self: false,
      });
      if (refusal) throw new HttpsError('permission-denied', refusal);
      if (invitee && (await readMember(tx, workspace.id, invitee.uid))) {
        throw new HttpsError('already-exists', `${data.email} is already a member.`);
      }
      const inviter = await memberProfile(tx, caller.uid);
      const doc: InvitationDoc<FieldValue> = {
        workspaceId: workspace.id,
        workspaceName: workspace.data.name,
        email: data.email,
        role: data.role,
        invitedBy: caller.uid,
        invitedByName: inviter.displayName || caller.token.email || 'A teammate',
        status: 'pending',
        createdAt: FieldValue.serverTimestamp(),
      };
      tx.set(db.collection('invitations').doc(id), doc);
      return doc;
    });

    const inviteeApproved = invitee?.customClaims?.approved === true;
    if (invitee && inviteeApproved) await notifyInvitation(id, invitation, invitee.uid);
    return { invitationId: id, delivered: inviteeApproved };
  },
);
