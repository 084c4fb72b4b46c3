/**
 * Workspace membership inside Firestore transactions. A member is the document
 * workspaces/{ws}/members/{uid} (role, name, photo, the workspace's name); joining and leaving
 * write it together with the workspace's membersCount, never as separate client writes.
 */
import {
  memberDoc,
  type MemberDoc,
  type WorkspaceDoc,
  type WorkspaceMemberSummary,
} from '@crewspace/common/models';
import {
  hasWorkspaceRight,
  resolveWorkspaceRole,
  type WorkspaceRight,
  type WorkspaceRole,
} from '@crewspace/common/permissions';
import {
  FieldValue,
  type DocumentReference,
  type Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/firebase';
import { recordActivity } from './activity';

export type StoredMember = MemberDoc<Timestamp>;

export interface LoadedWorkspace {
  id: string;
  ref: DocumentReference;
  data: WorkspaceDoc<Timestamp>;
}

export function workspaceRef(workspaceId: string): DocumentReference {
  return db.collection('workspaces').doc(workspaceId);
}

export function memberRef(workspaceId: string, uid: string): DocumentReference {
  return workspaceRef(workspaceId).collection('members').doc(uid);
}

export async function readWorkspace(
  tx: Transaction,
  workspaceId: string,
): Promise<LoadedWorkspace> {
  const ref = workspaceRef(workspaceId);
  const snap = await tx.get(ref);
  if (!snap.exists) throw new HttpsError('not-found', 'That workspace does not exist.');
  return { id: workspaceId, ref, data: snap.data() as WorkspaceDoc<Timestamp> };
}

/** The member document, or null for someone who is not a member. */
export async function readMember(
  tx: Transaction,
  workspaceId: string,
  uid: string,
): Promise<StoredMember | null> {
  const snap = await tx.get(memberRef(workspaceId, uid));
  return snap.exists ? (snap.data() as StoredMember) : null;
}

export function roleOf(workspace: LoadedWorkspace, uid: string, member: StoredMember | null) {
  return resolveWorkspaceRole({ uid, ownerId: workspace.data.ownerId, member });
}

/**
 * The role a member document holds, suspended or not. A suspended member has no rights (roleOf
 * is null), but whoever may remove or re-role them still can: that is what the refusal tables
 * judge for the target of a removal or a role change.
 */
export function heldRoleOf(workspace: LoadedWorkspace, uid: string, member: StoredMember | null) {
  return resolveWorkspaceRole({
    uid,
    ownerId: workspace.data.ownerId,
    member: member && { role: member.role },
  });
}

/** Resolves the caller's role and refuses unless it grants `right`. */
export async function requireRight(
  tx: Transaction,
  workspace: LoadedWorkspace,
  uid: string,
  right: WorkspaceRight,
): Promise<WorkspaceRole> {
  const role = roleOf(workspace, uid, await readMember(tx, workspace.id, uid));
  if (role === null) {
    throw new HttpsError('permission-denied', 'You are not a member of this workspace.');
  }
  if (!hasWorkspaceRight(role, right)) {
    throw new HttpsError('permission-denied', `Your role (${role}) cannot do this here.`);
  }
  return role;
}

/** A new member document, joined now. */
export function newMemberDoc(
  workspaceId: string,
  workspaceName: string,
  profile: WorkspaceMemberSummary,
  role: WorkspaceRole,
): MemberDoc<FieldValue> {
  return memberDoc({
    workspaceId,
    workspaceName,
    profile,
    role,
    joinedAt: FieldValue.serverTimestamp(),
  });
}

/** Adds a member (the caller has checked they are not one yet) and counts them. */
export function addMember(
  tx: Transaction,
  workspace: LoadedWorkspace,
  profile: WorkspaceMemberSummary,
  role: Exclude<WorkspaceRole, 'owner'>,
): void {
  tx.create(
    memberRef(workspace.id, profile.uid),
    newMemberDoc(workspace.id, workspace.data.name, profile, role),
  );
  tx.update(workspace.ref, {
    membersCount: FieldValue.increment(1),
    updatedAt: FieldValue.serverTimestamp(),
  });
  recordMemberActivity(tx, workspace.id, 'joined', profile, profile);
}

/**
 * Removes a member and records who did it in the activity feed ('left', by themself or by the
 * member who removed them).
 */
export function removeMember(
  tx: Transaction,
  workspace: LoadedWorkspace,
  target: StoredMember,
  actor: WorkspaceMemberSummary,
): void {
  tx.delete(memberRef(workspace.id, target.uid));
  tx.update(workspace.ref, {
    membersCount: FieldValue.increment(-1),
    updatedAt: FieldValue.serverTimestamp(),
  });
  recordMemberActivity(tx, workspace.id, 'left', actor, target);
}

function recordMemberActivity(
  tx: Transaction,
  workspaceId: string,
  verb: 'joined' | 'left',
  actor: Pick<WorkspaceMemberSummary, 'uid' | 'displayName'>,
  target: Pick<WorkspaceMemberSummary, 'uid' | 'displayName'>,
): void {
  recordActivity(tx, workspaceId, {
    actorId: actor.uid,
    actorName: actor.displayName,
    verb,
    targetType: 'member',
    targetId: target.uid,
    targetName: target.displayName,
    projectId: null,
  });
}

/** The user's name and photo from users/{uid} (never from the request). */
export async function memberProfile(tx: Transaction, uid: string): Promise<WorkspaceMemberSummary> {
  const user = await tx.get(db.collection('users').doc(uid));
  if (!user.exists) {
    throw new HttpsError('failed-precondition', 'That account is still being set up.');
  }
  return {
    uid,
    displayName: String(user.get('displayName') ?? ''),
    photoURL: String(user.get('photoURL') ?? ''),
  };
}
