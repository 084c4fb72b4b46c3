/**
 * Direct and group chats (`messaging` channels), made and changed only here: the chat service
 * lets no client create one or change its members (Stream: no `create-channel` for `user`, no
 * `update-channel-members` for any channel role on `messaging`), because only the server knows
 * who shares a workspace. Everyone the caller puts in a chat must share a workspace with them
 * (`workspaces/shared-workspaces.ts`), so nobody pulls strangers into a conversation or, through
 * it, into mention notices.
 */
import type {
  ChangeGroupMemberRequest,
  ChangeGroupMemberResponse,
  CreateGroupChannelRequest,
  MessagingChannelResponse,
  OpenDirectChannelRequest,
} from '@crewspace/common/api';
import { canManageGroupMembers, isDirectChannelId } from '@crewspace/common/chat';
import { randomUUID } from 'node:crypto';
import { HttpError } from '../api/http-error';
import { sharingAWorkspace } from '../workspaces/shared-workspaces';
import { chatUnavailable, findChannel, memberId } from './communities';
import { streamServer } from './stream-server';

/** The Stream type of Direct and Group chats (`CHANNEL_TYPE_BY_KIND`). */
const MESSAGING = 'messaging';

/** 403 unless everyone in `others` shares a workspace with `uid`. */
async function requireSharedWorkspace(uid: string, others: readonly string[]): Promise<void> {
  const sharing = await sharingAWorkspace(uid, others);
  if (others.some((other) => !sharing.has(other))) {
    throw new HttpError(
      403,
      'permission-denied',
      'You can chat only with people you share a workspace with.',
    );
  }
}

async function created(
  doing: string,
  make: () => Promise<{ channel: { id?: string } }>,
): Promise<MessagingChannelResponse> {
  try {
    const { channel } = await make();
    return { channelType: MESSAGING, channelId: channel.id ?? '' };
  } catch (error) {
    throw chatUnavailable(doing, error);
  }
}

/** The caller's direct chat with `userId` (Stream's distinct channel of the two), made once. */
export async function openDirectChannel(
  callerId: string,
  { userId }: OpenDirectChannelRequest,
): Promise<MessagingChannelResponse> {
  if (userId === callerId) {
    throw new HttpError(400, 'invalid-argument', 'A direct chat needs someone else.');
  }
  await requireSharedWorkspace(callerId, [userId]);
  return created('opening a direct chat', () =>
    streamServer()
      .channel(MESSAGING, { members: [callerId, userId], created_by_id: callerId })
      .create(),
  );
}

/** A new group named `name`, owned by the caller, with the caller and `memberIds` in it. */
export async function createGroupChannel(
  callerId: string,
  { name, memberIds }: CreateGroupChannelRequest,
): Promise<MessagingChannelResponse> {
  const others = [...new Set(memberIds)].filter((id) => id !== callerId);
  if (others.length === 0) {
    throw new HttpError(400, 'invalid-argument', 'A group needs someone besides you.');
  }
  await requireSharedWorkspace(callerId, others);
  return created('creating a group', () =>
    streamServer()
      .channel(MESSAGING, `group-${randomUUID()}`, {
        name,
        created_by_id: callerId,
        members: [callerId, ...others],
      })
      .create(),
  );
}

const CHANGING = 'changing a group member';

async function loadGroup(channelId: string, callerId: string, userId: string) {
  try {
    const channel = await findChannel(MESSAGING, channelId);
    if (!channel) return null;
    const { members } = await channel.queryMembers({ id: { $in: [callerId, userId] } });
    const byId = (id: string) => members.find((member) => memberId(member) === id);
    return { channel, caller: byId(callerId), target: byId(userId) };
  } catch (error) {
    throw chatUnavailable(CHANGING, error);
  }
}

/** Adds someone who shares a workspace with the caller to a group, or removes a member. */
export async function changeGroupMember(
  callerId: string,
  { channelId, userId, change }: ChangeGroupMemberRequest,
): Promise<ChangeGroupMemberResponse> {
  const found = isDirectChannelId(channelId) ? null : await loadGroup(channelId, callerId, userId);
  if (!found) throw new HttpError(404, 'not-found', `No group ${channelId}.`);
  const { channel, caller, target } = found;
  if (caller?.status === 'pending' || !canManageGroupMembers(caller?.channel_role)) {
    throw new HttpError(
      403,
      'permission-denied',
      "Only the group's owners, admins and moderators add and remove its members.",
    );
  }
  if (change === 'add') {
    if (!target) {
      await requireSharedWorkspace(callerId, [userId]);
      await channel.addMembers([userId]).catch((error: unknown) => {
        throw chatUnavailable(CHANGING, error);
      });
    }
  } else if (target) {
    await channel.removeMembers([userId]).catch((error: unknown) => {
      throw chatUnavailable(CHANGING, error);
    });
  }
  return { userId, change };
}
