/**
 * Chat search and the way a found message opens, against the chat emulator with the real SDK:
 * a word found only in a thread reply is found (with the thread it is in), and a reply that is
 * not shown in the channel opens in its thread.
 */
import { createChatSearch } from './chat-search';
import { threadOf } from './channel-lookup';
import { setUpChatEmulator } from '../testing/chat-emulator';

const chat = setUpChatEmulator([
  { id: 'alice', name: 'Alice' },
  { id: 'bob', name: 'Bob' },
]);

/** The message source's items once its search for `text` has answered. */
async function searchMessages(text: string) {
  const client = await chat.connect('alice');
  const controller = createChatSearch(client);
  controller.activate();
  const messages = controller.getSource('messages');
  if (!messages) throw new Error('no message source');
  await controller.search(text);
  await vi.waitUntil(() => !messages.isLoading && messages.items !== undefined);
  return { client, items: messages.items ?? [] };
}

describe('chat search', () => {
  it('finds a word that only a thread reply holds, with its thread', async () => {
    const crew = chat.server.channel('messaging', 'kickoff-crew', {
      created_by_id: 'alice',
      members: ['alice', 'bob'],
    } as never);
    await crew.create();
    const { message: parent } = await crew.sendMessage({
      text: 'Kickoff agenda',
      user_id: 'alice',
    });
    const { message: reply } = await crew.sendMessage({
      text: 'the budget is agreed',
      parent_id: parent.id,
      user_id: 'bob',
    });
    await crew.sendMessage({ text: 'a later message', user_id: 'bob' });

    const { client, items } = await searchMessages('budget');
    expect(items.map((item) => [item.id, item.parent_id])).toEqual([[reply.id, parent.id]]);

    // Opened from a link (no parent known), the reply is looked up and opens in its thread.
    const channel = client.channel('messaging', 'kickoff-crew');
    await channel.watch();
    const getMessage = (id: string) => client.getMessage(id);
    expect(await threadOf(channel, getMessage, reply.id)).toBe(parent.id);
    expect(await threadOf(channel, getMessage, parent.id)).toBeNull();
  });
});
