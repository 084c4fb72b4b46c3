/**
 * Chat conventions shared by the web app, the functions and the chat emulator's setup:
 * channel types per kind and how workspace roles become channel roles.
 */
import type { WorkspaceRole } from './permissions';

export const CHAT_KINDS = ['Direct', 'Group', 'Workspace', 'Community'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

/** Stream channel type per kind: Direct and Group are `messaging`, Workspace is `team`. */
export const CHANNEL_TYPE_BY_KIND: Readonly<Record<ChatKind, string>> = {
  Direct: 'messaging',
  Group: 'messaging',
  Workspace: 'team',
  Community: 'community',
};

export const CHANNEL_PRIVACY = ['public', 'private', 'apply'] as const;
export type ChannelPrivacy = (typeof CHANNEL_PRIVACY)[number];

export type ChannelRole = 'owner' | 'admin' | 'moderator' | 'member' | 'viewer';

/**
 * The server-side chat user that creates workspace channels, so that no person is a channel's
 * creator (Stream grants creators ownership-based rights) and ownership stays a role that only
 * the workspace's roles assign.
 */
export const CHAT_SYSTEM_USER_ID = 'crewspace-system';

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

/** Stream's channel id alphabet and length limit. */
export const CHANNEL_ID_PATTERN = /^[\w!-]{1,64}$/;
