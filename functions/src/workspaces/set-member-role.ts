import { setMemberRoleRequest, type OkResponse } from '@crewspace/common/api';
import { roleChangeRefusal } from '@crewspace/common/permissions';
import { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable } from '../lib/callable';
import { db } from '../lib/firebase';
import { heldRoleOf, memberRef, readMember, readWorkspace, roleOf } from './membership';

/**
 * Gives another member admin, member or viewer. The refusals are the shared
 * roleChangeRefusal table: assignRoles needed, only the owner makes or unmakes admins, the owner's
 * role changes only through transferOwnership, nobody changes their own role. A suspended member
 * keeps their suspension with the new role.
 */
export const setMemberRole = defineCallable(
  'approved',
  setMemberRoleRequest,
  async ({ caller, data }): Promise<OkResponse> => {
    await db.runTransaction(async (tx) => {
      const workspace = await readWorkspace(tx, data.workspaceId);
      const [callerMember, target] = await Promise.all([
        readMember(tx, workspace.id, caller.uid),
        readMember(tx, workspace.id, data.userId),
      ]);
      const refusal = roleChangeRefusal({
        callerRole: roleOf(workspace, caller.uid, callerMember),
        targetRole: heldRoleOf(workspace, data.userId, target),
        newRole: data.role,
        self: data.userId === caller.uid,
      });
      if (refusal) throw new HttpsError('permission-denied', refusal);
      tx.update(memberRef(workspace.id, data.userId), { role: data.role });
    });
    return { ok: true };
  },
);
