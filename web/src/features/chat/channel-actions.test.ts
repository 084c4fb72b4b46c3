import {
  channelPermissions,
  isChannelPrivacy,
  newChannelId,
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
      canLeave: true,
      canDelete: true,
    });
  });

  it('offers nothing without capabilities', () => {
    expect(channelPermissions(undefined, 'Community')).toEqual({
      canRename: false,
      canManageMembers: false,
      canLeave: false,
      canDelete: false,
    });
    expect(channelPermissions(['read-channel', 'send-message'], 'Group').canRename).toBe(false);
  });

  it('leaves workspace channel membership to the workspace', () => {
    expect(channelPermissions(all, 'Workspace')).toEqual({
      canRename: true,
      canManageMembers: false,
      canLeave: false,
      canDelete: false,
    });
  });

  it('never renames or changes members of a direct channel', () => {
    const permissions = channelPermissions(all, 'Direct');
    expect(permissions.canRename).toBe(false);
    expect(permissions.canManageMembers).toBe(false);
    expect(permissions.canDelete).toBe(true);
  });
});
