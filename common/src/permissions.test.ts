import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  WORKSPACE_RIGHTS,
  WORKSPACE_ROLE_RIGHTS,
  WORKSPACE_ROLES,
  hasWorkspaceRight,
  missingRightReason,
  removalRefusal,
  resolveWorkspaceRole,
  roleChangeRefusal,
  type WorkspaceRole,
} from './permissions';

describe('workspace rights table', () => {
  it('gives the owner everything, the admin all but deleteWorkspace, members send and edit, viewers nothing', () => {
    expect([...WORKSPACE_ROLE_RIGHTS.owner]).toEqual([...WORKSPACE_RIGHTS]);
    expect(WORKSPACE_ROLE_RIGHTS.admin).not.toContain('deleteWorkspace');
    expect(WORKSPACE_ROLE_RIGHTS.admin).toHaveLength(WORKSPACE_RIGHTS.length - 1);
    expect([...WORKSPACE_ROLE_RIGHTS.member]).toEqual(['sendMessages', 'editMessages']);
    expect(WORKSPACE_ROLE_RIGHTS.viewer).toEqual([]);
  });

  it('answers rights checks, with no rights for non-members', () => {
    expect(hasWorkspaceRight('admin', 'assignRoles')).toBe(true);
    expect(hasWorkspaceRight('member', 'pinMessages')).toBe(false);
    expect(hasWorkspaceRight(null, 'sendMessages')).toBe(false);
  });

  it('is mirrored exactly by firestore.rules', () => {
    const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
    const block = /function roleRights\(\) \{\s*return (\{[\s\S]*?\});/.exec(rules)?.[1];
    expect(block, 'roleRights() not found in firestore.rules').toBeDefined();
    const table = JSON.parse(block!.replace(/'/g, '"')) as Record<string, string[]>;
    expect(Object.keys(table).sort()).toEqual([...WORKSPACE_ROLES].sort());
    for (const role of WORKSPACE_ROLES)
      expect(table[role]).toEqual([...WORKSPACE_ROLE_RIGHTS[role]]);
  });
});

describe('missingRightReason', () => {
  it('says why a role is not offered an action, from the rights table', () => {
    expect(missingRightReason('viewer', 'editMessages', 'create or edit canvases')).toBe(
      'Your role (viewer) cannot create or edit canvases in this workspace.',
    );
    expect(missingRightReason('member', 'changeSettings', 'change its settings')).toBe(
      'Your role (member) cannot change its settings in this workspace.',
    );
    expect(missingRightReason(null, 'editMessages', 'edit')).toBe(
      'Your role (none) cannot edit in this workspace.',
    );
  });

  it('is null when the role has the right', () => {
    expect(missingRightReason('member', 'editMessages', 'edit')).toBeNull();
    expect(missingRightReason('admin', 'changeSettings', 'change its settings')).toBeNull();
  });
});

describe('resolveWorkspaceRole', () => {
  it('prefers the role on the member document', () => {
    expect(
      resolveWorkspaceRole({ uid: 'vic', ownerId: 'olivia', member: { role: 'viewer' } }),
    ).toBe('viewer');
    expect(
      resolveWorkspaceRole({ uid: 'olivia', ownerId: 'olivia', member: { role: 'admin' } }),
    ).toBe('admin');
  });

  it('falls back to owner for the owner, member for other members', () => {
    expect(resolveWorkspaceRole({ uid: 'olivia', ownerId: 'olivia', member: {} })).toBe('owner');
    expect(resolveWorkspaceRole({ uid: 'mia', ownerId: 'olivia', member: { role: 'boss' } })).toBe(
      'member',
    );
  });

  it('gives non-members and suspended members no role', () => {
    expect(resolveWorkspaceRole({ uid: 'stranger', ownerId: 'olivia', member: null })).toBeNull();
    expect(
      resolveWorkspaceRole({
        uid: 'mia',
        ownerId: 'olivia',
        member: { role: 'admin', suspended: true },
      }),
    ).toBeNull();
  });
});

describe('roleChangeRefusal', () => {
  const change = (
    callerRole: WorkspaceRole | null,
    targetRole: WorkspaceRole | null,
    newRole: 'admin' | 'member' | 'viewer',
    self = false,
  ) => roleChangeRefusal({ callerRole, targetRole, newRole, self });

  it('lets the owner give any member any assignable role', () => {
    expect(change('owner', 'member', 'admin')).toBeNull();
    expect(change('owner', 'admin', 'viewer')).toBeNull();
    expect(change('owner', 'viewer', 'member')).toBeNull();
  });

  it('lets an admin move members and viewers between member and viewer only', () => {
    expect(change('admin', 'member', 'viewer')).toBeNull();
    expect(change('admin', 'viewer', 'member')).toBeNull();
    expect(change('admin', 'member', 'admin')).toBe('Only the owner can make or unmake admins.');
    expect(change('admin', 'admin', 'viewer')).toBe('Only the owner can make or unmake admins.');
  });

  it('never changes the owner, oneself, or a non-member, and needs assignRoles', () => {
    expect(change('admin', 'owner', 'viewer')).toMatch(/hands the workspace over/);
    expect(change('owner', 'owner', 'admin', true)).toBe('You cannot change your own role.');
    expect(change('owner', null, 'member')).toMatch(/not a member/);
    expect(change('member', 'viewer', 'member')).toMatch(/cannot change roles/);
    expect(change(null, 'viewer', 'member')).toMatch(/cannot change roles/);
  });
});

describe('removalRefusal', () => {
  it('lets the owner remove admins and admins remove members, never the owner', () => {
    expect(removalRefusal({ callerRole: 'owner', targetRole: 'admin' })).toBeNull();
    expect(removalRefusal({ callerRole: 'admin', targetRole: 'viewer' })).toBeNull();
    expect(removalRefusal({ callerRole: 'admin', targetRole: 'admin' })).toBe(
      'Only the owner can remove an admin.',
    );
    expect(removalRefusal({ callerRole: 'admin', targetRole: 'owner' })).toMatch(/hand the/);
    expect(removalRefusal({ callerRole: 'member', targetRole: 'viewer' })).toMatch(/cannot remove/);
  });
});
