/**
 * What the workspace pages do, bound to the providers' Firestore and Functions: the settings
 * write, and every callable (membership, roles, invitations, creation, deletion).
 */
import type { InviteMemberRequest, SetMemberRoleRequest } from '@crewspace/common/api';
import { useMemo } from 'react';
import { useFirestore, useFunctions } from 'reactfire';
import {
  callCreateWorkspace,
  callDeleteWorkspace,
  callInviteMember,
  callLeaveWorkspace,
  callRemoveWorkspaceMember,
  callRespondToInvitation,
  callRevokeInvitation,
  callSetMemberRole,
  callTransferOwnership,
} from './workspace-callables';
import { updateWorkspaceSettings } from './workspaces';

export function useWorkspaceActions() {
  const db = useFirestore();
  const functions = useFunctions();
  return useMemo(
    () => ({
      create: (values: { name: string; description: string }) =>
        callCreateWorkspace(functions, values),
      updateSettings: (workspaceId: string, values: { name: string; description: string }) =>
        updateWorkspaceSettings(db, workspaceId, values),
      setMemberRole: (workspaceId: string, userId: string, role: SetMemberRoleRequest['role']) =>
        callSetMemberRole(functions, { workspaceId, userId, role }),
      removeMember: (workspaceId: string, userId: string) =>
        callRemoveWorkspaceMember(functions, { workspaceId, userId }),
      transferOwnership: (workspaceId: string, userId: string) =>
        callTransferOwnership(functions, { workspaceId, userId }),
      leave: (workspaceId: string) => callLeaveWorkspace(functions, { workspaceId }),
      invite: (workspaceId: string, email: string, role: InviteMemberRequest['role']) =>
        callInviteMember(functions, { workspaceId, email, role }),
      revokeInvitation: (invitationId: string) => callRevokeInvitation(functions, { invitationId }),
      respondToInvitation: (invitationId: string, accept: boolean) =>
        callRespondToInvitation(functions, { invitationId, accept }),
      deleteWorkspace: (workspaceId: string, confirmName: string) =>
        callDeleteWorkspace(functions, { workspaceId, confirmName }),
    }),
    [db, functions],
  );
}
