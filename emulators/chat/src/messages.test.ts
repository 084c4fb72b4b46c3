import { describe, expect, it } from 'vitest';
import { errorOf, nextEvent, serverChannel, useEmulator } from './test/harness';

describe('messages', () => {
  const h = useEmulator();

  async function pair() {
    await serverChannel(h, 'messaging', 'crew', {
      createdBy: 'alice',
      members: ['alice', 'bob'],
      name: 'Crew',
    });
    const alice = await h.connect('alice', { name: 'Alice' });
    const bob = await h.connect('bob', { name: 'Bob' });
    const channel = alice.channel('messaging', 'crew');
    await channel.watch();
    const bobChannel = bob.channel('messaging', 'crew');
    await bobChannel.watch();
    return { alice, bob, channel, bobChannel };
  }

  it('accepts client ids, refuses a duplicate with code 4 "already exists"', async () => {
    const { channel } = await pair();
    const { message } = await channel.sendMessage({ id: 'm-1', text: 'first' });
    expect(message).toMatchObject({
      id: 'm-1',
      type: 'regular',
      user: { id: 'alice', name: 'Alice' },
    });
    const duplicate = await errorOf(channel.sendMessage({ id: 'm-1', text: 'again' }));
    expect(duplicate).toMatchObject({ code: 4, status: 400 });
    expect(duplicate.message).toMatch(/already exists/);
  });

  it("refuses system messages from clients (attack: a notice in the app's voice)", async () => {
    const { channel } = await pair();
    const refusal = await errorOf(
      channel.sendMessage({ text: 'Bob was made admin', type: 'system' }),
    );
    expect(refusal).toMatchObject({ code: 17, status: 403 });
    const { message } = await h.server
      .channel('messaging', 'crew')
      .sendMessage({ text: 'Bob joined', type: 'system', user_id: 'alice' });
    expect(message.type).toBe('system');
  });

  it('updates (full and partial) with message.updated and the Edited marker', async () => {
    const { alice, bob, channel } = await pair();
    const { message } = await channel.sendMessage({ text: 'draft', priority: 'low' });
    const updated = nextEvent(bob, 'message.updated');
    const edited = await alice.updateMessage({ id: message.id, text: 'final', priority: 'high' });
    expect(edited.message).toMatchObject({ text: 'final', priority: 'high' });
    expect(edited.message.message_text_updated_at).toEqual(expect.any(String));
    expect((await updated).message?.text).toBe('final');
    const partial = await alice.partialUpdateMessage(message.id, { set: { priority: 'urgent' } });
    expect(partial.message).toMatchObject({ text: 'final', priority: 'urgent' });
    const unset = await alice.partialUpdateMessage(message.id, { unset: ['priority'] });
    expect(unset.message.priority).toBeUndefined();
  });

  it('soft and hard deletes', async () => {
    const { alice, bob, channel, bobChannel } = await pair();
    const { message: soft } = await channel.sendMessage({ text: 'oops' });
    const { message: hard } = await channel.sendMessage({ text: 'gone' });
    const softEvent = nextEvent(bob, 'message.deleted', (e) => e.message?.id === soft.id);
    await alice.deleteMessage(soft.id);
    expect((await softEvent).message?.type).toBe('deleted');
    const hardEvent = nextEvent(bob, 'message.deleted', (e) => e.message?.id === hard.id);
    await alice.deleteMessage(hard.id, true);
    expect((await hardEvent).hard_delete).toBe(true);
    const state = await bobChannel.query({ messages: { limit: 10 } });
    expect(state.messages.map((m) => [m.id, m.type])).toEqual([[soft.id, 'deleted']]);
    expect((await errorOf(alice.getMessage(hard.id))).code).toBe(16);
  });

  it('threads: replies, reply_count on the parent, show_in_channel, paging', async () => {
    const { bob, channel, bobChannel } = await pair();
    const { message: parent } = await channel.sendMessage({ text: 'parent' });
    const parentUpdated = nextEvent(bob, 'message.updated', (e) => e.message?.id === parent.id);
    for (let i = 1; i <= 5; i++) {
      await channel.sendMessage({
        text: `reply ${i}`,
        parent_id: parent.id,
        show_in_channel: i === 5,
      });
    }
    expect((await parentUpdated).message?.reply_count).toBeGreaterThanOrEqual(1);
    const parentNow = await bob.getMessage(parent.id);
    expect(parentNow.message.reply_count).toBe(5);
    expect(parentNow.message.thread_participants?.map((u) => u.id)).toEqual(['alice']);
    const page = await bobChannel.getReplies(parent.id, { limit: 2 });
    expect(page.messages.map((m) => m.text)).toEqual(['reply 4', 'reply 5']);
    const older = await bobChannel.getReplies(parent.id, { limit: 2, id_lt: page.messages[0]?.id });
    expect(older.messages.map((m) => m.text)).toEqual(['reply 2', 'reply 3']);
    // Only the show_in_channel reply joins the channel list.
    const state = await bobChannel.query({ messages: { limit: 10 } });
    expect(state.messages.map((m) => m.text)).toEqual(['parent', 'reply 5']);
    const nested = await errorOf(
      channel.sendMessage({ text: 'deep', parent_id: page.messages[0]?.id }),
    );
    expect(nested.code).toBe(21);
  });

  it('quotes, mentions, pins and silent messages', async () => {
    const { alice, channel, bobChannel } = await pair();
    const { message: original } = await channel.sendMessage({ text: 'quote me' });
    const { message: quoting } = await channel.sendMessage({
      text: 'hey @bob',
      quoted_message_id: original.id,
      mentioned_users: ['bob'],
    });
    expect(quoting.quoted_message?.text).toBe('quote me');
    expect(quoting.mentioned_users?.map((u) => u.id)).toEqual(['bob']);
    const pinned = await alice.pinMessage(original);
    expect(pinned.message).toMatchObject({ pinned: true, pinned_by: { id: 'alice' } });
    expect(pinned.message.pinned_at).toEqual(expect.any(String));
    const state = await bobChannel.query({ messages: { limit: 10 } });
    expect(state.pinned_messages.map((m) => m.id)).toEqual([original.id]);
    await alice.unpinMessage(original);
    expect((await bobChannel.query()).pinned_messages).toEqual([]);
    await channel.sendMessage({ text: 'shh', silent: true });
    const unread = (await bobChannel.query()).read?.find((r) => r.user.id === 'bob');
    expect(unread?.unread_messages).toBe(2);
  });

  it('pages channel messages with id_lt, id_gt and id_around', async () => {
    const { channel, bobChannel } = await pair();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++)
      ids.push((await channel.sendMessage({ text: `m${i}` })).message.id);
    const texts = async (messages: Record<string, unknown>) =>
      (await bobChannel.query({ messages })).messages.map((m) => m.text);
    expect(await texts({ limit: 3 })).toEqual(['m9', 'm10', 'm11']);
    expect(await texts({ limit: 3, id_lt: ids[9] })).toEqual(['m6', 'm7', 'm8']);
    expect(await texts({ limit: 2, id_gt: ids[1] })).toEqual(['m2', 'm3']);
    expect(await texts({ limit: 3, id_around: ids[5] })).toEqual(['m4', 'm5', 'm6']);
    expect(await texts({ limit: 0 })).toEqual([]);
  });

  it('searches messages by text, with message filters and next cursors', async () => {
    const { alice, bob, channel } = await pair();
    await channel.sendMessage({ text: 'Launch plan for Friday' });
    await channel.sendMessage({ text: 'Lunch?' });
    await channel.sendMessage({ text: 'The launch moved' });
    const { message: deleted } = await channel.sendMessage({ text: 'launch secret' });
    await alice.deleteMessage(deleted.id);
    await serverChannel(h, 'messaging', 'other', { createdBy: 'alice', members: ['alice'] });
    await alice.channel('messaging', 'other').sendMessage({ text: 'launch elsewhere' });

    const byQuery = await bob.search({ members: { $in: ['bob'] } }, 'launch', { limit: 1 });
    expect(byQuery.results.map((r) => r.message.text)).toEqual(['The launch moved']);
    expect(byQuery.next).toEqual(expect.any(String));
    const second = await bob.search({ members: { $in: ['bob'] } }, 'launch', {
      limit: 1,
      next: byQuery.next,
    });
    expect(second.results.map((r) => r.message.text)).toEqual(['Launch plan for Friday']);
    expect(second.next).toBeUndefined();
    const byFilter = await bob.search(
      { members: { $in: ['bob'] } },
      { type: 'regular', text: 'lunch' },
      { sort: [{ created_at: -1 }] },
    );
    expect(byFilter.results.map((r) => r.message.text)).toEqual(['Lunch?']);
    const byUser = await bob.search(
      { cid: 'messaging:crew' },
      { 'user.id': 'alice', text: { $autocomplete: 'lau' } },
    );
    expect(byUser.results.length).toBe(2);
  });

  it('keeps and answers drafts, and lists threads', async () => {
    const { alice, channel } = await pair();
    await channel.createDraft({ text: 'half a thought' });
    expect((await channel.getDraft()).draft?.message.text).toBe('half a thought');
    expect((await alice.queryDrafts()).drafts.length).toBe(1);
    await channel.deleteDraft();
    expect((await alice.queryDrafts()).drafts).toEqual([]);
    const { message: parent } = await channel.sendMessage({ text: 'thread root' });
    await channel.sendMessage({ text: 'in thread', parent_id: parent.id });
    const { threads } = await alice.queryThreads();
    expect(threads.map((t) => t.id)).toEqual([parent.id]);
    const thread = await alice.getThread(parent.id);
    expect(thread.id).toBe(parent.id);
  });
});
