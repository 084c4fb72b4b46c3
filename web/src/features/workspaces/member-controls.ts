/**
 * What the settings page offers for one member, from the shared refusals in
 * @crewspace/common/permissions (the callables enforce the same): the roles the caller may give
 * them, or why none, and whether the caller may remove them.
 */
import {
  ASSIGNABLE_ROLES,
  removalRefusal,
  roleChangeRefusal,
  type AssignableRole,
  type WorkspaceRole,
} from '@crewspace/common/permissions';

export const ROLE_LABELS: Record<WorkspaceRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
  viewer: 'Viewer',
};

export interface MemberTarget {
  /** The signed-in user's role in the workspace. */
  callerRole: WorkspaceRole | null;
  /** The member's stored role (null when unreadable). */
  targetRole: WorkspaceRole | null;
  /** The member is the signed-in user. */
  self: boolean;
}

export interface RoleChoices {
  /** Roles the caller may give this member instead of their current one. */
  allowed: AssignableRole[];
  /** Why no other role can be given, when `allowed` is empty. */
  refusal: string | null;
}

export function roleChoices({ callerRole, targetRole, self }: MemberTarget): RoleChoices {
  const others = ASSIGNABLE_ROLES.filter((role) => role !== targetRole);
  const refusals = others.map((newRole) =>
    roleChangeRefusal({ callerRole, targetRole, newRole, self }),
  );
  const allowed = others.filter((_, index) => refusals[index] === null);
  return {
    allowed,
    refusal: allowed.length === 0 ? (refusals.find((reason) => reason !== null) ?? null) : null,
  };
}

/** Why the caller may not remove this member, or null when they may (oneself: leave instead). */
export function removalBlock({ callerRole, targetRole, self }: MemberTarget): string | null {
  if (self) return 'You cannot remove yourself; leave the workspace instead.';
  return removalRefusal({ callerRole, targetRole });
}
