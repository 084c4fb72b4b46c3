import { createWorkspaceRequest, type CreateWorkspaceResponse } from '@crewspace/common/api';
import { DEFAULT_CALENDAR_CONFIG, type WorkspaceDoc } from '@crewspace/common/models';
import { WORKSPACES_OWNED_MAX } from '@crewspace/common/limits';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { syncWorkspaceChannelMember } from '../chat/workspace-channel';
import { defineCallable } from '../lib/callable';
import { db } from '../lib/firebase';
import { memberProfile, memberRef, newMemberDoc } from './membership';

/**
 * Creates a workspace the caller owns: the workspace, the owner's member document and the chat
 * channel in one go; an account owns at most WORKSPACES_OWNED_MAX workspaces. The server picks the id, so nobody can aim a new workspace at the id of a
 * deleted one (or at anyone else's).
 */
export const createWorkspace = defineCallable(
  'approved',
  createWorkspaceRequest,
  async ({ caller, data }): Promise<CreateWorkspaceResponse> => {
    const ref = db.collection('workspaces').doc();
    await db.runTransaction(async (tx) => {
      // In the transaction, so that two creations at once cannot both take the last place.
      const owned = await tx.get(
        db.collection('workspaces').where('ownerId', '==', caller.uid).limit(WORKSPACES_OWNED_MAX),
      );
      if (owned.size >= WORKSPACES_OWNED_MAX) {
        throw new HttpsError(
          'resource-exhausted',
          `You own ${WORKSPACES_OWNED_MAX} workspaces, the most one account may own. Delete one or hand it over to create another.`,
        );
      }
      const profile = await memberProfile(tx, caller.uid);
      const now = FieldValue.serverTimestamp();
      const workspace: WorkspaceDoc<FieldValue> = {
        name: data.name,
        ownerId: caller.uid,
        membersCount: 1,
        type: 'workspace',
        description: data.description,
        isDefault: false,
        calendarConfig: DEFAULT_CALENDAR_CONFIG,
        createdAt: now,
        updatedAt: now,
      };
      tx.create(ref, workspace);
      tx.create(memberRef(ref.id, caller.uid), newMemberDoc(ref.id, data.name, profile, 'owner'));
    });
    // The member trigger does this too; doing it here means the channel is there on return.
    await syncWorkspaceChannelMember(ref.id, caller.uid);
    return { workspaceId: ref.id };
  },
);
