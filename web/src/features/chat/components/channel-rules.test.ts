import {
  assignableRoles,
  channelPermissions,
  isChannelPrivacy,
  validateChannelName,
} from './channel-rules';

describe('validateChannelName', () => {
  it('needs a non-blank name of at most 64 characters', () => {
    expect(validateChannelName('  ')).toBe('Give the channel a name.');
    expect(validateChannelName('x'.repeat(65))).toBe('Use at most 64 characters.');
    expect(validateChannelName(' Design crew ')).toBeNull();
  });
});

describe('isChannelPrivacy', () => {
  it('accepts the three privacy values only', () => {
    expect(['public', 'private', 'apply'].every(isChannelPrivacy)).toBe(true);
    expect(isChannelPrivacy('secret')).toBe(false);
  });
});

describe('channelPermissions', () => {
  const all = ['update-channel', 'update-channel-members', 'leave-channel', 'delete-channel'];

  it('offers everything the capabilities and an owner role allow in a group', () => {
    expect(channelPermissions(all, 'Group', 'owner')).toEqual({
      canRename: true,
      canManageMembers: true,
      canAssignRoles: true,
      canChangePrivacy: false,
      canLeave: true,
      canDelete: true,
    });
    expect(channelPermissions(all, 'Community', 'admin').canChangePrivacy).toBe(true);
  });

  it('offers nothing without capabilities', () => {
    expect(channelPermissions(undefined, 'Community', 'channel_member')).toEqual({
      canRename: false,
      canManageMembers: false,
      canAssignRoles: false,
      canChangePrivacy: false,
      canLeave: false,
      canDelete: false,
    });
    expect(channelPermissions(['read-channel', 'send-message'], 'Group', 'member').canRename).toBe(
      false,
    );
  });

  it('leaves workspace channel membership to the workspace', () => {
    expect(channelPermissions(all, 'Workspace', 'owner')).toEqual({
      canRename: true,
      canManageMembers: false,
      canAssignRoles: false,
      canChangePrivacy: false,
      canLeave: false,
      canDelete: false,
    });
  });

  it('never renames or changes members of a direct channel', () => {
    const permissions = channelPermissions(all, 'Direct', 'owner');
    expect(permissions.canRename).toBe(false);
    expect(permissions.canManageMembers).toBe(false);
    expect(permissions.canDelete).toBe(true);
    expect(permissions.canAssignRoles).toBe(false);
  });

  it('gives roles and privacy to owners and admins only, not to moderators', () => {
    // A moderator's capabilities: members but no settings.
    const moderator = channelPermissions(
      ['update-channel-members', 'leave-channel'],
      'Community',
      'channel_moderator',
    );
    expect(moderator.canManageMembers).toBe(true);
    expect(moderator.canAssignRoles).toBe(false);
    expect(moderator.canChangePrivacy).toBe(false);
    // Roles follow the channel role our API checks, not the capabilities.
    expect(channelPermissions([], 'Group', 'admin').canAssignRoles).toBe(true);
  });

  it("gives a group's members to its owners, admins and moderators, through our API", () => {
    // No client holds update-channel-members on a group: the server adds and removes.
    for (const role of ['owner', 'admin', 'moderator', 'channel_moderator']) {
      expect(channelPermissions(['leave-channel'], 'Group', role).canManageMembers, role).toBe(
        true,
      );
    }
    expect(channelPermissions(all, 'Group', 'channel_member').canManageMembers).toBe(false);
    expect(channelPermissions(all, 'Group', 'viewer').canManageMembers).toBe(false);
  });
});

describe('assignableRoles', () => {
  it('offers an owner every role for others, nothing for themself', () => {
    expect(assignableRoles('owner', 'channel_member', false, 1)).toEqual([
      'owner',
      'admin',
      'moderator',
      'member',
      'viewer',
    ]);
    expect(assignableRoles('owner', 'owner', true, 2)).toBeNull();
  });

  it('offers an admin every role but owner, and leaves owners alone', () => {
    expect(assignableRoles('admin', 'viewer', false, 1)).toEqual([
      'admin',
      'moderator',
      'member',
      'viewer',
    ]);
    expect(assignableRoles('admin', 'owner', false, 2)).toBeNull();
  });

  it('offers nothing to moderators, members and viewers', () => {
    for (const role of ['moderator', 'channel_moderator', 'member', 'viewer', undefined]) {
      expect(assignableRoles(role, 'viewer', false, 1)).toBeNull();
    }
  });
});
