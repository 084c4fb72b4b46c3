/**
 * Creating channels of each kind and changing their members and roles. Direct and group chats
 * are made, and a group's members changed, by our API (the chat service lets no client do
 * either: only the server knows who shares a workspace); communities by the SDK. What the user
 * may do is decided in components/channel-rules.ts.
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
import { CHANNEL_TYPE_BY_KIND, type ChannelPrivacy } from '@crewspace/common/chat';
import type { Channel, StreamChat } from 'stream-chat';
import type { ApiPost } from './chat-client';

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

/** Changes a member's channel role through our API, which checks the caller's own role. */
export function changeChannelRole(
  post: ApiPost,
  request: ChangeChannelRoleRequest,
): Promise<ChangeChannelRoleResponse> {
  return post<ChangeChannelRoleResponse>('/chat/channel-roles', request);
}
