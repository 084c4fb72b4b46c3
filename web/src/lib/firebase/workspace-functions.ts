/** Typed wrappers of the workspace callables (functions/src/workspaces, region us-central1). */
import type {
  CreateWorkspaceRequest,
  CreateWorkspaceResponse,
  DeleteWorkspaceRequest,
  InviteMemberRequest,
  LeaveWorkspaceRequest,
  OkResponse,
  RemoveMemberRequest,
  RespondToInvitationRequest,
  RevokeInvitationRequest,
  SetMemberRoleRequest,
  TransferOwnershipRequest,
} from '@crewspace/common/api';
import { httpsCallable } from 'firebase/functions';
import { firebaseServices } from './app';

async function call<Req, Res>(name: string, request: Req): Promise<Res> {
  const callable = httpsCallable<Req, Res>(firebaseServices().functions, name);
  return (await callable(request)).data;
}

/** Creates a workspace the caller owns, with their member document and its chat channel. */
export function callCreateWorkspace(request: CreateWorkspaceRequest): Promise<CreateWorkspaceResponse> {
  return call('createWorkspace', request);
}

/** Gives another member admin, member or viewer (only the owner makes or unmakes admins). */
export function callSetMemberRole(request: SetMemberRoleRequest): Promise<OkResponse> {
  return call('setMemberRole', request);
}

export interface InviteMemberResponse {
  invitationId: string;
  delivered: boolean;
}

export function callInviteMember(request: InviteMemberRequest): Promise<InviteMemberResponse> {
  return call('inviteMember', request);
}

export interface RespondToInvitationResponse {
  workspaceId: string;
  accepted: boolean;
}

export function callRespondToInvitation(
  request: RespondToInvitationRequest,
): Promise<RespondToInvitationResponse> {
  return call('respondToInvitation', request);
}

export function callRevokeInvitation(request: RevokeInvitationRequest): Promise<OkResponse> {
  return call('revokeInvitation', request);
}

export function callRemoveWorkspaceMember(request: RemoveMemberRequest): Promise<OkResponse> {
  return call('removeWorkspaceMember', request);
}

export function callLeaveWorkspace(request: LeaveWorkspaceRequest): Promise<OkResponse> {
  return call('leaveWorkspace', request);
}

export function callTransferOwnership(request: TransferOwnershipRequest): Promise<OkResponse> {
  return call('transferOwnership', request);
}

export function callDeleteWorkspace(request: DeleteWorkspaceRequest): Promise<OkResponse> {
  return call('deleteWorkspace', request);
}
