/**
 * Channel roles and rights (product spec, section 6), and how each right maps to Stream's
 * capability names (what the UI reads in `own_capabilities`) and to Stream permission ids
 * (what `src/setup.ts` grants on a real Stream app). One table, used by both.
 *
 * Stream checks two subjects: the user (app-level role, `user` for everyone here) and, only
 * while they are a member, the channel member (channel role). The channel's creator "owns" it,
 * but ownership counts only through "-owner" permissions granted to a role; Stream's defaults
 * give `user` many of them (`read-channel-owner`, `update-channel-members-owner`, …), so a
 * creator keeps reading and managing a channel they left. Our table grants `user` nothing but
 * `create-channel` on the types clients create, so every right comes from a channel role.
 */
import { productChannelRole, type ChannelRole } from '@crewspace/common/chat';
import { notAllowed } from './errors';
import type { Caller } from './auth';
import type { ChannelRecord, UserRecord } from './state/types';

export const CHANNEL_RIGHTS = [
  'read',
  'sendMessages',
  'editMessages',
  'createPosts',
  'deleteMessages',
  'pinMessages',
  'moderatePosts',
  'manageMembers',
  'manageApplications',
  'changeSettings',
  'changePrivacy',
  'deleteChannel',
] as const;
export type ChannelRight = (typeof CHANNEL_RIGHTS)[number];

interface RightMapping {
  capabilities: readonly string[];
  streamPermissions: readonly string[];
}

export const RIGHT_MAPPINGS: Readonly<Record<ChannelRight, RightMapping>> = {
  read: {
    capabilities: [
      'read-events',
      'connect-events',
      'search-messages',
      'mute-channel',
      'leave-channel',
      'flag-message',
      // Who voted for what (the results dialog), for everyone who reads the channel.
      'query-poll-votes',
    ],
    streamPermissions: [
      'read-channel',
      'read-channel-members',
      'mute-channel',
      'flag-message',
      'remove-own-channel-membership',
      'query-poll-votes',
    ],
  },
  sendMessages: {
    capabilities: [
      'send-message',
      'send-links',
      'typing-events',
      'send-typing-events',
      'send-custom-events',
    ],
    streamPermissions: ['create-message', 'add-links', 'create-mention', 'send-custom-event'],
  },
  editMessages: {
    capabilities: ['update-own-message'],
    streamPermissions: ['update-message-owner'],
  },
  createPosts: {
    capabilities: [
      'send-reply',
      'quote-message',
      'send-reaction',
      'upload-file',
      'create-attachment',
      'update-thread',
      // Posting a poll and voting are posts like replies and reactions: members, not viewers.
      'send-poll',
      'cast-poll-vote',
    ],
    streamPermissions: [
      'create-reply',
      'quote-message',
      'create-reaction',
      'delete-reaction-owner',
      'upload-attachment',
      'create-attachment',
      'update-thread',
      'create-poll',
      'cast-poll-vote',
    ],
  },
  deleteMessages: {
    capabilities: ['delete-own-message'],
    streamPermissions: ['delete-message-owner'],
  },
  pinMessages: {
    capabilities: ['pin-message'],
    streamPermissions: ['pin-message'],
  },
  moderatePosts: {
    capabilities: [
      'update-any-message',
      'delete-any-message',
      'pin-message',
      'ban-channel-members',
      'freeze-channel',
      'set-channel-cooldown',
      'skip-slow-mode',
    ],
    streamPermissions: [
      'update-message',
      'delete-message',
      'pin-message',
      'ban-channel-member',
      'update-channel-frozen',
      'update-channel-cooldown',
      'skip-channel-cooldown',
      'use-frozen-channel',
      // Editing, closing and deleting someone else's poll.
      'update-poll',
      'delete-poll',
    ],
  },
  manageMembers: {
    capabilities: ['update-channel-members'],
    streamPermissions: ['update-channel-members'],
  },
  // Accepting a join request is a member add on Stream; the emulator checks this right for it.
  manageApplications: { capabilities: [], streamPermissions: ['update-channel-members'] },
  changeSettings: { capabilities: ['update-channel'], streamPermissions: ['update-channel'] },
  // Privacy is a custom channel field, so on Stream it is part of update-channel.
  changePrivacy: { capabilities: [], streamPermissions: ['update-channel'] },
  deleteChannel: {
    capabilities: ['delete-channel'],
    streamPermissions: ['delete-channel', 'truncate-channel'],
  },
};

