/**
 * changeCommunityPrivacy against the chat emulator (in-process, own port) with a real SDK
 * client: requests waiting on an apply community are answered with the change. Our API is the
 * recorded `post` (its own integration test covers the answer itself).
 */
import type { ApiPost } from './chat-client';
import { changeCommunityPrivacy } from './community-actions';
import { setUpChatEmulator } from '../testing/chat-emulator';

const chat = setUpChatEmulator([{ id: 'alice' }, { id: 'bob' }, { id: 'cara' }]);

/** An apply community owned by alice where bob and cara wait; returns alice's channel. */
async function communityWithRequests(id: string, privacy: 'apply' | 'public') {
  const [alice, bob, cara] = await Promise.all([
    chat.connect('alice'),
    chat.connect('bob'),
    chat.connect('cara'),
  ]);
  const owned = alice.channel('community', id, {
    name: id,
    privacy,
    members: ['alice'],
  });
  await owned.watch();
  await bob.channel('community', id).addMembers(['bob']);
  await cara.channel('community', id).addMembers(['cara']);
  return owned;
}

function recordingPost() {
  const calls: { path: string; body: unknown }[] = [];
  const post = (async (path: string, body: unknown) => {
    calls.push({ path, body });
    return { outcome: 'accepted' };
  }) as ApiPost;
  return { calls, post };
}

describe('changeCommunityPrivacy', () => {
  it.each([
    ['public', true],
    ['private', false],
  ] as const)(
    'answers waiting requests when an apply community turns %s (accept: %s)',
    async (privacy, accept) => {
      const owned = await communityWithRequests(`gated-${privacy}`, 'apply');
      const { calls, post } = recordingPost();
      await changeCommunityPrivacy(owned, privacy, post);

      const stored = await chat.server.channel('community', `gated-${privacy}`).query({});
      expect(stored.channel.privacy).toBe(privacy);
      expect(calls.map((call) => call.path)).toEqual([
        '/chat/community-applications',
        '/chat/community-applications',
      ]);
      expect(calls.map((call) => call.body)).toEqual(
        expect.arrayContaining([
          { channelId: `gated-${privacy}`, userId: 'bob', accept },
          { channelId: `gated-${privacy}`, userId: 'cara', accept },
        ]),
      );
    },
    20_000,
  );

  it('changes the privacy and answers nothing when no one waits', async () => {
    const owned = await communityWithRequests('open', 'public');
    const { calls, post } = recordingPost();
    await changeCommunityPrivacy(owned, 'apply', post);
    expect((await chat.server.channel('community', 'open').query({})).channel.privacy).toBe(
      'apply',
    );
    expect(calls).toEqual([]);
  }, 20_000);
});
