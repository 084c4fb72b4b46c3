import type { Channel, ChannelMemberResponse } from 'stream-chat';
import { managesApplications, membershipOf } from './community-rules';

/** Just the fields the rules read; a real Channel carries far more. */
function channelWith(privacy: string, membership: ChannelMemberResponse): Channel {
  return { data: { privacy }, state: { membership } } as unknown as Channel;
}

describe('membershipOf', () => {
  it('tells outsiders, applicants and members apart', () => {
    expect(membershipOf(channelWith('apply', {}))).toBe('none');
    expect(membershipOf(channelWith('apply', { user_id: 'ann', status: 'pending' }))).toBe(
      'pending',
    );
    expect(membershipOf(channelWith('public', { user_id: 'ann', status: 'member' }))).toBe(
      'member',
    );
  });
});

describe('managesApplications', () => {
  it('is for owners, admins and moderators of apply communities', () => {
    for (const role of ['owner', 'admin', 'moderator', 'channel_moderator']) {
      expect(managesApplications(channelWith('apply', { user_id: 'm', channel_role: role }))).toBe(
        true,
      );
    }
    expect(
      managesApplications(channelWith('apply', { user_id: 'm', channel_role: 'channel_member' })),
    ).toBe(false);
    expect(
      managesApplications(channelWith('public', { user_id: 'm', channel_role: 'owner' })),
    ).toBe(false);
    expect(
      managesApplications(
        channelWith('apply', { user_id: 'm', channel_role: 'owner', status: 'pending' }),
      ),
    ).toBe(false);
  });
});
