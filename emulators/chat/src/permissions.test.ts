import { describe, expect, it } from 'vitest';
import { errorOf, nextEvent, useEmulator } from './test/harness';

/** Channel roles as `own_capabilities` and as refusals (code 17). */
describe('permissions', () => {
  const h = useEmulator();

  /** A private community: its channel roles manage members (a group's server does that). */
  async function crew() {
    await h.server.upsertUsers(
      ['owner', 'admin', 'mod', 'member', 'viewer', 'outsider'].map((id) => ({ id })),
    );
    await h.server
      .channel('community', 'crew', {
        name: 'Crew',
        privacy: 'private',
        created_by_id: 'owner',
        members: [
          { user_id: 'owner', channel_role: 'owner' },
          { user_id: 'admin', channel_role: 'admin' },
          { user_id: 'mod', channel_role: 'moderator' },
          { user_id: 'member', channel_role: 'channel_member' },
          { user_id: 'viewer', channel_role: 'viewer' },
        ],
      } as never)
      .create();
    const as = async (id: string) => {
      const client = await h.connect(id);
      const channel = client.channel('community', 'crew');
      return { client, channel };
    };
    return as;
  }

  it('exposes capabilities per role', async () => {
    const as = await crew();
    const caps = async (id: string) => {
      const { channel } = await as(id);
      await channel.watch();
      return channel.data?.own_capabilities ?? [];
    };
    const owner = await caps('owner');
    const admin = await caps('admin');
    const moderator = await caps('mod');
    const member = await caps('member');
    const viewer = await caps('viewer');
    expect(owner).toEqual(admin);
    expect(admin).toEqual(
      expect.arrayContaining([
        'update-channel',
        'delete-channel',
        'update-channel-members',
        'delete-any-message',
      ]),
    );
    expect(moderator).toEqual(
      expect.arrayContaining(['delete-any-message', 'update-channel-members', 'pin-message']),
    );
    expect(moderator).not.toContain('update-channel');
    expect(moderator).not.toContain('delete-channel');
    expect(member).toEqual(
      expect.arrayContaining([
        'send-message',
        'update-own-message',
        'send-reply',
        'upload-file',
        'read-events',
        'typing-events',
      ]),
    );
    expect(member).not.toContain('delete-any-message');
    expect(member).not.toContain('update-channel-members');
    expect(viewer).toContain('read-events');
    expect(viewer).not.toContain('send-message');
    expect(viewer).not.toContain('send-reaction');
  });

  it('refuses actions outside the role with code 17 (HTTP 403)', async () => {
    const as = await crew();
    const owner = await as('owner');
    const { message } = await owner.channel.sendMessage({ text: 'from the owner' });
    const viewer = await as('viewer');
    expect(await errorOf(viewer.channel.sendMessage({ text: 'nope' }))).toMatchObject({
      code: 17,
      status: 403,
    });
    const member = await as('member');
    expect(await errorOf(member.client.deleteMessage(message.id))).toMatchObject({
      code: 17,
      status: 403,
    });
    expect(
      await errorOf(member.client.updateMessage({ id: message.id, text: 'mine now' })),
    ).toMatchObject({ code: 17 });
    expect(await errorOf(member.channel.update({ name: 'renamed' }))).toMatchObject({ code: 17 });
    expect(await errorOf(member.channel.addMembers(['outsider']))).toMatchObject({ code: 17 });
    const mod = await as('mod');
    await mod.client.deleteMessage(message.id);
    expect(await errorOf(mod.channel.update({ name: 'renamed' }))).toMatchObject({ code: 17 });
    expect(await errorOf(mod.channel.delete())).toMatchObject({ code: 17 });
    expect(
      await errorOf(mod.channel.assignRoles([{ user_id: 'member', channel_role: 'admin' }])),
    ).toMatchObject({ code: 17 });
    const admin = await as('admin');
    await admin.channel.updatePartial({ set: { topic: 'ok' } });
    const outsider = await as('outsider');
    expect(await errorOf(outsider.channel.watch())).toMatchObject({ code: 17, status: 403 });
  });

  it('freezes a channel: members cannot post, moderators can', async () => {
    const as = await crew();
    const mod = await as('mod');
    await mod.channel.updatePartial({ set: { frozen: true } });
    const member = await as('member');
    await member.channel.watch();
    expect(member.channel.data?.own_capabilities).not.toContain('send-message');
    expect(await errorOf(member.channel.sendMessage({ text: 'hello?' }))).toMatchObject({
      code: 17,
    });
    await mod.channel.sendMessage({ text: 'frozen but I can talk' });
  });

  it('community privacy: public join, private refusal, apply request accepted by a manager', async () => {
    await h.server.upsertUsers(['host', 'guest'].map((id) => ({ id })));
    for (const privacy of ['public', 'private', 'apply'] as const) {
      await h.server
        .channel('community', `c-${privacy}`, {
          name: privacy,
          privacy,
          created_by_id: 'host',
          members: ['host'],
        })
        .create();
    }
    const guest = await h.connect('guest');
    const visible = await guest.queryChannels({ type: 'community' }, [{ created_at: 1 }]);
    expect(visible.map((c) => c.id)).toEqual(['c-public', 'c-apply']);
    expect(visible[1]?.state.messages).toEqual([]);
    expect(visible[0]?.data?.own_capabilities).toContain('join-channel');

    await guest.channel('community', 'c-public').addMembers(['guest']);
    expect(
      await errorOf(guest.channel('community', 'c-private').addMembers(['guest'])),
    ).toMatchObject({ code: 17 });

    const host = await h.connect('host');
    const hostApply = host.channel('community', 'c-apply');
    await hostApply.watch();
    const request = nextEvent(host, 'member.added');
    await guest.channel('community', 'c-apply').addMembers(['guest']);
    expect((await request).member).toMatchObject({ user_id: 'guest', status: 'pending' });
    expect(
      await errorOf(guest.channel('community', 'c-apply').sendMessage({ text: 'let me in' })),
    ).toMatchObject({ code: 17 });
    await hostApply.addMembers(['guest']);
    await guest.channel('community', 'c-apply').sendMessage({ text: 'thanks!' });
    expect(
      await errorOf(
        host.channel('community', 'c-apply').updatePartial({ set: { privacy: 'open' as never } }),
      ),
    ).toMatchObject({ code: 4 });
  });

  it('keeps one team channel per workspace', async () => {
    await h.server.upsertUser({ id: 'owner' });
    await h.server
      .channel('team', 'ws-1', { workspaceId: 'ws-1', created_by_id: 'owner', members: ['owner'] })
      .create();
    const second = await errorOf(
      h.server
        .channel('team', 'ws-1-b', {
          workspaceId: 'ws-1',
          created_by_id: 'owner',
          members: ['owner'],
        })
        .create(),
    );
    expect(second).toMatchObject({ code: 4, status: 400 });
  });

  it('needs a creator for server-side channel creation', async () => {
    const missing = await errorOf(
      h.server.channel('messaging', 'nobody', { members: [] } as never).create(),
    );
    expect(missing).toMatchObject({ code: 4 });
  });
});
