import type { AppSettings } from 'stream-chat';
import { describe, expect, it } from 'vitest';
import {
  collectEvents,
  errorOf,
  nextEvent,
  serverChannel,
  sleep,
  useEmulator,
} from './test/harness';

/**
 * No directory of people through chat: clients may not query users (Crewspace's
 * `user_search_disallowed_roles: ['user']`, which `chat:setup` sets on Stream), so people reach a
 * client only as members of the channels it reads, presence included.
 */
describe('the user directory', () => {
  const h = useEmulator();

  it('refuses every user query from a client (attack: paging through every account)', async () => {
    await h.server.upsertUsers([
      { id: 'alice', name: 'Alice' },
      { id: 'stranger', name: 'Stranger' },
    ]);
    await h.server.deactivateUser('stranger');
    await serverChannel(h, 'messaging', 'crew', { createdBy: 'alice', members: ['alice', 'bob'] });
    const alice = await h.connect('alice');
    for (const query of [
      alice.queryUsers({}),
      alice.queryUsers({ id: { $in: ['bob'] } }, {}, { presence: true }),
      alice.queryUsers({ id: 'stranger' }, {}, { include_deactivated_users: true }),
    ]) {
      expect(await errorOf(query)).toMatchObject({
        code: 17,
        status: 403,
        message: expect.stringContaining('not allowed to perform action SearchUsers'),
      });
    }
    // The server keeps its view, rejected (deactivated) accounts only when it asks for them.
    expect((await h.server.queryUsers({})).users.map((user) => user.id).sort()).toEqual([
      'alice',
      'bob',
    ]);
  });

  it('follows the setting: a role left off the list may query', async () => {
    await h.server.upsertUsers([{ id: 'alice' }]);
    await h.server.updateAppSettings({ user_search_disallowed_roles: [] } as AppSettings);
    const alice = await h.connect('alice');
    expect((await alice.queryUsers({ id: 'alice' })).users.map((user) => user.id)).toEqual([
      'alice',
    ]);
  });

  it("tells presence only of a channel's people to those who read it", async () => {
    await serverChannel(h, 'community', 'club', {
      createdBy: 'host',
      members: ['host'],
      name: 'Club',
      privacy: 'apply',
    });
    await serverChannel(h, 'messaging', 'pair', { createdBy: 'host', members: ['host', 'friend'] });
    const guest = await h.connect('guest');
    await guest.channel('community', 'club').watch({ presence: true });
    const friend = await h.connect('friend');
    await friend.channel('messaging', 'pair').watch({ presence: true });
    const toGuest = collectEvents(guest, 'user.presence.changed');
    const toFriend = nextEvent(friend, 'user.presence.changed', (e) => e.user?.id === 'host');
    await h.connect('host');
    expect((await toFriend).user?.online).toBe(true);
    await sleep(100);
    expect(toGuest).toEqual([]);
  });
});
