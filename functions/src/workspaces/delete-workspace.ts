import { deleteWorkspaceRequest } from '@crewspace/common/api';
import { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable } from '../lib/callable';
import { db } from '../lib/firebase';
import { readWorkspace, requireRight } from './membership';

/**
 * Deletes a workspace and everything under it (deleteWorkspace right, typed confirmation).
 * The default workspace cannot be deleted. Role records and invitations go with it.
 */
export const deleteWorkspace = defineCallable(
  'approved',
  deleteWorkspaceRequest,
  async ({ caller, data }) => {
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
    const [roles, invitations] = await Promise.all([
      db.collection('workspaceRoles').where('workspaceId', '==', workspace.id).get(),
      db.collection('invitations').where('workspaceId', '==', workspace.id).get(),
    ]);
    const writer = db.bulkWriter();
    for (const doc of [...roles.docs, ...invitations.docs]) void writer.delete(doc.ref);
    await writer.close();
    return { ok: true as const };
  },
);
