/**
 * Workspace membership inside Firestore transactions. members, membersList and membersCount
 * always change together here, never as separate client writes.
 */
import type { WorkspaceDoc, WorkspaceMemberSummary } from '@crewspace/common/models';
import {
  hasWorkspaceRight,
  resolveWorkspaceRole,
  workspaceRoleId,
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

export interface LoadedWorkspace {
  id: string;
  ref: DocumentReference;
  data: WorkspaceDoc<Timestamp>;
}

export function roleRef(workspaceId: string, userId: string): DocumentReference {
  return db.collection('workspaceRoles').doc(workspaceRoleId(workspaceId, userId));
}

export async function readWorkspace(
  tx: Transaction,
  workspaceId: string,
): Promise<LoadedWorkspace> {
  const ref = db.collection('workspaces').doc(workspaceId);
  const snap = await tx.get(ref);
  if (!snap.exists) throw new HttpsError('not-found', 'That workspace does not exist.');
  return { id: workspaceId, ref, data: snap.data() as WorkspaceDoc<Timestamp> };
}

export async function roleIn(
  tx: Transaction,
  workspace: LoadedWorkspace,
  uid: string,
): Promise<WorkspaceRole | null> {
  const record = await tx.get(roleRef(workspace.id, uid));
  return resolveWorkspaceRole({
    uid,
    ownerId: workspace.data.ownerId,
    members: workspace.data.members,
    roleRecord: record.exists ? (record.data() as { role: string }) : null,
  });
}

/** Resolves the caller's role and refuses unless it grants `right`. */
export async function requireRight(
  tx: Transaction,
  workspace: LoadedWorkspace,
  uid: string,
  right: WorkspaceRight,
): Promise<WorkspaceRole> {
  const role = await roleIn(tx, workspace, uid);
  if (role === null)
    throw new HttpsError('permission-denied', 'You are not a member of this workspace.');
  if (!hasWorkspaceRight(role, right)) {
    throw new HttpsError('permission-denied', `Your role (${role}) cannot do this here.`);
  }
  return role;
}

export function addMember(
  tx: Transaction,
  workspace: LoadedWorkspace,
  member: WorkspaceMemberSummary,
  role: Exclude<WorkspaceRole, 'owner'>,
): void {
  if (workspace.data.members.includes(member.uid)) return;
  tx.update(workspace.ref, {
    members: FieldValue.arrayUnion(member.uid),
    membersList: [
      ...workspace.data.membersList.filter((entry) => entry.uid !== member.uid),
      member,
    ],
    membersCount: workspace.data.members.length + 1,
    updatedAt: FieldValue.serverTimestamp(),
  });
  tx.set(roleRef(workspace.id, member.uid), {
    workspaceId: workspace.id,
    userId: member.uid,
    role,
  });
  recordMemberActivity(tx, workspace.id, 'joined', member, member);
}

/**
 * Removes `uid` and records who did it in the activity feed ('left', by themself or by the
 * member who removed them).
 */
export function removeMember(
  tx: Transaction,
  workspace: LoadedWorkspace,
  uid: string,
  actor: WorkspaceMemberSummary,
): void {
  if (uid === workspace.data.ownerId) {
    throw new HttpsError('failed-precondition', 'The owner must hand ownership over first.');
  }
  if (!workspace.data.members.includes(uid)) {
    throw new HttpsError('not-found', 'That person is not a member of this workspace.');
  }
  const target = workspace.data.membersList.find((entry) => entry.uid === uid);
  tx.update(workspace.ref, {
    members: FieldValue.arrayRemove(uid),
    membersList: workspace.data.membersList.filter((entry) => entry.uid !== uid),
    membersCount: workspace.data.members.length - 1,
    updatedAt: FieldValue.serverTimestamp(),
  });
  tx.delete(roleRef(workspace.id, uid));
  recordMemberActivity(tx, workspace.id, 'left', actor, {
    uid,
    displayName: target?.displayName ?? '',
  });
}

function recordMemberActivity(
  tx: Transaction,
  workspaceId: string,
  verb: 'joined' | 'left',
  actor: WorkspaceMemberSummary,
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

export async function memberSummary(tx: Transaction, uid: string): Promise<WorkspaceMemberSummary> {
  const user = await tx.get(db.collection('users').doc(uid));
  if (!user.exists)
    throw new HttpsError('failed-precondition', 'That account is still being set up.');
  return {
    uid,
    displayName: String(user.get('displayName') ?? ''),
    photoURL: String(user.get('photoURL') ?? ''),
  };
}
