/**
 * The workspace callables (functions/src/workspaces): membership, roles, invitations, creation and
 * deletion always change on the server. Each takes the Functions instance of the providers.
 */
import type {
  CreateWorkspaceRequest,
  CreateWorkspaceResponse,
  DeleteWorkspaceRequest,
  InviteMemberRequest,
  InviteMemberResponse,
  LeaveWorkspaceRequest,
  OkResponse,
  RemoveMemberRequest,
  RespondToInvitationRequest,
  RevokeInvitationRequest,
  SetMemberRoleRequest,
  TransferOwnershipRequest,
} from '@crewspace/common/api';
import type { Functions } from 'firebase/functions';
import { callFunction } from '@/lib/firebase/callable';

/** Creates a workspace the caller owns, with their member document and its chat channel. */
export function callCreateWorkspace(
  functions: Functions,
  request: CreateWorkspaceRequest,
): Promise<CreateWorkspaceResponse> {
  return callFunction(functions, 'createWorkspace', request);
}

/** Gives another member admin, member or viewer (only the owner makes or unmakes admins). */
export function callSetMemberRole(
  functions: Functions,
  request: SetMemberRoleRequest,
): Promise<OkResponse> {
  return callFunction(functions, 'setMemberRole', request);
}

export function callInviteMember(
  functions: Functions,
  request: InviteMemberRequest,
): Promise<InviteMemberResponse> {
  return callFunction(functions, 'inviteMember', request);
}

export interface RespondToInvitationResponse {
  workspaceId: string;
  accepted: boolean;
}

export function callRespondToInvitation(
  functions: Functions,
  request: RespondToInvitationRequest,
): Promise<RespondToInvitationResponse> {
  return callFunction(functions, 'respondToInvitation', request);
}

export function callRevokeInvitation(
  functions: Functions,
  request: RevokeInvitationRequest,
): Promise<OkResponse> {
  return callFunction(functions, 'revokeInvitation', request);
}

export function callRemoveWorkspaceMember(
  functions: Functions,
  request: RemoveMemberRequest,
): Promise<OkResponse> {
  return callFunction(functions, 'removeWorkspaceMember', request);
}

export function callLeaveWorkspace(
  functions: Functions,
  request: LeaveWorkspaceRequest,
): Promise<OkResponse> {
  return callFunction(functions, 'leaveWorkspace', request);
}

export function callTransferOwnership(
  functions: Functions,
  request: TransferOwnershipRequest,
): Promise<OkResponse> {
  return callFunction(functions, 'transferOwnership', request);
}

export function callDeleteWorkspace(
  functions: Functions,
  request: DeleteWorkspaceRequest,
): Promise<OkResponse> {
  return callFunction(functions, 'deleteWorkspace', request);
}
