import { describe, expect, it } from 'vitest';
import { errorOf, nextEvent, rawCall, serverChannel, useEmulator } from './test/harness';

/** Drafts follow the user across devices: two clients of one user. */
describe('drafts', () => {
  const h = useEmulator();

  async function twoDevices() {
    await serverChannel(h, 'messaging', 'crew', { createdBy: 'alice', members: ['alice', 'bob'] });
    const laptop = await h.connect('alice');
    const phone = await h.connect('alice');
    const channel = laptop.channel('messaging', 'crew');
    await channel.watch();
    const { message: parent } = await channel.sendMessage({ text: 'a thread' });
    await channel.sendMessage({ text: 'reply', parent_id: parent.id });
    return { laptop, phone, channel, parent };
  }

  it('saves on one device; the other hears draft.updated and restores it from queryChannels', async () => {
    const { phone, channel } = await twoDevices();
    const heard = nextEvent(phone, 'draft.updated');
    const { draft } = await channel.createDraft({
      text: 'half a thought',
      mentioned_users: ['bob'],
    });
    expect(draft).toMatchObject({
      channel_cid: 'messaging:crew',
      message: { text: 'half a thought', mentioned_users: ['bob'], id: expect.any(String) },
    });
    expect((await heard).draft?.message.text).toBe('half a thought');

    const [restored] = await phone.queryChannels({ cid: 'messaging:crew' });
    // The message composer restores it from the channel state (initStateFromChannelResponse).
    expect(restored?.messageComposer.textComposer.text).toBe('half a thought');
    expect((await restored?.getDraft())?.draft.message.id).toBe(draft.message.id);
    const state = await phone.channel('messaging', 'crew').query({});
    expect(state.draft?.message.text).toBe('half a thought');

    const deleted = nextEvent(phone, 'draft.deleted');
    await channel.deleteDraft();
    expect((await deleted).draft?.channel_cid).toBe('messaging:crew');
    expect(await errorOf(channel.getDraft())).toMatchObject({ code: 16, status: 404 });
    expect((await phone.channel('messaging', 'crew').query({})).draft).toBeUndefined();
  });

  it('keeps thread drafts apart (parent_id) and returns them with the thread', async () => {
    const { phone, channel, parent } = await twoDevices();
    const { message: quoted } = await channel.sendMessage({ text: 'quote me' });
    await channel.createDraft({ text: 'channel draft' });
    const { draft } = await channel.createDraft({
      text: 'thread draft',
      parent_id: parent.id,
      quoted_message_id: quoted.id,
    });
    expect(draft).toMatchObject({
      parent_id: parent.id,
      parent_message: { id: parent.id, text: 'a thread' },
      quoted_message: { id: quoted.id },
    });
    const phoneChannel = phone.channel('messaging', 'crew');
    expect((await phoneChannel.getDraft({ parent_id: parent.id })).draft.message.text).toBe(
      'thread draft',
    );
    expect((await phoneChannel.getDraft()).draft.message.text).toBe('channel draft');
    // The thread's composer starts from the draft the thread response carries.
    const thread = await phone.getThread(parent.id);
    expect(thread.messageComposer.textComposer.text).toBe('thread draft');
    await phoneChannel.deleteDraft({ parent_id: parent.id });
    expect((await phoneChannel.getDraft()).draft.message.text).toBe('channel draft');
    expect(await errorOf(phoneChannel.getDraft({ parent_id: parent.id }))).toMatchObject({
      code: 16,
    });
  });

  it('queryDrafts filters by channel and thread, sorts by created_at and pages', async () => {
    const { laptop, channel, parent } = await twoDevices();
    await serverChannel(h, 'messaging', 'other', { createdBy: 'alice', members: ['alice'] });
    const other = laptop.channel('messaging', 'other');
    await other.watch();
    await channel.createDraft({ text: 'one' });
    await channel.createDraft({ text: 'two', parent_id: parent.id });
    await other.createDraft({ text: 'three' });
    const all = await laptop.queryDrafts({ sort: [{ created_at: 1 }] });
    expect(all.drafts.map((d) => d.message.text)).toEqual(['one', 'two', 'three']);
    const inCrew = await laptop.queryDrafts({ filter: { channel_cid: 'messaging:crew' } });
    expect(inCrew.drafts.map((d) => d.message.text).sort()).toEqual(['one', 'two']);
    const channelOnly = await laptop.queryDrafts({ filter: { parent_id: { $exists: false } } });
    expect(channelOnly.drafts.map((d) => d.message.text).sort()).toEqual(['one', 'three']);
    const first = await laptop.queryDrafts({ sort: [{ created_at: -1 }], limit: 2 });
    expect(first.drafts.map((d) => d.message.text)).toEqual(['three', 'two']);
    const rest = await laptop.queryDrafts({
      sort: [{ created_at: -1 }],
      limit: 2,
      next: first.next,
    });
    expect(rest.drafts.map((d) => d.message.text)).toEqual(['one']);
    expect(rest.next).toBeUndefined();
    // Drafts are private: another member sees none of them.
    const bob = await h.connect('bob');
    expect((await bob.queryDrafts()).drafts).toEqual([]);
    expect(await errorOf(bob.channel('messaging', 'crew').getDraft())).toMatchObject({ code: 16 });
  });

  it('refuses drafts over the message size limit, with bad references, or outside the channel', async () => {
    const { channel, parent } = await twoDevices();
    const tooLong = await errorOf(channel.createDraft({ text: 'x'.repeat(5001) }));
    expect(tooLong).toMatchObject({ code: 20, status: 400 });
    expect(await errorOf(channel.createDraft({ text: 'x', parent_id: 'nope' }))).toMatchObject({
      code: 4,
    });
    const { message: reply } = await channel.sendMessage({ text: 'r', parent_id: parent.id });
    expect(await errorOf(channel.createDraft({ text: 'x', parent_id: reply.id }))).toMatchObject({
      code: 21,
    });
    const outsider = await h.connect('outsider');
    expect(
      await errorOf(outsider.channel('messaging', 'crew').createDraft({ text: 'sneaky' })),
    ).toMatchObject({ code: 17 });
    const bad = await rawCall(h, 'POST', '/channels/messaging/crew/draft', {
      userId: 'alice',
      body: { message: { text: 5 } },
    });
    expect(bad).toMatchObject({ status: 400, body: { code: 4 } });
  });
});
