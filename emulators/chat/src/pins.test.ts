import { describe, expect, it } from 'vitest';
import { errorOf, nextEvent, serverChannel, sleep, useEmulator } from './test/harness';

/** Pinned messages: who may pin (the app's pinMessages right), channel state and paging. */
describe('pinned messages', () => {
  const h = useEmulator();

  async function team() {
    await h.server.upsertUsers(['mod', 'member', 'viewer'].map((id) => ({ id })));
    await h.server
      .channel('team', 'ws1', {
        created_by_id: 'mod',
        members: [
          { user_id: 'mod', channel_role: 'moderator' },
          { user_id: 'member', channel_role: 'member' },
          { user_id: 'viewer', channel_role: 'viewer' },
        ],
      } as never)
      .create();
    const as = async (id: string) => {
      const client = await h.connect(id);
      const channel = client.channel('team', 'ws1');
      await channel.watch();
      return { client, channel };
    };
    return as;
  }

  it('pins per channel role: moderators in a workspace, members in a group, never viewers', async () => {
    const as = await team();
    const mod = await as('mod');
    const member = await as('member');
    const viewer = await as('viewer');
    const { message } = await member.channel.sendMessage({ text: 'pin me' });
    expect(member.channel.data?.own_capabilities).not.toContain('pin-message');
    expect(await errorOf(member.client.pinMessage(message))).toMatchObject({ code: 17 });
    expect(await errorOf(viewer.client.pinMessage(message))).toMatchObject({ code: 17 });
    expect(await errorOf(member.channel.sendMessage({ text: 'x', pinned: true }))).toMatchObject({
      code: 17,
    });
    const updated = nextEvent(member.client, 'message.updated', (e) => e.message?.pinned === true);
    await mod.client.pinMessage(message);
    expect((await updated).message?.pinned_by?.id).toBe('mod');
    expect(member.channel.state.pinnedMessages.map((m) => m.id)).toEqual([message.id]);
    expect(await errorOf(member.client.unpinMessage(message))).toMatchObject({ code: 17 });
    await mod.client.unpinMessage(message);
    expect((await member.channel.query()).pinned_messages).toEqual([]);

    // In a group (messaging) members pin.
    await serverChannel(h, 'messaging', 'group', { createdBy: 'mod', members: ['member', 'mod'] });
    const group = member.client.channel('messaging', 'group');
    await group.watch();
    const { message: groupMessage } = await group.sendMessage({ text: 'ours', pinned: true });
    expect(groupMessage.pinned).toBe(true);
  });

  it('keeps the last 10 pins in the channel state and pages all of them by pinned_at', async () => {
    const as = await team();
    const mod = await as('mod');
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const { message } = await mod.channel.sendMessage({ text: `m${i}` });
      ids.push(message.id);
    }
    // Pin in reverse order, so pin order differs from message order.
    for (const id of [...ids].reverse()) {
      await mod.client.pinMessage({ id });
      await sleep(2);
    }
    const state = await mod.channel.query();
    expect(state.pinned_messages).toHaveLength(10);
    expect(state.pinned_messages.map((m) => m.text)).not.toContain('m11');

    const text = (r: { messages: { text?: string }[] }) => r.messages.map((m) => m.text);
    const newest = await mod.channel.getPinnedMessages({ limit: 3 });
    expect(text(newest)).toEqual(['m0', 'm1', 'm2']);
    const older = await mod.channel.getPinnedMessages({ limit: 3, id_lt: newest.messages[2]?.id });
    expect(text(older)).toEqual(['m3', 'm4', 'm5']);
    const oldestFirst = await mod.channel.getPinnedMessages({ limit: 2 }, { pinned_at: 1 });
    expect(text(oldestFirst)).toEqual(['m11', 'm10']);
    const after = await mod.channel.getPinnedMessages(
      { limit: 2, pinned_at_after: newest.messages[1]?.pinned_at ?? '' },
      { pinned_at: 1 },
    );
    expect(text(after)).toEqual(['m0']);
    const byOffset = await mod.channel.getPinnedMessages({ limit: 2, offset: 10 });
    expect(text(byOffset)).toEqual(['m10', 'm11']);
    expect(
      await errorOf(mod.channel.getPinnedMessages({ pinned_at_before: 'yesterday' } as never)),
    ).toMatchObject({ code: 4 });
  });

  it('drops a pin once pin_expires has passed', async () => {
    const as = await team();
    const mod = await as('mod');
    const { message } = await mod.channel.sendMessage({ text: 'briefly' });
    await mod.client.pinMessage(message, new Date(Date.now() + 300).toISOString());
    expect((await mod.channel.getPinnedMessages({})).messages).toHaveLength(1);
    await sleep(400);
    expect((await mod.channel.getPinnedMessages({})).messages).toEqual([]);
    expect((await mod.channel.query()).pinned_messages).toEqual([]);
    expect((await mod.client.getMessage(message.id)).message.pinned).toBe(false);
  });
});
