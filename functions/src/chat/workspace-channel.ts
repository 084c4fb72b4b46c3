/**
 * Keeps each workspace's `team` channel equal to the workspace: created with it by the system
 * user (so no person is its creator), each member in it with the channel role of their workspace
 * role, renamed and deleted with it. Every sync reads the current documents and reconciles, so
 * triggers that run late or twice leave the same result.
 */
import {
  CHANNEL_TYPE_BY_KIND,
  CHAT_SYSTEM_USER_ID,
  channelRoleForWorkspaceRole,
  workspaceChannelId,
} from '@crewspace/common/chat';
import type { WorkspaceDoc } from '@crewspace/common/models';
import type { Timestamp } from 'firebase-admin/firestore';
import type { StreamChat } from 'stream-chat';
import { memberRef, roleOf, workspaceRef, type StoredMember } from '../workspaces/membership';
import { streamServer } from './stream-server';

type Workspace = WorkspaceDoc<Timestamp>;

/** Stream's error code for a missing resource. */
const STREAM_NOT_FOUND = 16;

function isNotFound(error: unknown): boolean {
  return (error as { code?: number }).code === STREAM_NOT_FOUND;
}

function teamChannel(chat: StreamChat, workspaceId: string) {
  return chat.channel(CHANNEL_TYPE_BY_KIND.Workspace, workspaceChannelId(workspaceId));
}

/** The system user, once per client (a failed upsert is tried again next time). */
const systemUsers = new WeakMap<StreamChat, Promise<unknown>>();

/** The workspace's channel, created by the system user when it is missing. */
async function ensureChannel(chat: StreamChat, workspaceId: string, name: string) {
  let systemUserReady = systemUsers.get(chat);
  if (!systemUserReady) {
    systemUserReady = chat
      .upsertUser({ id: CHAT_SYSTEM_USER_ID, name: 'Crewspace' })
      .catch((error: unknown) => {
        systemUsers.delete(chat);
        throw error;
      });
    systemUsers.set(chat, systemUserReady);
  }
  await systemUserReady;
  const channel = chat.channel(CHANNEL_TYPE_BY_KIND.Workspace, workspaceChannelId(workspaceId), {
    name,
    kind: 'Workspace',
    workspaceId,
    created_by_id: CHAT_SYSTEM_USER_ID,
  });
  await channel.create();
  return channel;
}

/** The workspace document changed: the channel is created, renamed or deleted with it. */
export async function syncWorkspaceChannel(
  workspaceId: string,
  before: Workspace | undefined,
  after: Workspace | undefined,
  chat: StreamChat = streamServer(),
): Promise<void> {
  if (!after) {
    if (before) {
      await teamChannel(chat, workspaceId)
        .delete()
        .catch((error: unknown) => {
          if (!isNotFound(error)) throw error;
        });
    }
    return;
  }
  const channel = await ensureChannel(chat, workspaceId, after.name);
  if (before && before.name !== after.name) {
    await channel.updatePartial({ set: { name: after.name } });
  }
}

/** What a member sync changed in the channel. */
export type ChannelMemberFix = 'added' | 'removed' | 'reroled';

/**
 * A member document changed: the user is in the channel with the channel role of their workspace
 * role while they are an active member, and out of it otherwise. Returns what it changed, or
 * null when the channel already agreed.
 */
export async function syncWorkspaceChannelMember(
  workspaceId: string,
  uid: string,
  chat: StreamChat = streamServer(),
): Promise<ChannelMemberFix | null> {
  const [workspaceSnap, memberSnap] = await Promise.all([
    workspaceRef(workspaceId).get(),
    memberRef(workspaceId, uid).get(),
  ]);
  // A workspace being deleted takes its channel with it.
  if (!workspaceSnap.exists) return null;
  const workspace = workspaceSnap.data() as Workspace;
  const member = memberSnap.exists ? (memberSnap.data() as StoredMember) : null;
  const role = roleOf({ id: workspaceId, ref: workspaceSnap.ref, data: workspace }, uid, member);
  const channel = await ensureChannel(chat, workspaceId, workspace.name);
  const { members } = await channel.queryMembers({ id: uid });
  const current = members[0];
  if (role === null || member === null) {
    if (!current) return null;
    await channel.removeMembers([uid]);
    return 'removed';
  }
  const channelRole = channelRoleForWorkspaceRole(role);
  await chat.upsertUser({
    id: uid,
    name: member.displayName || undefined,
    image: member.photoURL || undefined,
  });
  if (!current) {
    await channel.addMembers([{ user_id: uid, channel_role: channelRole }]);
    return 'added';
  }
  if (current.channel_role === channelRole) return null;
  await channel.assignRoles([{ user_id: uid, channel_role: channelRole }]);
  return 'reroled';
}
