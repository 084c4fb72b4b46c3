/**
 * Keeps each workspace's `team` channel equal to the workspace: created with it, members
 * added and removed with it, roles following the workspace role records, deleted with it.
 */
import {
  CHANNEL_TYPE_BY_KIND,
  channelRoleForWorkspaceRole,
  workspaceChannelId,
} from '@crewspace/common/chat';
import type { WorkspaceDoc, WorkspaceMemberSummary } from '@crewspace/common/models';
import { resolveWorkspaceRole, type WorkspaceRole } from '@crewspace/common/permissions';
import type { Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { roleRef } from '../workspaces/membership';
import { streamServer } from './stream-server';

type Workspace = WorkspaceDoc<Timestamp>;

/** Stream's error code for a missing resource. */
const STREAM_NOT_FOUND = 16;

function teamChannel(workspaceId: string, workspace?: Workspace) {
  const data = workspace
    ? {
        name: workspace.name,
        kind: 'Workspace' as const,
        workspaceId,
        created_by_id: workspace.ownerId,
      }
    : undefined;
  return streamServer().channel(
    CHANNEL_TYPE_BY_KIND.Workspace,
    workspaceChannelId(workspaceId),
    data,
  );
}

async function workspaceRoleOf(
  workspaceId: string,
  workspace: Workspace,
  uid: string,
): Promise<WorkspaceRole> {
  const record = await roleRef(workspaceId, uid).get();
  return (
    resolveWorkspaceRole({
      uid,
      ownerId: workspace.ownerId,
      members: workspace.members,
      roleRecord: record.exists ? (record.data() as { role: string }) : null,
    }) ?? 'member'
  );
}

function chatUser(member: WorkspaceMemberSummary | undefined, uid: string) {
  return { id: uid, name: member?.displayName || undefined, image: member?.photoURL || undefined };
}

export async function syncWorkspaceChannel(
  workspaceId: string,
  before: Workspace | undefined,
  after: Workspace | undefined,
): Promise<void> {
  if (!after) {
    if (before) await teamChannel(workspaceId).delete();
    return;
  }
  const previous = new Set(before?.members ?? []);
  const added = after.members.filter((uid) => !previous.has(uid));
  const removed = [...previous].filter((uid) => !after.members.includes(uid));

  if (added.length) {
    const summaries = new Map(after.membersList.map((member) => [member.uid, member]));
    await streamServer().upsertUsers(added.map((uid) => chatUser(summaries.get(uid), uid)));
  }
  const channel = teamChannel(workspaceId, after);
  // Get-or-create: also heals a workspace whose channel is missing (chat set up later).
  await channel.create();
  if (added.length) {
    const members = await Promise.all(
      added.map(async (uid) => ({
        user_id: uid,
        channel_role: channelRoleForWorkspaceRole(await workspaceRoleOf(workspaceId, after, uid)),
      })),
    );
    await channel.addMembers(members);
  }
  if (removed.length) await channel.removeMembers(removed);
  if (before && before.name !== after.name)
    await channel.updatePartial({ set: { name: after.name } });
}

/** A role record changed: the member's channel role follows, while they are still a member. */
export async function syncWorkspaceChannelRole(workspaceId: string, userId: string): Promise<void> {
  const snap = await db.collection('workspaces').doc(workspaceId).get();
  const workspace = snap.data() as Workspace | undefined;
  if (!workspace || !workspace.members.includes(userId)) return;
  const role = await workspaceRoleOf(workspaceId, workspace, userId);
  try {
    await teamChannel(workspaceId).assignRoles([
      { user_id: userId, channel_role: channelRoleForWorkspaceRole(role) },
    ]);
  } catch (error) {
    // The workspace trigger has not created the channel yet; it adds members with their roles.
    if ((error as { code?: number }).code === STREAM_NOT_FOUND) return;
    throw error;
  }
}
