import type { InvitationDoc } from '@crewspace/common/models';
import { invitationRefusal, resolveWorkspaceRole } from '@crewspace/common/permissions';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { memberRef, workspaceRef, type StoredMember } from './membership';
import { invitationNotificationId } from './pending-invitations';

/**
 * A member document of `uid` changed (removed, left, re-roled, suspended with a rejected
 * account): their pending invitations in the workspace that their role no longer lets them give
 * are revoked, and the invitees' notices of them deleted. Reads the current state, so running it
 * twice or late changes nothing more; accepting re-checks the inviter anyway
 * (respondToInvitation). Returns the ids revoked.
 */
export async function revokeInvitationsBeyondRights(
  workspaceId: string,
  uid: string,
): Promise<string[]> {
  const pending = await db
    .collection('invitations')
    .where('workspaceId', '==', workspaceId)
    .where('invitedBy', '==', uid)
    .where('status', '==', 'pending')
    .get();
  if (pending.empty) return [];
  const [workspace, member] = await Promise.all([
    workspaceRef(workspaceId).get(),
    memberRef(workspaceId, uid).get(),
  ]);
  // A deleted workspace takes its invitations with it (deleteWorkspace).
  if (!workspace.exists) return [];
  const role = resolveWorkspaceRole({
    uid,
    ownerId: String(workspace.get('ownerId')),
    member: member.exists ? (member.data() as StoredMember) : null,
  });
  const stale = pending.docs.filter((doc) =>
    invitationRefusal(role, (doc.data() as InvitationDoc<Timestamp>).role),
  );
  await Promise.all(
    stale.map(async (doc) => {
      // Only if nobody answered it meanwhile: the write is conditional on the version read.
      await doc.ref.update(
        {
          status: 'revoked',
          revokedReason: 'inviter-lost-right',
          respondedAt: FieldValue.serverTimestamp(),
        },
        { lastUpdateTime: doc.updateTime },
      );
      await db.collection('notifications').doc(invitationNotificationId(doc.id)).delete();
    }),
  );
  return stale.map((doc) => doc.id);
}
