/**
 * What the user may do in a channel, from its own_capabilities and their channel role, and the
 * rules of the forms that create and change channels. Pure: the settings panel and the create
 * panel ask, api/channel-actions.ts does.
 */
import {
  CHANNEL_NAME_MAX,
  CHANNEL_PRIVACY,
  CHANNEL_ROLES,
  ROLE_ASSIGNER_ROLES,
  canManageGroupMembers,
  channelRoleChangeRefusal,
  productChannelRole,
  type ChannelPrivacy,
  type ChannelRole,
} from '@crewspace/common/chat';

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
 * belongs to owners and admins, the only roles holding `update-channel` and
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
