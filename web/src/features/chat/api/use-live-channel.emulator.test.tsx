/**
 * The live channel hooks against the chat emulator (in-process, own port), with real SDK
 * clients: an accepted join request (same member count) and a role assigned server-side reach the
 * reader.
 */
import { renderHook, waitFor } from '@testing-library/react';
import {
  useCapabilitiesFollowOwnRole,
  useChannelMembers,
  useLiveChannel,
} from './use-live-channel';
import { setUpChatEmulator } from '../testing/chat-emulator';

const chat = setUpChatEmulator([
  { id: 'alice', name: 'Alice' },
  { id: 'bob', name: 'Bob' },
]);

function statusOf(members: { user_id?: string; status?: string }[], id: string) {
  const member = members.find((entry) => entry.user_id === id);
  return member ? (member.status ?? 'member') : undefined;
}

describe('useChannelMembers', () => {
  it('follows a join request from pending to member, though the member count stays the same', async () => {
    const [alice, bob] = await Promise.all([chat.connect('alice'), chat.connect('bob')]);
    const owned = alice.channel('community', 'gated', {
      name: 'Gated',
      privacy: 'apply',
      members: ['alice'],
    });
    await owned.watch();
    const { result } = renderHook(() => useChannelMembers(owned));
    expect(statusOf(result.current, 'bob')).toBeUndefined();

    await bob.channel('community', 'gated').addMembers(['bob']);
    await waitFor(() => expect(statusOf(result.current, 'bob')).toBe('pending'));
    const count = result.current.length;

    // The manager's answer (what our API does with the server client).
    await chat.server.channel('community', 'gated').addMembers(['bob']);
    await waitFor(() => expect(statusOf(result.current, 'bob')).toBe('member'));
    expect(result.current).toHaveLength(count);
  }, 20_000);
});

describe('useLiveChannel with useCapabilitiesFollowOwnRole', () => {
  it('drops send-message when the owner makes the user a viewer, and brings it back', async () => {
    const [alice, bob] = await Promise.all([chat.connect('alice'), chat.connect('bob')]);
    await chat.messaging('alice', ['alice', 'bob'], 'crew', 'Crew');
    const owned = alice.channel('messaging', 'crew');
    await owned.watch();
    const joined = bob.channel('messaging', 'crew');
    await joined.watch();
    const { result } = renderHook(() => {
      useCapabilitiesFollowOwnRole(joined);
      return useLiveChannel(joined);
    });
    expect(result.current.capabilities).toContain('send-message');

    // The owner's change, as our API makes it with the server client.
    const server = chat.server.channel('messaging', 'crew');
    await server.assignRoles([{ user_id: 'bob', channel_role: 'viewer' }]);
    await waitFor(() => expect(result.current.capabilities).not.toContain('send-message'));
    expect(result.current.membership.channel_role).toBe('viewer');

    await server.assignRoles([{ user_id: 'bob', channel_role: 'member' }]);
    await waitFor(() => expect(result.current.capabilities).toContain('send-message'));
  }, 20_000);

  it("refuses role changes from every client, the owner's included: only our API makes them", async () => {
    const [alice, bob] = await Promise.all([chat.connect('alice'), chat.connect('bob')]);
    for (const client of [alice, bob]) {
      const channel = client.channel('messaging', 'crew');
      await channel.watch();
      await expect(
        channel.assignRoles([{ user_id: 'bob', channel_role: 'owner' }]),
      ).rejects.toThrow(/not allowed to perform action AssignRoles/);
    }
  }, 20_000);
});
