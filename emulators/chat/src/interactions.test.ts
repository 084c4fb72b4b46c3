import { describe, expect, it } from 'vitest';
import { collectEvents, nextEvent, serverChannel, sleep, useEmulator } from './test/harness';

describe('reactions, typing and read state', () => {
  const h = useEmulator();

  async function pair() {
    await serverChannel(h, 'messaging', 'crew', { createdBy: 'alice', members: ['alice', 'bob'] });
    const alice = await h.connect('alice');
    const bob = await h.connect('bob');
    const channel = alice.channel('messaging', 'crew');
    await channel.watch();
    const bobChannel = bob.channel('messaging', 'crew');
    await bobChannel.watch();
    return { alice, bob, channel, bobChannel };
  }

  it('sends, replaces and deletes reactions with scores, groups and own_reactions', async () => {
    const { bob, channel, bobChannel } = await pair();
    const { message } = await channel.sendMessage({ text: 'react to me' });
    const newReaction = nextEvent(bob, 'reaction.new');
    const sent = await channel.sendReaction(message.id, { type: 'like', score: 3 });
    expect(sent.message.own_reactions?.map((r) => r.type)).toEqual(['like']);
    expect(sent.message.reaction_groups?.like).toMatchObject({ count: 1, sum_scores: 3 });
    expect((await newReaction).reaction).toMatchObject({ type: 'like', user: { id: 'alice' } });
    await bobChannel.sendReaction(message.id, { type: 'like' });
    const bobLove = await bobChannel.sendReaction(
      message.id,
      { type: 'love' },
      { enforce_unique: true },
    );
    expect(bobLove.message.reaction_groups).toMatchObject({
      like: { count: 1 },
      love: { count: 1 },
    });
    expect(bobLove.message.own_reactions?.map((r) => r.type)).toEqual(['love']);
    const page = await bob.queryReactions(message.id, {}, [{ created_at: -1 }], { limit: 1 });
    expect(page.reactions.length).toBe(1);
    expect(page.next).toEqual(expect.any(String));
    const last = await bob.queryReactions(message.id, {}, [{ created_at: -1 }], {
      limit: 1,
      next: page.next,
    });
    expect(last.next).toBeUndefined();
    const deleted = nextEvent(bob, 'reaction.deleted');
    await channel.deleteReaction(message.id, 'like');
    expect((await deleted).message?.reaction_groups?.like).toBeUndefined();
  });

  it('relays typing.start/stop and expires a silent typist', async () => {
    const { bob, channel, bobChannel } = await pair();
    const start = nextEvent(bob, 'typing.start');
    await channel.keystroke();
    expect((await start).user?.id).toBe('alice');
    expect(Object.keys(bobChannel.state.typing)).toEqual(['alice']);
    const stop = nextEvent(bob, 'typing.stop');
    await channel.stopTyping();
    expect((await stop).user?.id).toBe('alice');
    // No stop this time: the emulator sends one when the typist goes quiet (400 ms in tests).
    const expired = nextEvent(bob, 'typing.stop');
    await channel.keystroke();
    expect((await expired).user?.id).toBe('alice');
  });

  it('counts unread per channel and in total, marks read and unread', async () => {
    const { alice, bob, channel, bobChannel } = await pair();
    await serverChannel(h, 'messaging', 'second', {
      createdBy: 'alice',
      members: ['alice', 'bob'],
    });
    const second = alice.channel('messaging', 'second');
    await channel.sendMessage({ text: 'one' });
    const { message: two } = await channel.sendMessage({ text: 'two' });
    const notification = nextEvent(bob, 'notification.message_new');
    await second.sendMessage({ text: 'elsewhere' });
    expect(await notification).toMatchObject({
      cid: 'messaging:second',
      total_unread_count: 3,
      unread_channels: 2,
    });
    const unread = await bob.getUnreadCount();
    expect(unread.total_unread_count).toBe(3);
    expect(unread.channels.find((c) => c.channel_id === 'messaging:crew')?.unread_count).toBe(2);

    const readEvent = nextEvent(alice, 'message.read');
    const markRead = nextEvent(bob, 'notification.mark_read');
    await bobChannel.markRead();
    expect(await readEvent).toMatchObject({ user: { id: 'bob' }, last_read_message_id: two.id });
    expect((await markRead).total_unread_count).toBe(1);
    expect(bobChannel.countUnread()).toBe(0);

    const markUnread = nextEvent(bob, 'notification.mark_unread');
    await bobChannel.markUnread({ message_id: two.id });
    expect(await markUnread).toMatchObject({
      unread_messages: 1,
      first_unread_message_id: two.id,
      total_unread_count: 2,
    });
    // A reconnecting client sees the totals in its handshake.
    await bob.disconnectUser();
    const again = h.userClient();
    const handshake = await again.connectUser({ id: 'bob' }, h.server.createToken('bob'));
    expect(handshake?.me).toMatchObject({ total_unread_count: 2, unread_channels: 2 });
  });

  it('sends message.new to watchers and notification.message_new to members who do not watch', async () => {
    await serverChannel(h, 'messaging', 'crew', { createdBy: 'alice', members: ['alice', 'bob'] });
    const alice = await h.connect('alice');
    const bob = await h.connect('bob');
    const channel = alice.channel('messaging', 'crew');
    await channel.watch();
    const bobNew = collectEvents(bob, 'message.new');
    const notified = nextEvent(bob, 'notification.message_new');
    await channel.sendMessage({ text: 'knock knock' });
    const event = await notified;
    expect(event.channel).toMatchObject({
      id: 'crew',
      type: 'messaging',
      config: expect.any(Object),
    });
    expect(event.total_unread_count).toBe(1);
    await sleep(50);
    expect(bobNew).toEqual([]);
  });

  it('mutes users through notification.mutes_updated and skips their messages in unread', async () => {
    const { alice, bob, bobChannel } = await pair();
    const muted = nextEvent(bob, 'notification.mutes_updated');
    await bob.muteUser('alice');
    expect((await muted).me?.mutes.map((m) => m.target.id)).toEqual(['alice']);
    await alice.channel('messaging', 'crew').sendMessage({ text: 'ignored' });
    const read = (await bobChannel.query()).read?.find((r) => r.user.id === 'bob');
    expect(read?.unread_messages).toBe(0);
    const unmuted = nextEvent(bob, 'notification.mutes_updated');
    await bob.unmuteUser('alice');
    expect((await unmuted).me?.mutes).toEqual([]);
  });
});
