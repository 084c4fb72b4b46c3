/**
 * Presence against the chat emulator: the label under a Direct chat follows the other person's
 * connection (user.presence.changed), and a group never says Offline.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { useChannelPresence } from './use-channel-presence';
import { setUpChatEmulator } from '../testing/chat-emulator';

const chat = setUpChatEmulator([{ id: 'alice' }, { id: 'bob' }]);

describe('useChannelPresence', () => {
  it('turns Online when the other person connects and Offline when they leave', async () => {
    const alice = await chat.connect('alice');
    const direct = alice.channel('messaging', await chat.messaging('alice', ['alice', 'bob']));
    await direct.watch({ presence: true });
    const { result } = renderHook(() => useChannelPresence(direct));
    expect(result.current).toBe('Offline');

    const bob = await act(() => chat.connect('bob'));
    await waitFor(() => expect(result.current).toBe('Online'));
    await act(() => bob.disconnectUser());
    await waitFor(() => expect(result.current).toBe('Offline'));
  });

  it('counts members and who is online for other kinds', async () => {
    const alice = await chat.connect('alice');
    await chat.messaging('alice', ['alice', 'bob'], 'presence-2', 'Crew');
    const group = alice.channel('messaging', 'presence-2');
    await group.watch({ presence: true });
    const { result } = renderHook(() => useChannelPresence(group));
    expect(result.current).toBe('2 members · 1 online');
  });
});
