import type { Channel } from 'stream-chat';
import { withChannelFirst } from '../components/channel-list-shape';
import { presenceLabel } from './use-channel-presence';

describe('presenceLabel', () => {
  const alice = { userId: 'alice', online: true };
  it("reads a Direct chat's other person from the chat service's presence", () => {
    expect(presenceLabel('Direct', [alice, { userId: 'bob', online: true }], 'alice')).toBe(
      'Online',
    );
    expect(presenceLabel('Direct', [alice, { userId: 'bob', online: false }], 'alice')).toBe(
      'Offline',
    );
  });

  it('never says Offline under a Workspace, Group or Community channel, however few members', () => {
    expect(presenceLabel('Workspace', [{ userId: 'alice', online: false }], 'alice')).toBe(
      '1 member · 1 online',
    );
    expect(presenceLabel('Community', [alice, { userId: 'bob', online: false }], 'alice')).toBe(
      '2 members · 1 online',
    );
    expect(
      presenceLabel(
        'Group',
        [alice, { userId: 'bob', online: true }, { userId: 'cy', online: false }],
        'alice',
      ),
    ).toBe('3 members · 2 online');
  });
});

describe('withChannelFirst', () => {
  const channel = (cid: string) => ({ cid }) as Channel;
  it('puts a new channel first and moves a listed one there without a twin', () => {
    const [a, b, c] = [channel('messaging:a'), channel('messaging:b'), channel('community:c')];
    expect(withChannelFirst([a, b], c).map((x) => x.cid)).toEqual([c.cid, a.cid, b.cid]);
    expect(withChannelFirst([a, b, c], b).map((x) => x.cid)).toEqual([b.cid, a.cid, c.cid]);
  });
});
