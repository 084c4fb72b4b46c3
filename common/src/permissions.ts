/**
 * The workspace rights table (product spec, section 6) and role resolution.
 * The web UI and the functions import this module; firestore.rules mirrors it and
 * common/src/permissions.test.ts checks that the rules file agrees with this table.
 */
export const WORKSPACE_ROLES = ['owner', 'admin', 'member', 'viewer'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

export const WORKSPACE_RIGHTS = [
  'sendMessages',
  'deleteMessages',
  'editMessages',
  'addMembers',
  'removeMembers',
  'pinMessages',
  'changeSettings',
  'assignRoles',
  'manageChannels',
  'inviteMembers',
  'deleteWorkspace',
] as const;
export type WorkspaceRight = (typeof WORKSPACE_RIGHTS)[number];

const ALL_BUT_DELETE = WORKSPACE_RIGHTS.filter((right) => right !== 'deleteWorkspace');

export const WORKSPACE_ROLE_RIGHTS: Readonly<Record<WorkspaceRole, readonly WorkspaceRight[]>> = {
  owner: WORKSPACE_RIGHTS,
  admin: ALL_BUT_DELETE,
  member: ['sendMessages', 'editMessages'],
  viewer: [],
};

export function hasWorkspaceRight(role: WorkspaceRole | null, right: WorkspaceRight): boolean {
  return role !== null && WORKSPACE_ROLE_RIGHTS[role].includes(right);
}

/**
 * Why `role` is not offered what needs `right` ("Your role (viewer) cannot edit content in this
 * workspace."), or null when it has the right. Shown beside the controls a role cannot use, so
 * the reason comes from the same table that decides it.
 */
export function missingRightReason(
  role: WorkspaceRole | null,
  right: WorkspaceRight,
  action: string,
): string | null {
  if (hasWorkspaceRight(role, right)) return null;
  return `Your role (${role ?? 'none'}) cannot ${action} in this workspace.`;
}

export function isWorkspaceRole(value: unknown): value is WorkspaceRole {
  return typeof value === 'string' && (WORKSPACE_ROLES as readonly string[]).includes(value);
}

/** Roles that can be given to a member; ownership moves only by transferOwnership. */
export type AssignableRole = Exclude<WorkspaceRole, 'owner'>;
export const ASSIGNABLE_ROLES = [
  'admin',
  'member',
  'viewer',
] as const satisfies readonly AssignableRole[];

/**
 * Role resolution (product spec, section 4): an explicit role record wins; otherwise the owner is
 * owner; otherwise a member is member. The record is the member document (`member` is null for a
 * non-member, who has no role).
 */
export function resolveWorkspaceRole(input: {
  uid: string;
  ownerId: string;
  member: { role?: unknown; suspended?: unknown } | null;
}): WorkspaceRole | null {
  if (!input.member || input.member.suspended === true) return null;
  if (isWorkspaceRole(input.member.role)) return input.member.role;
  return input.ownerId === input.uid ? 'owner' : 'member';
}

/**
 * Why `callerRole` may not give `targetRole`'s member the role `newRole`, or null when it may.
 * The callable enforces it and the settings page uses it to offer only what will work.
 */
export function roleChangeRefusal(input: {
  callerRole: WorkspaceRole | null;
  targetRole: WorkspaceRole | null;
  newRole: AssignableRole;
  self: boolean;
}): string | null {
  const { callerRole, targetRole, newRole } = input;
  if (!hasWorkspaceRight(callerRole, 'assignRoles')) {
    return `Your role (${callerRole ?? 'none'}) cannot change roles here.`;
  }
  if (input.self) return 'You cannot change your own role.';
  if (targetRole === null) return 'That person is not a member of this workspace.';
  if (targetRole === 'owner') {
    return "The owner's role changes only when the owner hands the workspace over.";
  }
  if ((targetRole === 'admin' || newRole === 'admin') && callerRole !== 'owner') {
    return 'Only the owner can make or unmake admins.';
  }
  return null;
}

/**
 * Why `callerRole` may not invite someone as `role`, or null when it may. Inviting with a role
 * gives that role, so the role change table applies too. The same answer decides whether an
 * invitation still stands when it is accepted: its inviter must still be allowed to give it.
 */
export function invitationRefusal(
  callerRole: WorkspaceRole | null,
  role: AssignableRole,
): string | null {
  if (!hasWorkspaceRight(callerRole, 'inviteMembers')) {
    return `Your role (${callerRole ?? 'none'}) cannot invite people here.`;
  }
  return roleChangeRefusal({ callerRole, targetRole: 'member', newRole: role, self: false });
}

/** Why `callerRole` may not remove a member whose role is `targetRole`, or null when it may. */
export function removalRefusal(input: {
  callerRole: WorkspaceRole | null;
  targetRole: WorkspaceRole | null;
}): string | null {
  const { callerRole, targetRole } = input;
  if (!hasWorkspaceRight(callerRole, 'removeMembers')) {
    return `Your role (${callerRole ?? 'none'}) cannot remove members here.`;
  }
  if (targetRole === null) return 'That person is not a member of this workspace.';
  if (targetRole === 'owner') return 'The owner must hand the workspace over before leaving it.';
  if (targetRole === 'admin' && callerRole !== 'owner')
    return 'Only the owner can remove an admin.';
  return null;
}
