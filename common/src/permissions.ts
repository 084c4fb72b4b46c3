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

export function isWorkspaceRole(value: unknown): value is WorkspaceRole {
  return typeof value === 'string' && (WORKSPACE_ROLES as readonly string[]).includes(value);
}

/**
 * Resolves a user's role in a workspace: an explicit role record wins; otherwise the
 * owner is owner; otherwise a member is member. Non-members have no role (null).
 */
export function resolveWorkspaceRole(input: {
  uid: string;
  ownerId: string;
  members: readonly string[];
  roleRecord?: { role: string } | null;
}): WorkspaceRole | null {
  if (!input.members.includes(input.uid) && input.ownerId !== input.uid) return null;
  if (input.roleRecord && isWorkspaceRole(input.roleRecord.role)) return input.roleRecord.role;
  if (input.ownerId === input.uid) return 'owner';
  return 'member';
}

/** The id of a workspace role record: `workspaceRoles/{workspaceId}_{userId}`. */
export function workspaceRoleId(workspaceId: string, userId: string): string {
  return `${workspaceId}_${userId}`;
}
