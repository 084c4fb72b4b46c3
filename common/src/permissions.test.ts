import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  WORKSPACE_RIGHTS,
  WORKSPACE_ROLE_RIGHTS,
  WORKSPACE_ROLES,
  hasWorkspaceRight,
  resolveWorkspaceRole,
  workspaceRoleId,
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

describe('resolveWorkspaceRole', () => {
  const workspace = { ownerId: 'olivia', members: ['olivia', 'mia', 'vic'] };

  it('prefers an explicit role record', () => {
    expect(resolveWorkspaceRole({ ...workspace, uid: 'vic', roleRecord: { role: 'viewer' } })).toBe(
      'viewer',
    );
    expect(
      resolveWorkspaceRole({ ...workspace, uid: 'olivia', roleRecord: { role: 'admin' } }),
    ).toBe('admin');
  });

  it('falls back to owner for the owner, member for other members', () => {
    expect(resolveWorkspaceRole({ ...workspace, uid: 'olivia' })).toBe('owner');
    expect(resolveWorkspaceRole({ ...workspace, uid: 'mia', roleRecord: null })).toBe('member');
  });

  it('ignores unknown role names and gives non-members no role', () => {
    expect(
      resolveWorkspaceRole({ ...workspace, uid: 'mia', roleRecord: { role: 'superuser' } }),
    ).toBe('member');
    expect(
      resolveWorkspaceRole({ ...workspace, uid: 'stranger', roleRecord: { role: 'admin' } }),
    ).toBeNull();
  });

  it('names role records workspaceId_userId', () => {
    expect(workspaceRoleId('ws', 'u1')).toBe('ws_u1');
  });
});
