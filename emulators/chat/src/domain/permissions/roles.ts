/**
 * Which channel role holds which right, per channel type, and who holds which role: the member's
 * channel role while they are a member, an app admin everywhere, and nobody by having created the
 * channel (see `rights.ts`).
 */
import { productChannelRole, type ChannelRole } from '@crewspace/common/chat';
import type { Caller } from '../../lib/auth';
import { notAllowed } from '../../lib/errors';
import type { ChannelRecord, UserRecord } from '../../state/types';
import { CHANNEL_RIGHTS, type ChannelRight } from './rights';

const MEMBER_RIGHTS: readonly ChannelRight[] = [
  'read',
  'sendMessages',
  'editMessages',
  'createPosts',
];
/** Groups and communities are their members' own: members also delete their own posts and pin. */
const GROUP_MEMBER_RIGHTS: readonly ChannelRight[] = [
  ...MEMBER_RIGHTS,
  'deleteMessages',
  'pinMessages',
];
const ADMIN_RIGHTS = CHANNEL_RIGHTS;
const MODERATOR_RIGHTS = CHANNEL_RIGHTS.filter(
  (right) => !['changeSettings', 'changePrivacy', 'deleteChannel'].includes(right),
);

/**
 * Rights no channel role holds through the chat service, per type, because the server does it:
 * - `team`: a workspace's channel is the workspace's (functions/src/chat/workspace-channel.ts):
 *   the server adds and removes its members with the workspace's, names it after the workspace
 *   and deletes it with it, or a workspace admin could let a stranger read the team's chat, put
 *   out its owner or delete its history.
 * - `messaging`: direct and group chats are only among people who share a workspace, which only
 *   the server knows (functions/src/chat/messaging-channels.ts), so it adds and removes their
 *   members; members still leave by themselves (`remove-own-channel-membership`).
 */
const SERVER_MANAGED_RIGHTS: Readonly<Record<string, readonly ChannelRight[]>> = {
  team: ['manageMembers', 'manageApplications', 'changeSettings', 'changePrivacy', 'deleteChannel'],
  messaging: ['manageMembers', 'manageApplications'],
};

function rightsOfRole(channelType: string, role: ChannelRole): readonly ChannelRight[] {
  switch (role) {
    case 'owner':
    case 'admin':
      return ADMIN_RIGHTS;
    case 'moderator':
      return MODERATOR_RIGHTS;
    case 'member':
      return channelType === 'team' ? MEMBER_RIGHTS : GROUP_MEMBER_RIGHTS;
    case 'viewer':
      return ['read'];
  }
}

/** Role → rights, per channel type (Stream keeps grants per channel type too). */
export function roleRights(channelType: string, role: ChannelRole): readonly ChannelRight[] {
  const serverManaged = SERVER_MANAGED_RIGHTS[channelType] ?? [];
  return rightsOfRole(channelType, role).filter((right) => !serverManaged.includes(right));
}

export type Privacy = 'public' | 'private' | 'apply';

export function privacyOf(channel: ChannelRecord): Privacy {
  if (channel.type !== 'community') return 'private';
  const privacy = channel.custom.privacy;
  return privacy === 'public' || privacy === 'apply' ? privacy : 'private';
}

/** The caller's effective role: an app admin acts as channel admin everywhere. */
export function effectiveRole(
  channel: ChannelRecord,
  user: UserRecord | undefined,
): ChannelRole | null {
  if (!user) return null;
  const member = channel.members[user.id];
  if (member && member.status === 'member') {
    const role = productChannelRole(member.channel_role) ?? 'member';
    return user.role === 'admin' && role !== 'owner' ? 'admin' : role;
  }
  // Being the creator gives nothing: the `user` role holds no "-owner" permission (see top).
  return user.role === 'admin' ? 'admin' : null;
}

export function rightsFor(channel: ChannelRecord, user: UserRecord | undefined): Set<ChannelRight> {
  const role = effectiveRole(channel, user);
  if (role) return new Set(roleRights(channel.type, role));
  // Outsiders may read public communities (and join them); nothing else.
  return new Set(privacyOf(channel) === 'public' ? ['read'] : []);
}

/** Throws Stream's code 17 unless a user caller holds the right; server callers skip checks. */
export function requireRight(
  caller: Caller,
  channel: ChannelRecord,
  user: UserRecord | undefined,
  right: ChannelRight,
  action: string,
): void {
  if (caller.kind === 'server') return;
  if (!rightsFor(channel, user).has(right)) {
    throw notAllowed(
      `User '${caller.userId}' with channel role '${effectiveRole(channel, user) ?? 'none'}' is not allowed to perform action ${action} in scope '${channel.type}'`,
    );
  }
}
