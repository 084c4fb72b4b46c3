import { deleteWorkspaceRequest, type OkResponse } from '@crewspace/common/api';
import { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable } from '../lib/callable';
import { db } from '../lib/firebase';
import { readWorkspace, requireRight } from './membership';
import { invitationNotificationId } from './pending-invitations';

/**
 * Deletes a workspace and everything under it, members included (deleteWorkspace right, typed
 * confirmation). The default workspace cannot be deleted. This is the only way a workspace
 * document goes: the rules refuse a client's delete, which would leave the subcollections.
 * Its invitations go too, with the invitees' notifications that offered them.
 */
export const deleteWorkspace = defineCallable(
  'approved',
  deleteWorkspaceRequest,
  async ({ caller, data }): Promise<OkResponse> => {
    const workspace = await db.runTransaction(async (tx) => {
      const workspace = await readWorkspace(tx, data.workspaceId);
      await requireRight(tx, workspace, caller.uid, 'deleteWorkspace');
      if (workspace.data.isDefault) {
        throw new HttpsError('failed-precondition', 'Your personal workspace cannot be deleted.');
      }
      if (data.confirmName.trim() !== workspace.data.name) {
        throw new HttpsError('invalid-argument', 'Type the workspace name exactly to confirm.');
      }
      return workspace;
    });

    await db.recursiveDelete(workspace.ref);
    const invitations = await db
      .collection('invitations')
      .where('workspaceId', '==', workspace.id)
      .get();
    const writer = db.bulkWriter();
    for (const invitation of invitations.docs) {
      void writer.delete(invitation.ref);
      void writer.delete(
        db.collection('notifications').doc(invitationNotificationId(invitation.id)),
      );
    }
    await writer.close();
    return { ok: true };
  },
);
