import { leaveWorkspaceRequest, removeMemberRequest, type OkResponse } from '@crewspace/common/api';
import { removalRefusal } from '@crewspace/common/permissions';
import { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable } from '../lib/callable';
import { db } from '../lib/firebase';
import { notify } from '../notifications/notify';
import {
  heldRoleOf,
  memberProfile,
  readMember,
  readWorkspace,
  removeMember,
  roleOf,
} from './membership';

/** Removes another member (removeMembers right; only the owner removes admins). */
export const removeWorkspaceMember = defineCallable(
  'approved',
  removeMemberRequest,
  async ({ caller, data }): Promise<OkResponse> => {
    if (data.userId === caller.uid) {
      throw new HttpsError('invalid-argument', 'To remove yourself, leave the workspace.');
    }
    const workspaceName = await db.runTransaction(async (tx) => {
      const workspace = await readWorkspace(tx, data.workspaceId);
      const [callerMember, target, actor] = await Promise.all([
        readMember(tx, workspace.id, caller.uid),
        readMember(tx, workspace.id, data.userId),
        memberProfile(tx, caller.uid),
      ]);
      const refusal = removalRefusal({
        callerRole: roleOf(workspace, caller.uid, callerMember),
        targetRole: heldRoleOf(workspace, data.userId, target),
      });
      if (refusal) throw new HttpsError('permission-denied', refusal);
      if (target) removeMember(tx, workspace, target, actor);
      return workspace.data.name;
    });
    await notify({
      userId: data.userId,
      type: 'member-removed',
      title: `You were removed from ${workspaceName}`,
      body: `You no longer have access to ${workspaceName}.`,
    });
    return { ok: true };
  },
);

/** The caller leaves a workspace; an owner must hand it over first. */
export const leaveWorkspace = defineCallable(
  'approved',
  leaveWorkspaceRequest,
  async ({ caller, data }): Promise<OkResponse> => {
    await db.runTransaction(async (tx) => {
      const workspace = await readWorkspace(tx, data.workspaceId);
      const me = await readMember(tx, workspace.id, caller.uid);
      if (!me) throw new HttpsError('not-found', 'You are not a member of this workspace.');
      if (workspace.data.ownerId === caller.uid) {
        throw new HttpsError(
          'failed-precondition',
          'The owner must hand the workspace over before leaving it.',
        );
      }
      removeMember(tx, workspace, me, me);
    });
    return { ok: true };
  },
);
