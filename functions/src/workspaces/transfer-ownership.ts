import { transferOwnershipRequest, type OkResponse } from '@crewspace/common/api';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable } from '../lib/callable';
import { db } from '../lib/firebase';
import { memberRef, readMember, readWorkspace } from './membership';

/** The owner hands the workspace to another member and becomes an admin. */
export const transferOwnership = defineCallable(
  'approved',
  transferOwnershipRequest,
  async ({ caller, data }): Promise<OkResponse> => {
    await db.runTransaction(async (tx) => {
      const workspace = await readWorkspace(tx, data.workspaceId);
      const heir = await readMember(tx, workspace.id, data.userId);
      if (workspace.data.ownerId !== caller.uid) {
        throw new HttpsError('permission-denied', 'Only the owner can hand the workspace over.');
      }
      if (workspace.data.isDefault) {
        throw new HttpsError('failed-precondition', 'A personal workspace stays with its owner.');
      }
      if (!heir || heir.suspended === true || data.userId === caller.uid) {
        throw new HttpsError('invalid-argument', 'Choose another member of this workspace.');
      }
      tx.update(workspace.ref, { ownerId: data.userId, updatedAt: FieldValue.serverTimestamp() });
      tx.update(memberRef(workspace.id, data.userId), { role: 'owner' });
      tx.update(memberRef(workspace.id, caller.uid), { role: 'admin' });
    });
    return { ok: true };
  },
);
