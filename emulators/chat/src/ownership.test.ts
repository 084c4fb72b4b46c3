import { describe, expect, it } from 'vitest';
import { collectEvents, errorOf, serverChannel, sleep, useEmulator } from './test/harness';

/**
 * Who may do what outside a channel role, following Stream's model: the creator "owns" a channel,
 * which only counts through "-owner" permissions granted to the app-level `user` role, and the
 * grant table gives `user` none of them. Creating channels follows the per-type `user` grants;
 * channel roles are changed server-side only.
 */
describe('ownership, channel creation and role changes', () => {
  const h = useEmulator();

  describe('the creator of a channel', () => {
    it('who left it can neither read it, hear its new messages, nor add themself back', async () => {
      await serverChannel(h, 'messaging', 'crew', {
        createdBy: 'alice',
        members: ['alice', 'bob'],
        name: 'Crew',
      });
      const alice = await h.connect('alice');
      const bob = await h.connect('bob');
      const group = alice.channel('messaging', 'crew');
      await group.watch();
      await group.removeMembers(['alice']);

      const heard = collectEvents(alice, 'message.new');
      await bob.channel('messaging', 'crew').sendMessage({ text: 'after you left' });
      const reread = alice.channel('messaging', 'crew');
      expect(await errorOf(reread.watch())).toMatchObject({ code: 17, status: 403 });
      expect(await errorOf(reread.addMembers(['alice']))).toMatchObject({ code: 17, status: 403 });
      expect(await alice.queryChannels({ id: 'crew' })).toEqual([]);
      await sleep(200);
      expect(heard).toEqual([]);
    });

    it('who was removed by another owner loses every right, and is no owner when added back', async () => {
      await serverChannel(h, 'community', 'crew', {
        createdBy: 'alice',
        members: ['alice', 'bob'],
        name: 'Crew',
        privacy: 'private',
      });
      const alice = await h.connect('alice');
      const server = h.server.channel('community', 'crew');
      await server.assignRoles([{ user_id: 'bob', channel_role: 'owner' }]);
      const bob = await h.connect('bob');
      await bob.channel('community', 'crew').removeMembers(['alice']);

      const reread = alice.channel('community', 'crew');
      expect(await errorOf(reread.watch())).toMatchObject({ code: 17 });
      expect(await errorOf(reread.update({ name: 'Mine again' }))).toMatchObject({ code: 17 });
      expect(await errorOf(reread.addMembers(['alice']))).toMatchObject({ code: 17 });

      await server.addMembers(['alice']);
      const back = await alice.queryChannels({ id: 'crew' });
      expect(back[0]?.state.membership).toMatchObject({ channel_role: 'channel_member' });
      expect(back[0]?.state.membership.role).not.toBe('owner');
      expect(back[0]?.data?.own_capabilities).not.toContain('update-channel');
    });

    it('named by the server but not a member gets no access at all', async () => {
      await h.server.upsertUsers([{ id: 'alice' }, { id: 'bob' }]);
      await h.server
        .channel('messaging', 'for-bob', { created_by_id: 'alice', members: ['bob'] })
        .create();
      const alice = await h.connect('alice');
      const channel = alice.channel('messaging', 'for-bob');
      expect(await errorOf(channel.watch())).toMatchObject({ code: 17 });
      expect(await errorOf(channel.addMembers(['alice']))).toMatchObject({ code: 17 });
      expect(await alice.queryChannels({ id: 'for-bob' })).toEqual([]);
    });
  });

  describe('creating channels', () => {
    it('lets a client create community channels; messaging, team and other types only server-side', async () => {
      const alice = await h.connect('alice');
      await alice
        .channel('community', 'club', { name: 'Club', privacy: 'public', members: ['alice'] })
        .create();
      // Direct and group chats: only among people who share a workspace, which the server checks.
      for (const channel of [
        alice.channel('messaging', 'group', { name: 'Group', members: ['alice', 'bob'] }),
        alice.channel('messaging', { members: ['alice', 'bob'] }),
      ]) {
        expect(await errorOf(channel.create())).toMatchObject({
          code: 17,
          status: 403,
          message: expect.stringContaining(
            "is not allowed to perform action CreateChannel in scope 'messaging'",
          ),
        });
      }

      const team = await errorOf(
        alice.channel('team', 'ws-1', { workspaceId: 'ws-1', members: ['alice'] }).create(),
      );
      expect(team).toEqual({
        code: 17,
        status: 403,
        message:
          "StreamChat error code 17: GetOrCreateChannel failed with error: \"User 'alice' with roles ['user'] is not allowed to perform action CreateChannel in scope 'team'\"",
      });
      await h.server.createChannelType({ name: 'broadcast' });
      expect(
        await errorOf(alice.channel('broadcast', 'news', { members: ['alice'] }).create()),
      ).toMatchObject({ code: 17, status: 403 });
      expect(
        await h.server.queryChannels({ type: { $in: ['messaging', 'team', 'broadcast'] } }),
      ).toEqual([]);

      await h.server
        .channel('team', 'ws-1', {
          workspaceId: 'ws-1',
          created_by_id: 'crewspace-system',
          members: ['alice'],
        })
        .create();
      const [workspace] = await alice.queryChannels({ type: 'team' });
      expect(workspace?.state.membership).toMatchObject({ channel_role: 'channel_member' });
    });
  });

  describe('direct and group chats', () => {
    it('change members server-side only: no channel role adds or removes; members leave', async () => {
      await serverChannel(h, 'messaging', 'crew', {
        createdBy: 'owner',
        members: ['owner', 'member'],
        name: 'Crew',
      });
      await h.server.upsertUsers([{ id: 'stranger' }, { id: 'friend' }]);
      const owner = (await h.connect('owner')).channel('messaging', 'crew');
      await owner.watch();
      expect(owner.data?.own_capabilities).not.toContain('update-channel-members');
      expect(await errorOf(owner.addMembers(['stranger']))).toMatchObject({ code: 17 });
      expect(await errorOf(owner.removeMembers(['member']))).toMatchObject({ code: 17 });
      expect(
        await errorOf(
          owner.update({ name: 'Crew' }, undefined, { add_members: ['stranger'] } as never),
        ),
      ).toMatchObject({ code: 17 });
      const stranger = (await h.connect('stranger')).channel('messaging', 'crew');
      expect(await errorOf(stranger.addMembers(['stranger']))).toMatchObject({ code: 17 });

      await h.server.channel('messaging', 'crew').addMembers(['friend']);
      const member = (await h.connect('member')).channel('messaging', 'crew');
      await member.removeMembers(['member']);
      const { members } = await h.server.channel('messaging', 'crew').queryMembers({});
      expect(members.map((m) => m.user_id).sort()).toEqual(['friend', 'owner']);
    });
  });

  describe('channel roles', () => {
    async function crew() {
      await h.server.upsertUsers(['owner', 'admin', 'member', 'outsider'].map((id) => ({ id })));
      await h.server
        .channel('messaging', 'crew', {
          created_by_id: 'owner',
          members: [
            { user_id: 'owner', channel_role: 'owner' },
            { user_id: 'admin', channel_role: 'admin' },
            { user_id: 'member', channel_role: 'channel_member' },
          ],
        } as never)
        .create();
    }

    it('are changed by no client, not even the owner; the server changes them', async () => {
      await crew();
      for (const id of ['owner', 'admin', 'member']) {
        const channel = (await h.connect(id)).channel('messaging', 'crew');
        await channel.watch();
        const refusals = [
          channel.assignRoles([{ user_id: 'member', channel_role: 'owner' }]),
          channel.addModerators(['member']),
          channel.demoteModerators(['admin']),
          channel.addMembers([{ user_id: 'outsider', channel_role: 'admin' }]),
        ];
        for (const refusal of refusals) {
          expect(await errorOf(refusal)).toMatchObject({
            code: 17,
            status: 403,
            message: expect.stringMatching(/not allowed to perform action AssignRoles/),
          });
        }
      }
      const creating = (await h.connect('outsider')).channel('messaging', 'own', {
        members: [{ user_id: 'outsider', channel_role: 'admin' }],
      } as never);
      expect(await errorOf(creating.create())).toMatchObject({ code: 17 });

      const { members } = await h.server.channel('messaging', 'crew').queryMembers({});
      expect(Object.fromEntries(members.map((m) => [m.user_id, m.channel_role]))).toEqual({
        owner: 'owner',
        admin: 'admin',
        member: 'channel_member',
      });
      await h.server
        .channel('messaging', 'crew')
        .assignRoles([{ user_id: 'member', channel_role: 'moderator' }]);
      const changed = await h.server
        .channel('messaging', 'crew')
        .queryMembers({ id: { $in: ['member'] } });
      expect(changed.members[0]?.channel_role).toBe('moderator');
    });
  });

  // The workspace's channel follows the workspace (functions/src/chat/workspace-channel.ts).
  describe("a workspace's team channel", () => {
    it('lets no channel role add, remove, rename, truncate or delete; the server does', async () => {
      await h.server.upsertUsers(['owner', 'admin', 'moderator', 'stranger'].map((id) => ({ id })));
      await h.server
        .channel('team', 'ws-1', {
          name: 'Acme',
          workspaceId: 'ws-1',
          created_by_id: 'crewspace-system',
          members: [
            { user_id: 'owner', channel_role: 'owner' },
            { user_id: 'admin', channel_role: 'admin' },
            { user_id: 'moderator', channel_role: 'moderator' },
          ],
        } as never)
        .create();
      await h.server.channel('team', 'ws-1').sendMessage({ text: 'plan', user_id: 'owner' });

      for (const id of ['owner', 'admin', 'moderator']) {
        const channel = (await h.connect(id)).channel('team', 'ws-1');
        await channel.watch();
        expect(channel.data?.own_capabilities).not.toContain('update-channel-members');
        expect(channel.data?.own_capabilities).not.toContain('update-channel');
        expect(channel.data?.own_capabilities).not.toContain('delete-channel');
        const refusals = {
          addStranger: channel.addMembers(['stranger']),
          removeOthers: channel.removeMembers(
            ['owner', 'admin', 'moderator'].filter((o) => o !== id),
          ),
          rename: channel.update({ name: 'Mine' }),
          renamePartly: channel.updatePartial({ set: { name: 'Mine' } }),
          truncate: channel.truncate(),
          delete: channel.delete(),
        };
        for (const [what, refusal] of Object.entries(refusals)) {
          expect(await errorOf(refusal), `${id}: ${what}`).toMatchObject({ code: 17, status: 403 });
        }
      }

      const server = h.server.channel('team', 'ws-1');
      const { members } = await server.queryMembers({});
      expect(members.map((m) => m.user_id).sort()).toEqual(['admin', 'moderator', 'owner']);
      const [kept] = await h.server.queryChannels({ type: 'team', id: 'ws-1' });
      expect(kept?.data?.name).toBe('Acme');
      expect(kept?.state.messages.map((m) => m.text)).toEqual(['plan']);
      const stranger = await h.connect('stranger');
      expect(await stranger.queryChannels({ type: 'team' })).toEqual([]);

      // What the workspace's functions do with the server client still works.
      await server.addMembers(['stranger']);
      await server.updatePartial({ set: { name: 'Acme Inc' } });
      await server.removeMembers(['stranger']);
      await server.delete();
    });
  });
});
