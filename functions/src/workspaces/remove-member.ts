import { leaveWorkspaceRequest, removeMemberRequest } from '@crewspace/common/api';
import { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable } from '../lib/callable';
import { db } from '../lib/firebase';
import { notify } from '../notifications/notify';
import { memberSummary, readWorkspace, removeMember, requireRight, roleIn } from './membership';

/** Removes another member (removeMembers right; only the owner removes admins). */
export const removeWorkspaceMember = defineCallable(
  'approved',
  removeMemberRequest,
  async ({ caller, data }) => {
    if (data.userId === caller.uid) {
      throw new HttpsError('invalid-argument', 'To remove yourself, leave the workspace.');
    }
    const workspaceName = await db.runTransaction(async (tx) => {
      const workspace = await readWorkspace(tx, data.workspaceId);
      const callerRole = await requireRight(tx, workspace, caller.uid, 'removeMembers');
      const targetRole = await roleIn(tx, workspace, data.userId);
      if (targetRole === 'admin' && callerRole !== 'owner') {
        throw new HttpsError('permission-denied', 'Only the owner can remove an admin.');
      }
      const actor = await memberSummary(tx, caller.uid);
      removeMember(tx, workspace, data.userId, actor);
      return workspace.data.name;
    });
    await notify({
      userId: data.userId,
      type: 'member-removed',
      title: `You were removed from ${workspaceName}`,
      body: `You no longer have access to ${workspaceName}.`,
    });
    return { ok: true as const };
  },
);

/** The caller leaves a workspace; an owner must transfer ownership first. */
export const leaveWorkspace = defineCallable(
  'approved',
  leaveWorkspaceRequest,
  async ({ caller, data }) => {
    await db.runTransaction(async (tx) => {
      const workspace = await readWorkspace(tx, data.workspaceId);
      const me = await memberSummary(tx, caller.uid);
      removeMember(tx, workspace, caller.uid, me);
    });
    return { ok: true as const };
  },
);
