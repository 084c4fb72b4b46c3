/**
 * Chat conventions shared by the web app, the functions and the chat emulator's setup:
 * channel types per kind and how workspace roles become channel roles.
 */
import type { WorkspaceRole } from './permissions';

export const CHAT_KINDS = ['Direct', 'Group', 'Workspace', 'Community'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

/** The Stream channel types Crewspace uses. */
export const CHANNEL_TYPES = ['messaging', 'team', 'community'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

/** Stream channel type per kind: Direct and Group are `messaging`, Workspace is `team`. */
export const CHANNEL_TYPE_BY_KIND: Readonly<Record<ChatKind, ChannelType>> = {
  Direct: 'messaging',
  Group: 'messaging',
  Workspace: 'team',
  Community: 'community',
};

export const CHANNEL_PRIVACY = ['public', 'private', 'apply'] as const;
export type ChannelPrivacy = (typeof CHANNEL_PRIVACY)[number];

/**
 * The server-side chat user that creates workspace (`team`) channels. On Stream a channel's
 * creator owns it, so workspace channels are created by this user, who is no member: nobody is
 * their owner by having created them, and their roles follow the workspace roles.
 */
export const CHAT_SYSTEM_USER_ID = 'crewspace-system';

export const CHANNEL_ROLES = ['owner', 'admin', 'moderator', 'member', 'viewer'] as const;
export type ChannelRole = (typeof CHANNEL_ROLES)[number];

/** A stored channel role as the product's; Stream's built-in `channel_member` / `channel_moderator` included. */
export function productChannelRole(channelRole: string | null | undefined): ChannelRole | null {
  if (!channelRole || channelRole === 'channel_member') return 'member';
  if (channelRole === 'channel_moderator') return 'moderator';
  return (CHANNEL_ROLES as readonly string[]).includes(channelRole)
    ? (channelRole as ChannelRole)
    : null;
}

/** Workspace roles carry over to the workspace channel one to one. */
export function channelRoleForWorkspaceRole(role: WorkspaceRole): ChannelRole {
  return role;
}

/** The workspace channel's id: one `team` channel per workspace, named by the workspace id. */
export function workspaceChannelId(workspaceId: string): string {
  return workspaceId;
}

/**
 * Channel roles holding manageApplications (spec section 6: owner, admin, moderator), which
 * accept or decline join requests on an `apply` community. Stream's built-in
 * `channel_moderator` is the moderator role.
 */
export const APPLICATION_MANAGER_ROLES: readonly string[] = [
  'owner',
  'admin',
  'moderator',
  'channel_moderator',
];

export function canManageApplications(channelRole: string | null | undefined): boolean {
  return channelRole ? APPLICATION_MANAGER_ROLES.includes(channelRole) : false;
}

/**
 * Whether a channel role manages a group's members (manageMembers: owner, admin, moderator, the
 * same roles as join requests). On a group the server adds and removes them for these roles.
 */
export function canManageGroupMembers(channelRole: string | null | undefined): boolean {
  return canManageApplications(channelRole);
}

/**
 * The chat events the functions' webhook (`POST /api/webhooks/stream`) acts on: mentions in new
 * and edited messages, and deleted messages (tasks made from them keep a note that the message is
 * gone). `chat:setup` subscribes the app's webhook to these only, so Stream does not call the
 * function for every other event.
 */
export const CHAT_WEBHOOK_EVENTS = ['message.new', 'message.updated', 'message.deleted'] as const;
export type ChatWebhookEvent = (typeof CHAT_WEBHOOK_EVENTS)[number];

/** Stream's channel id alphabet and length limit. */
export const CHANNEL_ID_PATTERN = /^[\w!-]{1,64}$/;

/** A Group or Community name's length limit. */
export const CHANNEL_NAME_MAX = 64;

/** How many people one request may add to a group (its creation included). */
export const MAX_GROUP_MEMBERS_ADDED = 100;

/**
 * Stream's id prefix of a distinct channel (the one channel of a set of members). Crewspace's
 * only distinct channels are direct chats, which the server makes (clients create no
 * `messaging` channels), so the prefix tells a Direct chat from a Group.
 */
export const DISTINCT_CHANNEL_ID_PREFIX = '!members-';

export function isDirectChannelId(channelId: string | undefined): boolean {
  return channelId?.startsWith(DISTINCT_CHANNEL_ID_PREFIX) ?? false;
}

/** Channel roles holding assignRoles (spec section 6). */
export const ROLE_ASSIGNER_ROLES: readonly ChannelRole[] = ['owner', 'admin'];

export interface ChannelRoleChange {
  /** The acting member's current channel role. */
  actorRole: string | null | undefined;
  /** The changed member's current channel role. */
  targetRole: string | null | undefined;
  nextRole: ChannelRole;
  /** Whether the actor changes their own role. */
  self: boolean;
  /** How many owners the channel has now. */
  owners: number;
}

export interface ChannelRoleRefusal {
  /** `forbidden`: not the actor's to make; `last-owner`: the channel would have no owner. */
  reason: 'forbidden' | 'last-owner';
  message: string;
}

/**
 * Why a channel role change is refused, or null when it is allowed. Owners change anyone's
 * role, making and unmaking owners; admins change roles among admin, moderator, member and viewer
 * but never touch an owner or make one; nobody makes themself an owner; a channel keeps at
 * least one owner. `POST /api/chat/channel-roles` enforces this; channel settings offer only
 * what it allows.
 */
export function channelRoleChangeRefusal(change: ChannelRoleChange): ChannelRoleRefusal | null {
  const actor = productChannelRole(change.actorRole);
  const target = productChannelRole(change.targetRole);
  const forbidden = (message: string): ChannelRoleRefusal => ({ reason: 'forbidden', message });
  if (!actor || !ROLE_ASSIGNER_ROLES.includes(actor)) {
    return forbidden("Only the channel's owners and admins change roles.");
  }
  if (change.self && change.nextRole === 'owner' && target !== 'owner') {
    return forbidden('Nobody makes themself an owner.');
  }
  if (actor !== 'owner' && (target === 'owner' || change.nextRole === 'owner')) {
    return forbidden('Only an owner makes or unmakes owners.');
  }
  if (target === 'owner' && change.nextRole !== 'owner' && change.owners <= 1) {
    return { reason: 'last-owner', message: 'A channel keeps at least one owner.' };
  }
  return null;
}
