/**
 * Creating channels of each kind and reading what the user may do in one (own_capabilities).
 * The SDK calls take the connected client; the decisions are pure and tested on their own.
 */
import { CHANNEL_PRIVACY, CHANNEL_TYPE_BY_KIND, type ChannelPrivacy } from '@crewspace/common/chat';
import type { Channel, StreamChat } from 'stream-chat';

export const CHANNEL_NAME_MAX = 64;

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

/** A new channel id: letters, numbers and "-" only (Stream allows "!-_"). */
export function newChannelId(prefix: 'group' | 'community'): string {
  return `${prefix}-${crypto.randomUUID()}`;
}

/** The distinct Direct channel of a pair: the same two members always give the same channel. */
export async function openDirectChannel(
  client: StreamChat,
  me: string,
  them: string,
): Promise<Channel> {
  const channel = client.channel(CHANNEL_TYPE_BY_KIND.Direct, {
    members: [me, them],
    kind: 'Direct',
  });
  await channel.watch();
  return channel;
}

export async function createGroupChannel(
  client: StreamChat,
  me: string,
  name: string,
  memberIds: string[],
): Promise<Channel> {
  const members = [me, ...memberIds.filter((id) => id !== me)];
  const channel = client.channel(CHANNEL_TYPE_BY_KIND.Group, newChannelId('group'), {
    name: name.trim(),
    kind: 'Group',
    members,
  });
  await channel.watch();
  return channel;
}

export async function createCommunityChannel(
  client: StreamChat,
  me: string,
  name: string,
  privacy: ChannelPrivacy,
): Promise<Channel> {
  const channel = client.channel(CHANNEL_TYPE_BY_KIND.Community, newChannelId('community'), {
    name: name.trim(),
    kind: 'Community',
    privacy,
    members: [me],
  });
  await channel.watch();
  return channel;
}

export interface ChannelPermissions {
  canRename: boolean;
  canManageMembers: boolean;
  canLeave: boolean;
  canDelete: boolean;
}

/**
 * What the settings panel offers, from the channel's own_capabilities. The Workspace channel
 * follows workspace membership, so its members and leaving are managed in the workspace instead.
 */
export function channelPermissions(
  capabilities: readonly string[] | undefined,
  kind: string,
): ChannelPermissions {
  const has = (capability: string) => capabilities?.includes(capability) ?? false;
  const workspace = kind === 'Workspace';
  return {
    canRename: has('update-channel') && kind !== 'Direct',
    canManageMembers: has('update-channel-members') && !workspace && kind !== 'Direct',
    canLeave:
      (has('leave-channel') || has('remove-own-channel-membership')) &&
      !workspace &&
      kind !== 'Direct',
    canDelete: has('delete-channel') && !workspace,
  };
}
