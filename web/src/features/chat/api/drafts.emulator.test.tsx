/**
 * Drafts against the chat emulator with real SDK clients: text typed into one device's composer
 * is saved once typing pauses and shows up on the user's other device (list and composer),
 * emptying the composer deletes it, and a key typed while a save is on its way is not undone by
 * the save's echo. A thread's composer asks for its draft only where one is known.
 */
import { renderHook, waitFor } from '@testing-library/react';
import { MessageComposer } from 'stream-chat';
import { enableDrafts, hasKnownThreadDraft } from './drafts';
import { useChannelDrafts } from './use-drafts';
import { setUpChatEmulator } from '../testing/chat-emulator';

const chat = setUpChatEmulator([{ id: 'alice' }, { id: 'bob' }]);

describe('drafts', () => {
  it('saves the composer text as a draft that the other device sees, and deletes it when emptied', async () => {
    const [laptop, phone] = await Promise.all([chat.connect('alice'), chat.connect('alice')]);
    enableDrafts(laptop);
    await chat.messaging('alice', ['alice', 'bob'], 'drafts-1');
    const channel = laptop.channel('messaging', 'drafts-1');
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

  it("keeps what was typed after a save when the save's echo comes back", async () => {
    const laptop = await chat.connect('alice');
    enableDrafts(laptop);
    await chat.messaging('alice', ['alice', 'bob'], 'drafts-2');
    const channel = laptop.channel('messaging', 'drafts-2');
    await channel.watch();
    const composer = channel.messageComposer;
    composer.registerSubscriptions();
    // Registered after the composer's own listener, so it runs once the composer has seen it.
    const echoed = new Promise<void>((resolve) => {
      const subscription = laptop.on('draft.updated', () => {
        subscription.unsubscribe();
        resolve();
      });
    });

    composer.textComposer.setText('half');
    const saving = composer.createDraft();
    composer.textComposer.setText('half a thought');
    await Promise.all([saving, echoed]);
    expect(composer.textComposer.text).toBe('half a thought');

    // Another device's draft still reaches this composer.
    const phone = await chat.connect('alice');
    const other = phone.channel('messaging', 'drafts-2');
    await other.watch();
    await other.createDraft({ text: 'from the phone' });
    await waitFor(() => expect(composer.textComposer.text).toBe('from the phone'), {
      timeout: 5_000,
    });
    composer.unregisterSubscriptions();
  });

  it("turns a thread's drafts on once typed or once one is known, never asking for a missing one", async () => {
    const [laptop, phone] = await Promise.all([chat.connect('alice'), chat.connect('alice')]);
    enableDrafts(laptop);
    enableDrafts(phone);
    await chat.messaging('alice', ['alice', 'bob'], 'drafts-3');
    const channel = laptop.channel('messaging', 'drafts-3');
    await channel.watch();
    await channel.sendMessage({ text: 'parent' });
    const parent = channel.state.latestMessages.at(-1)!;
    const threadComposer = (client: typeof laptop) =>
      new MessageComposer({ client, compositionContext: { ...parent, legacyThreadId: parent.id } });

    // A thread without a draft: the composer opens with drafts off (no request for one).
    const typing = threadComposer(laptop);
    typing.registerSubscriptions();
    expect(typing.config.drafts.enabled).toBe(false);
    expect(hasKnownThreadDraft(phone, channel.cid, parent.id)).toBe(false);

    // Typing turns them on and saves the text as the thread's draft.
    typing.textComposer.setText('a reply in progress');
    await waitFor(() => expect(typing.config.drafts.enabled).toBe(true), { timeout: 5_000 });
    await waitFor(() => expect(hasKnownThreadDraft(phone, channel.cid, parent.id)).toBe(true), {
      timeout: 5_000,
    });
    const { draft } = await phone
      .channel('messaging', 'drafts-3')
      .getDraft({ parent_id: parent.id });
    expect(draft.message.text).toBe('a reply in progress');

    // The other device now knows of it: its composer for the thread opens with drafts on.
    const reading = threadComposer(phone);
    reading.registerSubscriptions();
    expect(reading.config.drafts.enabled).toBe(true);

    typing.textComposer.setText('');
    await waitFor(() => expect(hasKnownThreadDraft(phone, channel.cid, parent.id)).toBe(false), {
      timeout: 5_000,
    });
    typing.unregisterSubscriptions();
    reading.unregisterSubscriptions();
  });
});
