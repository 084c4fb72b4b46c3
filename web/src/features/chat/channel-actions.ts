/**
 * Creating channels of each kind and reading what the user may do in one (own_capabilities).
 * The SDK calls take the connected client; the decisions are pure and tested on their own.
 */
import {
  CHANNEL_PRIVACY,
  CHANNEL_TYPE_BY_KIND,
  type ChannelPrivacy,
  type ChannelRole,
} from '@crewspace/common/chat';
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

export const PRIVACY_LABEL: Readonly<Record<ChannelPrivacy, string>> = {
  public: 'Public: anyone can join',
  private: 'Private: members are added by a moderator',
  apply: 'Apply: people ask to join and a moderator accepts',
};

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
  canAssignRoles: boolean;
  canChangePrivacy: boolean;
  canLeave: boolean;
  canDelete: boolean;
}

/**
 * What the settings panel offers, from the channel's own_capabilities. The Workspace channel
 * follows workspace membership, so its members, roles and leaving are managed in the workspace
 * instead. Stream has no capability of its own for assigning roles or changing privacy: both
 * belong to owners and admins (spec section 6), the only roles holding `update-channel` and
 * `update-channel-members` together (moderators manage members but not settings).
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
    canAssignRoles:
      has('update-channel') &&
      has('update-channel-members') &&
      (kind === 'Group' || kind === 'Community'),
    canChangePrivacy: has('update-channel') && kind === 'Community',
    canLeave:
      (has('leave-channel') || has('remove-own-channel-membership')) &&
      !workspace &&
      kind !== 'Direct',
    canDelete: has('delete-channel') && !workspace,
  };
}

export const CHANNEL_ROLE_OPTIONS: readonly ChannelRole[] = [
  'owner',
  'admin',
  'moderator',
  'member',
  'viewer',
];

/** A member's product role; Stream's built-in `channel_member` / `channel_moderator` included. */
export function productRole(channelRole: string | undefined): ChannelRole | null {
  if (!channelRole || channelRole === 'channel_member') return 'member';
  if (channelRole === 'channel_moderator') return 'moderator';
  return (CHANNEL_ROLE_OPTIONS as readonly string[]).includes(channelRole)
    ? (channelRole as ChannelRole)
    : null;
}

/**
 * The roles `me` may give another member, or null when that member's role is not theirs to
 * change: nobody changes their own role (a channel keeps the owner who could undo it), and only
 * an owner makes or unmakes owners.
 */
export function assignableRoles(
  myRole: string | undefined,
  theirRole: string | undefined,
  self: boolean,
): readonly ChannelRole[] | null {
  if (self) return null;
  const mine = productRole(myRole);
  if (mine === 'owner') return CHANNEL_ROLE_OPTIONS;
  if (mine !== 'admin' || productRole(theirRole) === 'owner') return null;
  return CHANNEL_ROLE_OPTIONS.filter((role) => role !== 'owner');
}
