import { describe, expect, it } from 'vitest';
import {
  CHANNEL_ROLES,
  channelRoleChangeRefusal,
  productChannelRole,
  type ChannelRole,
  type ChannelRoleChange,
} from './chat';

describe('productChannelRole', () => {
  it("reads Stream's built-in channel roles as the product's", () => {
    expect(productChannelRole('channel_member')).toBe('member');
    expect(productChannelRole(undefined)).toBe('member');
    expect(productChannelRole('channel_moderator')).toBe('moderator');
    expect(productChannelRole('viewer')).toBe('viewer');
    expect(productChannelRole('janitor')).toBeNull();
  });
});

describe('channelRoleChangeRefusal', () => {
  const change = (overrides: Partial<ChannelRoleChange>): ChannelRoleChange => ({
    actorRole: 'owner',
    targetRole: 'channel_member',
    nextRole: 'viewer',
    self: false,
    owners: 1,
    ...overrides,
  });
  const allowed = (overrides: Partial<ChannelRoleChange>) =>
    CHANNEL_ROLES.filter(
      (nextRole: ChannelRole) =>
        channelRoleChangeRefusal(change({ ...overrides, nextRole })) === null,
    );

  it('lets an owner give anyone any role, owners included', () => {
    expect(allowed({ actorRole: 'owner', targetRole: 'member' })).toEqual([...CHANNEL_ROLES]);
    expect(allowed({ actorRole: 'owner', targetRole: 'owner', owners: 2 })).toEqual([
      ...CHANNEL_ROLES,
    ]);
  });

  it('lets an admin change roles below owner, never touching or making an owner', () => {
    expect(allowed({ actorRole: 'admin', targetRole: 'viewer' })).toEqual([
      'admin',
      'moderator',
      'member',
      'viewer',
    ]);
    expect(allowed({ actorRole: 'admin', targetRole: 'owner', owners: 3 })).toEqual([]);
    expect(channelRoleChangeRefusal(change({ actorRole: 'admin', nextRole: 'owner' }))).toEqual({
      reason: 'forbidden',
      message: 'Only an owner makes or unmakes owners.',
    });
  });

  it('lets nobody else change roles', () => {
    for (const actorRole of ['moderator', 'channel_moderator', 'member', 'viewer', 'janitor']) {
      expect(channelRoleChangeRefusal(change({ actorRole }))).toEqual({
        reason: 'forbidden',
        message: "Only the channel's owners and admins change roles.",
      });
    }
  });

  it('lets nobody make themself an owner', () => {
    expect(
      channelRoleChangeRefusal(
        change({ actorRole: 'admin', targetRole: 'admin', self: true, nextRole: 'owner' }),
      ),
    ).toEqual({ reason: 'forbidden', message: 'Nobody makes themself an owner.' });
    expect(allowed({ actorRole: 'admin', targetRole: 'admin', self: true })).toEqual([
      'admin',
      'moderator',
      'member',
      'viewer',
    ]);
  });

  it('keeps at least one owner', () => {
    expect(
      channelRoleChangeRefusal(
        change({ actorRole: 'owner', targetRole: 'owner', self: true, nextRole: 'admin' }),
      ),
    ).toEqual({ reason: 'last-owner', message: 'A channel keeps at least one owner.' });
    expect(allowed({ actorRole: 'owner', targetRole: 'owner', self: true, owners: 2 })).toEqual([
      ...CHANNEL_ROLES,
    ]);
  });
});
