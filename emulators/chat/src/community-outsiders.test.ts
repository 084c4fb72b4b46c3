import { describe, expect, it } from 'vitest';
import { collectEvents, errorOf, serverChannel, sleep, useEmulator } from './test/harness';

/**
 * An `apply` community shows outsiders its public card: its name, privacy and member count, and
 * nothing of what is said in it, before and while their join request waits.
 */
describe('apply community outsiders', () => {
  const h = useEmulator();

  async function community() {
    await serverChannel(h, 'community', 'club', {
      createdBy: 'host',
      members: ['host', 'member'],
      name: 'Club',
      privacy: 'apply',
    });
    const member = (await h.connect('member')).channel('community', 'club');
    await member.watch();
    const { message } = await member.sendMessage({ text: 'The secret plan' });
    await member.sendReaction(message.id, { type: 'like' });
    await member.markRead();
    const guest = await h.connect('guest');
    return { member, message, guest, club: guest.channel('community', 'club') };
  }

  it('answers a query with the card only: no messages, members, read state or pins', async () => {
    const { club } = await community();
    const state = await club.query({ messages: { limit: 10 }, members: { limit: 10 } });
    expect(state.channel).toMatchObject({ name: 'Club', privacy: 'apply', member_count: 2 });
    expect(state.messages).toEqual([]);
    expect(state.pinned_messages).toEqual([]);
    expect(state.members).toEqual([]);
    // Read state carried every member's last read message id.
    expect(state.read).toEqual([]);
    expect(JSON.stringify(state)).not.toContain('The secret plan');
  });

  it('refuses messages by id, reactions, members and drafts quoting a message', async () => {
    const { message, guest, club } = await community();
    expect(await errorOf(guest.getMessage(message.id))).toMatchObject({ code: 17, status: 403 });
    expect(await errorOf(club.getMessagesById([message.id]))).toMatchObject({ code: 17 });
    expect(await errorOf(club.getReactions(message.id, {}))).toMatchObject({ code: 17 });
    expect(await errorOf(guest.queryReactions(message.id, {}))).toMatchObject({ code: 17 });
    expect(await errorOf(club.queryMembers({}))).toMatchObject({ code: 17 });
    expect(
      await errorOf(club.createDraft({ text: 'quoting', quoted_message_id: message.id })),
    ).toMatchObject({ code: 17 });
  });

  it('tells a waiting join request nothing of new messages, and a member everything', async () => {
    const { member, guest, club } = await community();
    await club.addMembers(['guest']);
    const heard = collectEvents(guest, 'notification.message_new');
    await member.sendMessage({ text: 'Another secret' });
    await sleep(100);
    expect(heard).toEqual([]);
    expect((await club.query({ messages: { limit: 10 } })).messages).toEqual([]);

    const host = (await h.connect('host')).channel('community', 'club');
    await host.addMembers(['guest']);
    const state = await club.query({ messages: { limit: 10 } });
    expect(state.messages.map((m) => m.text)).toEqual(['The secret plan', 'Another secret']);
  });
});
