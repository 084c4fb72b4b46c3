/**
 * Creating channels of each kind and reading what the user may do in one (own_capabilities).
 * Direct and group chats are made, and a group's members changed, by our API (the chat service
 * lets no client do either: only the server knows who shares a workspace); communities by the
 * SDK. The decisions are pure and tested on their own.
 */
import type {
  ChangeChannelRoleRequest,
  ChangeChannelRoleResponse,
  ChangeGroupMemberRequest,
  ChangeGroupMemberResponse,
  CreateGroupChannelRequest,
  MessagingChannelResponse,
  OpenDirectChannelRequest,
} from '@crewspace/common/api';
import {
  CHANNEL_NAME_MAX,
  CHANNEL_PRIVACY,
  CHANNEL_ROLES,
  CHANNEL_TYPE_BY_KIND,
  ROLE_ASSIGNER_ROLES,
  canManageGroupMembers,
  channelRoleChangeRefusal,
  productChannelRole,
  type ChannelPrivacy,
  type ChannelRole,
} from '@crewspace/common/chat';
import type { Channel, StreamChat } from 'stream-chat';
import type { ApiPost } from './chat-client';

/** A name for a Group or Community channel; returns the problem, or null when it is fine. */
export function validateChannelName(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Give the channel a name.';
  if (trimmed.length > CHANNEL_NAME_MAX) return `Use at most ${CHANNEL_NAME_MAX} characters.`;
  return null;
}

export function isChannelPrivacy(value: string): value is ChannelPrivacy {
  return (CHANNEL_PRIVACY as readonly string[]).includes(value);
}

export const PRIVACY_LABEL: Readonly<Record<ChannelPrivacy, string>> = {
  public: 'Public: anyone can join',
  private: 'Private: members are added by a moderator',
  apply: 'Apply: people ask to join and a moderator accepts',
};

/** A new channel id: letters, numbers and "-" only (Stream allows "!-_"). */
export function newChannelId(prefix: 'community'): string {
  return `${prefix}-${crypto.randomUUID()}`;
}

/** Watches the direct or group chat our API made or found, so it joins the user's list. */
async function watchMessaging(
  client: StreamChat,
  answer: Promise<MessagingChannelResponse>,
): Promise<Channel> {
  const { channelType, channelId } = await answer;
  const channel = client.channel(channelType, channelId);
  await channel.watch({ presence: true });
  return channel;
}

/** The distinct Direct channel of a pair: the same two members always give the same channel. */
export function openDirectChannel(
  client: StreamChat,
  post: ApiPost,
  them: string,
): Promise<Channel> {
  const request: OpenDirectChannelRequest = { userId: them };
  return watchMessaging(client, post<MessagingChannelResponse>('/chat/direct-channels', request));
}

export function createGroupChannel(
  client: StreamChat,
  post: ApiPost,
  name: string,
  memberIds: string[],
): Promise<Channel> {
  const request: CreateGroupChannelRequest = { name: name.trim(), memberIds };
  return watchMessaging(client, post<MessagingChannelResponse>('/chat/group-channels', request));
}

export async function createCommunityChannel(
  client: StreamChat,
  me: string,
  name: string,
  privacy: ChannelPrivacy,
): Promise<Channel> {
  const channel = client.channel(CHANNEL_TYPE_BY_KIND.Community, newChannelId('community'), {
    name: name.trim(),
    privacy,
    members: [me],
  });
  await channel.watch({ presence: true });
  return channel;
}

/**
 * Adds or removes a member: a group's through our API (which checks the caller's role and that a
 * new member shares a workspace with them), a community's with the SDK.
 */
export async function changeMember(
  post: ApiPost,
  channel: Channel,
  userId: string,
  change: ChangeGroupMemberRequest['change'],
): Promise<void> {
  if (channel.type === CHANNEL_TYPE_BY_KIND.Group) {
    const request: ChangeGroupMemberRequest = { channelId: channel.id ?? '', userId, change };
    await post<ChangeGroupMemberResponse>('/chat/group-members', request);
  } else if (change === 'add') {
    await channel.addMembers([userId]);
  } else {
    await channel.removeMembers([userId]);
  }
}

export interface ChannelPermissions {
  canRename: boolean;
  canManageMembers: boolean;
  canAssignRoles: boolean;
  canChangePrivacy: boolean;
  canLeave: boolean;
  canDelete: boolean;
}

/**
 * What the settings panel offers, from the channel's own_capabilities and the user's channel
 * role. The Workspace channel follows workspace membership, so its members, roles and leaving
 * are managed in the workspace instead. Stream has no capability for changing privacy: it
 * belongs to owners and admins (spec section 6), the only roles holding `update-channel` and
 * `update-channel-members` together (moderators manage members but not settings). Roles are
 * changed through our API (clients may not on Stream), which lets owners and admins do it, and
 * so are a group's members (no client holds `update-channel-members` there), which its owners,
 * admins and moderators change.
 */
export function channelPermissions(
  capabilities: readonly string[] | undefined,
  kind: string,
  myRole: string | undefined,
): ChannelPermissions {
  const has = (capability: string) => capabilities?.includes(capability) ?? false;
  const workspace = kind === 'Workspace';
  const mine = productChannelRole(myRole);
  return {
    canRename: has('update-channel') && kind !== 'Direct',
    canManageMembers:
      kind === 'Group'
        ? canManageGroupMembers(myRole)
        : has('update-channel-members') && kind === 'Community',
    canAssignRoles:
      mine !== null &&
      ROLE_ASSIGNER_ROLES.includes(mine) &&
      (kind === 'Group' || kind === 'Community'),
    canChangePrivacy: has('update-channel') && kind === 'Community',
    canLeave:
      (has('leave-channel') || has('remove-own-channel-membership')) &&
      !workspace &&
      kind !== 'Direct',
    canDelete: has('delete-channel') && !workspace,
  };
}

/**
 * The roles `me` may give another member, or null when that member's role is not theirs to
 * change (`channelRoleChangeRefusal`: only an owner makes or unmakes owners, a channel keeps an
 * owner). The panel offers no change of one's own role.
 */
export function assignableRoles(
  myRole: string | undefined,
  theirRole: string | undefined,
  self: boolean,
  owners: number,
): readonly ChannelRole[] | null {
  if (self) return null;
  const roles = CHANNEL_ROLES.filter(
    (nextRole) =>
      channelRoleChangeRefusal({
        actorRole: myRole,
        targetRole: theirRole,
        nextRole,
        self,
        owners,
      }) === null,
  );
  return roles.length > 0 ? roles : null;
}

/** Changes a member's channel role through our API, which checks the caller's own role. */
export function changeChannelRole(
  post: ApiPost,
  request: ChangeChannelRoleRequest,
): Promise<ChangeChannelRoleResponse> {
  return post<ChangeChannelRoleResponse>('/chat/channel-roles', request);
}
