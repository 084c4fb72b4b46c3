/**
 * Drafts against the chat emulator with real SDK clients: text typed into one device's composer
 * is saved once typing pauses and shows up on the user's other device (list and composer), and
 * emptying the composer deletes it.
 */
import { renderHook, waitFor } from '@testing-library/react';
import { enableDrafts, useChannelDrafts } from './drafts';
import { setUpChatEmulator } from './testing/chat-emulator';

const chat = setUpChatEmulator([{ id: 'alice' }, { id: 'bob' }]);

describe('drafts', () => {
  it('saves the composer text as a draft that the other device sees, and deletes it when emptied', async () => {
    const [laptop, phone] = await Promise.all([chat.connect('alice'), chat.connect('alice')]);
    enableDrafts(laptop);
    const channel = laptop.channel('messaging', 'drafts-1', { members: ['alice', 'bob'] });
    await channel.watch();
    const composer = channel.messageComposer;
    composer.registerSubscriptions();

    const { result } = renderHook(() => useChannelDrafts(phone));
    composer.textComposer.setText('half a thought');
    await waitFor(() => expect(result.current).toEqual({ [channel.cid]: 'half a thought' }), {
      timeout: 5_000,
    });
    const { draft } = await phone.channel('messaging', 'drafts-1').getDraft();
    expect(draft.message.text).toBe('half a thought');

    composer.textComposer.setText('');
    await waitFor(() => expect(result.current).toEqual({}), { timeout: 5_000 });
    composer.unregisterSubscriptions();
  });
});