const MEMBER_RIGHTS: readonly ChannelRight[] = [
  'read',
  'sendMessages',
  'editMessages',
  'createPosts',
];
/** Groups and communities also let members delete their own posts and pin (spec section 6). */
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

/** Capabilities turned off by the type config or by a frozen channel. */
const CONFIG_GATES: Record<string, readonly string[]> = {
  reactions: ['send-reaction'],
  uploads: ['upload-file'],
  typing_events: ['typing-events', 'send-typing-events'],
  read_events: ['read-events'],
  replies: ['send-reply'],
  quotes: ['quote-message'],
  custom_events: ['send-custom-events'],
  polls: ['send-poll', 'cast-poll-vote', 'query-poll-votes'],
};
const FROZEN_OFF = [
  'send-message',
  'send-reply',
  'send-reaction',
  'upload-file',
  'update-own-message',
  'delete-own-message',
  'send-typing-events',
  'send-poll',
  'cast-poll-vote',
];

export function capabilitiesFor(
  channel: ChannelRecord,
  user: UserRecord | undefined,
  config: Record<string, unknown>,
): string[] {
  const rights = rightsFor(channel, user);
  const capabilities = new Set<string>();
  for (const right of rights)
    for (const cap of RIGHT_MAPPINGS[right].capabilities) capabilities.add(cap);
  const privacy = privacyOf(channel);
  if (!effectiveRole(channel, user) && privacy !== 'private' && user) {
    capabilities.add('join-channel');
    capabilities.delete('read-events');
    capabilities.delete('leave-channel');
  }
  for (const [field, caps] of Object.entries(CONFIG_GATES)) {
    if (config[field] === false) for (const cap of caps) capabilities.delete(cap);
  }
  if (channel.frozen && !rights.has('moderatePosts')) {
    for (const cap of FROZEN_OFF) capabilities.delete(cap);
  }
  return [...capabilities].sort();
}

/**
 * Channel types a client (user token) may create: the app-level `user` role's only grant on a
 * channel type is `create-channel`, and only on these. Workspace (`team`) channels, direct and
 * group chats (`messaging`: only among people who share a workspace, which the server checks)
 * and any other type are created server-side, where Stream checks no permission.
 */
const CLIENT_CREATED_TYPES: readonly string[] = ['community'];

/**
 * The permission ids the emulator knows (`GET /permissions`): the ones this table grants. Stream
 * lists its whole catalogue there; `chat:setup` grants only ids the app lists.
 */
export function builtInPermissionIds(): string[] {
  const ids = Object.values(RIGHT_MAPPINGS).flatMap((mapping) => mapping.streamPermissions);
  return [...new Set([...ids, 'create-channel'])].sort();
}

/** The `user` role's grants on a channel type (what `src/setup.ts` grants on Stream). */
export function userRoleGrants(channelType: string): string[] {
  return CLIENT_CREATED_TYPES.includes(channelType) ? ['create-channel'] : [];
}

/** Stream's refusal of a client-side create without `create-channel` (code 17, HTTP 403). */
export function requireCreateGrant(caller: Caller, channelType: string): void {
  if (caller.kind === 'server' || userRoleGrants(channelType).includes('create-channel')) return;
  throw notAllowed(
    `GetOrCreateChannel failed with error: "User '${caller.userId}' with roles ['user'] is not allowed to perform action CreateChannel in scope '${channelType}'"`,
  );
}

/**
 * Stream: "changing channel member roles is not allowed client-side". Assigning roles, adding or
 * demoting moderators and adding members with a role are server-side calls only; Crewspace
 * makes them in `POST /api/chat/channel-roles` after checking who may change which role.
 */
export function requireServerForRoles(caller: Caller, channelType: string): void {
  if (caller.kind === 'server') return;
  throw notAllowed(
    `User '${caller.userId}' is not allowed to perform action AssignRoles in scope '${channelType}': channel roles are changed server-side only`,
  );
}

/** Whether a member's requested role is anything but the default member role. */
export function namesARole(channelRole: string | undefined): boolean {
  return channelRole !== undefined && productChannelRole(channelRole) !== 'member';
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
