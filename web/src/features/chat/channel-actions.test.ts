import {
  assignableRoles,
  channelPermissions,
  isChannelPrivacy,
  newChannelId,
  productRole,
  validateChannelName,
} from './channel-actions';

describe('validateChannelName', () => {
  it('needs a non-blank name of at most 64 characters', () => {
    expect(validateChannelName('  ')).toBe('Give the channel a name.');
    expect(validateChannelName('x'.repeat(65))).toBe('Use at most 64 characters.');
    expect(validateChannelName(' Design crew ')).toBeNull();
  });
});

describe('newChannelId', () => {
  it('uses only characters Stream allows in an id', () => {
    expect(newChannelId('group')).toMatch(/^group-[a-z0-9-]+$/);
    expect(newChannelId('community')).not.toBe(newChannelId('community'));
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

  it('offers everything the capabilities allow in a group', () => {
    expect(channelPermissions(all, 'Group')).toEqual({
      canRename: true,
      canManageMembers: true,
      canAssignRoles: true,
      canChangePrivacy: false,
      canLeave: true,
      canDelete: true,
    });
    expect(channelPermissions(all, 'Community').canChangePrivacy).toBe(true);
  });

  it('offers nothing without capabilities', () => {
    expect(channelPermissions(undefined, 'Community')).toEqual({
      canRename: false,
      canManageMembers: false,
      canAssignRoles: false,
      canChangePrivacy: false,
      canLeave: false,
      canDelete: false,
    });
    expect(channelPermissions(['read-channel', 'send-message'], 'Group').canRename).toBe(false);
  });

  it('leaves workspace channel membership to the workspace', () => {
    expect(channelPermissions(all, 'Workspace')).toEqual({
      canRename: true,
      canManageMembers: false,
      canAssignRoles: false,
      canChangePrivacy: false,
      canLeave: false,
      canDelete: false,
    });
  });

  it('never renames or changes members of a direct channel', () => {
    const permissions = channelPermissions(all, 'Direct');
    expect(permissions.canRename).toBe(false);
    expect(permissions.canManageMembers).toBe(false);
    expect(permissions.canDelete).toBe(true);
    expect(permissions.canAssignRoles).toBe(false);
  });

  it('gives roles and privacy to owners and admins only, not to moderators', () => {
    // A moderator's capabilities: members but no settings.
    const moderator = channelPermissions(['update-channel-members', 'leave-channel'], 'Community');
    expect(moderator.canManageMembers).toBe(true);
    expect(moderator.canAssignRoles).toBe(false);
    expect(moderator.canChangePrivacy).toBe(false);
  });
});

describe('productRole', () => {
  it("reads Stream's built-in channel roles as the product's", () => {
    expect(productRole('channel_member')).toBe('member');
    expect(productRole(undefined)).toBe('member');
    expect(productRole('channel_moderator')).toBe('moderator');
    expect(productRole('viewer')).toBe('viewer');
    expect(productRole('janitor')).toBeNull();
  });
});

describe('assignableRoles', () => {
  it('lets an owner give any role to others, never to themself', () => {
    expect(assignableRoles('owner', 'channel_member', false)).toEqual([
      'owner',
      'admin',
      'moderator',
      'member',
      'viewer',
    ]);
    expect(assignableRoles('owner', 'owner', true)).toBeNull();
  });

  it('lets an admin give every role but owner, and leave owners alone', () => {
    expect(assignableRoles('admin', 'viewer', false)).toEqual([
      'admin',
      'moderator',
      'member',
      'viewer',
    ]);
    expect(assignableRoles('admin', 'owner', false)).toBeNull();
  });

  it('gives nothing to moderators, members and viewers', () => {
    for (const role of ['moderator', 'channel_moderator', 'member', 'viewer', undefined]) {
      expect(assignableRoles(role, 'viewer', false)).toBeNull();
    }
  });
});
