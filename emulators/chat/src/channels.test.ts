import { describe, expect, it } from 'vitest';
import { nextEvent, serverChannel, useEmulator } from './test/harness';

describe('channels', () => {
  const h = useEmulator();

  it('maps the same member set to one distinct channel with a !members- id', async () => {
    const alice = await h.connect('alice');
    await h.server.upsertUsers([{ id: 'bob' }]);
    // Made server-side (clients create no messaging channels); clients find it by its members.
    await h.server
      .channel('messaging', { members: ['alice', 'bob'], created_by_id: 'alice' })
      .create();
    const first = alice.channel('messaging', { members: ['alice', 'bob'] });
    await first.watch();
    expect(first.id).toMatch(/^!members-/);
    const again = alice.channel('messaging', { members: ['bob', 'alice'] });
    await again.watch();
    expect(again.id).toBe(first.id);
    expect(first.data?.member_count).toBe(2);
    expect(first.state.membership?.user?.id).toBe('alice');
    expect(first.data?.config).toMatchObject({
      typing_events: true,
      read_events: true,
      uploads: true,
    });
    expect(first.data?.own_capabilities).toEqual(
      expect.arrayContaining(['send-message', 'read-events', 'upload-file', 'send-reaction']),
    );
  });

  it('notifies added members and lets queryChannels find them with filters', async () => {
    await h.connect('alice');
    const bob = await h.connect('bob');
    const added = nextEvent(bob, 'notification.added_to_channel');
    // Workspace channels are created server-side only.
    await h.server
      .channel('team', 'ws1-general', {
        name: 'General',
        members: ['alice', 'bob'],
        workspaceId: 'ws1',
        kind: 'workspace',
        created_by_id: 'alice',
      })
      .create();
    const event = await added;
    expect(event.channel?.id).toBe('ws1-general');
    await serverChannel(h, 'messaging', 'design', {
      createdBy: 'alice',
      members: ['alice', 'bob'],
      name: 'Design crew',
      kind: 'group',
    });
    await serverChannel(h, 'messaging', 'solo', {
      createdBy: 'alice',
      members: ['alice'],
      name: 'Solo notes',
      kind: 'group',
    });

    const ids = async (filter: Record<string, unknown>) =>
      (await bob.queryChannels(filter, [{ created_at: 1 }])).map((c) => c.id);
    expect(await ids({ members: { $in: ['bob'] } })).toEqual(['ws1-general', 'design']);
    expect(await ids({ type: 'team', workspaceId: 'ws1' })).toEqual(['ws1-general']);
    expect(await ids({ kind: { $eq: 'group' }, members: { $in: ['bob'] } })).toEqual(['design']);
    expect(await ids({ kind: { $nin: ['group'] }, members: { $in: ['bob'] } })).toEqual([
      'ws1-general',
    ]);
    expect(await ids({ $or: [{ id: 'design' }, { cid: 'team:ws1-general' }] })).toEqual([
      'ws1-general',
      'design',
    ]);
    expect(
      await ids({ $and: [{ members: { $in: ['bob'] } }, { name: { $autocomplete: 'cre' } }] }),
    ).toEqual(['design']);
    expect(await ids({ members: { $in: ['bob'] }, workspaceId: { $exists: false } })).toEqual([
      'design',
    ]);
    // Solo is alice's private group: bob never sees it, even without a member filter.
    expect(await ids({ name: { $autocomplete: 'solo' } })).toEqual([]);
  });

  it('sorts by last_message_at, created_at, updated_at and pinned_at, and pages with offset', async () => {
    const alice = await h.connect('alice');
    const names = ['one', 'two', 'three'];
    for (const id of names) {
      await serverChannel(h, 'messaging', id, { createdBy: 'alice', members: ['alice'] });
    }
    await alice.channel('messaging', 'one').sendMessage({ text: 'bump' });
    const order = async (sort: Record<string, 1 | -1>, offset = 0, limit = 10) =>
      (await alice.queryChannels({ members: { $in: ['alice'] } }, sort, { limit, offset })).map(
        (c) => c.id,
      );
    expect(await order({ last_message_at: -1 })).toEqual(['one', 'three', 'two']);
    expect(await order({ created_at: 1 })).toEqual(['one', 'two', 'three']);
    await alice.channel('messaging', 'two').updatePartial({ set: { topic: 'x' } });
    expect((await order({ updated_at: -1 }))[0]).toBe('two');
    await alice.channel('messaging', 'three').pin();
    expect((await order({ pinned_at: -1 }))[0]).toBe('three');
    expect(await order({ created_at: 1 }, 1, 1)).toEqual(['two']);
  });

  it('updates, partially updates, freezes and deletes with events', async () => {
    await serverChannel(h, 'messaging', 'crew', {
      createdBy: 'alice',
      members: ['alice'],
      name: 'Crew',
    });
    const alice = await h.connect('alice');
    const channel = alice.channel('messaging', 'crew');
    await channel.watch();
    const updated = nextEvent(alice, 'channel.updated');
    await channel.update({ name: 'Crew 2', color: 'blue' });
    expect((await updated).channel?.name).toBe('Crew 2');
    await channel.updatePartial({ set: { topic: 'launch' }, unset: ['color'] });
    expect(channel.data).toMatchObject({ name: 'Crew 2', topic: 'launch' });
    expect(channel.data?.color).toBeUndefined();
    await channel.updatePartial({ set: { frozen: true } });
    expect((await alice.queryChannels({ id: 'crew' }))[0]?.data?.frozen).toBe(true);
    const deleted = nextEvent(alice, 'channel.deleted');
    await channel.delete();
    expect((await deleted).cid).toBe('messaging:crew');
    expect(await alice.queryChannels({ id: 'crew' })).toEqual([]);
  });

  it('truncates, hides and shows a channel', async () => {
    await serverChannel(h, 'messaging', 'crew', { createdBy: 'alice', members: ['alice'] });
    const alice = await h.connect('alice');
    const channel = alice.channel('messaging', 'crew');
    await channel.watch();
    await channel.sendMessage({ text: 'old' });
    const truncated = nextEvent(alice, 'channel.truncated');
    await channel.truncate();
    await truncated;
    expect((await channel.query({ messages: { limit: 10 } })).messages).toEqual([]);
    const hidden = nextEvent(alice, 'channel.hidden');
    await channel.hide();
    await hidden;
    expect(await alice.queryChannels({ id: 'crew' })).toEqual([]);
    expect((await alice.queryChannels({ id: 'crew', hidden: true })).length).toBe(1);
    const visible = nextEvent(alice, 'channel.visible');
    await channel.show();
    await visible;
    expect((await alice.queryChannels({ id: 'crew' })).length).toBe(1);
  });

  it('adds, removes and updates members with member.* and notification events', async () => {
    // A community: direct and group chats change members server-side only.
    const alice = await h.connect('alice');
    const bob = await h.connect('bob');
    const channel = alice.channel('community', 'crew', { name: 'Crew', members: ['alice'] });
    await channel.watch();
    const memberAdded = nextEvent(alice, 'member.added');
    const bobAdded = nextEvent(bob, 'notification.added_to_channel');
    await channel.addMembers(['bob']);
    expect((await memberAdded).member?.user_id).toBe('bob');
    await bobAdded;
    expect(channel.data?.member_count).toBe(2);
    const bobChannel = bob.channel('community', 'crew');
    await bobChannel.watch();
    const archived = nextEvent(bob, 'member.updated');
    await bobChannel.archive();
    expect((await archived).member?.archived_at).toEqual(expect.any(String));
    expect((await bob.queryChannels({ archived: true })).map((c) => c.id)).toEqual(['crew']);
    await bobChannel.unarchive();
    expect(await bob.queryChannels({ archived: true })).toEqual([]);
    const removed = nextEvent(bob, 'notification.removed_from_channel');
    const memberRemoved = nextEvent(alice, 'member.removed');
    await channel.removeMembers(['bob']);
    expect((await removed).channel?.cid).toBe('community:crew');
    expect((await memberRemoved).user?.id).toBe('bob');
    const members = await channel.queryMembers({});
    expect(members.members.map((m) => m.user_id)).toEqual(['alice']);
  });

  it('mutes and unmutes a channel through notification.channel_mutes_updated', async () => {
    await serverChannel(h, 'messaging', 'noisy', { createdBy: 'alice', members: ['alice'] });
    const alice = await h.connect('alice');
    const channel = alice.channel('messaging', 'noisy');
    await channel.watch();
    const muted = nextEvent(alice, 'notification.channel_mutes_updated');
    await channel.mute();
    expect((await muted).me?.channel_mutes.map((m) => m.channel?.cid)).toEqual(['messaging:noisy']);
    expect(channel.muteStatus().muted).toBe(true);
    expect((await alice.queryChannels({ muted: true })).length).toBe(1);
    // The member record says so too (what a server reads to skip muted members).
    const mutedMember = await h.server.channel('messaging', 'noisy').queryMembers({ id: 'alice' });
    expect(mutedMember.members[0]?.notifications_muted).toBe(true);
    const unmuted = nextEvent(alice, 'notification.channel_mutes_updated');
    await channel.unmute();
    await unmuted;
    expect(channel.muteStatus().muted).toBe(false);
    const unmutedMember = await channel.queryMembers({ id: 'alice' });
    expect(unmutedMember.members[0]?.notifications_muted).toBe(false);
  });

  it('stops sending channel events after stop-watching', async () => {
    await serverChannel(h, 'messaging', 'crew', { createdBy: 'alice', members: ['alice', 'bob'] });
    const alice = await h.connect('alice');
    const bob = await h.connect('bob');
    const channel = alice.channel('messaging', 'crew');
    await channel.watch();
    const bobChannel = bob.channel('messaging', 'crew');
    await bobChannel.watch();
    const stopped = nextEvent(alice, 'user.watching.stop');
    await bobChannel.stopWatching();
    expect((await stopped).user?.id).toBe('bob');
    // Bob is a member who no longer watches: he gets notification.message_new instead.
    const notification = nextEvent(bob, 'notification.message_new');
    await channel.sendMessage({ text: 'ping' });
    expect((await notification).message?.text).toBe('ping');
  });
});
