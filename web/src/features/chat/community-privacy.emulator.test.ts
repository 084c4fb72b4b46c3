/**
 * changeCommunityPrivacy against the chat emulator (in-process, own port) with a real SDK
 * client: requests waiting on an apply community are answered with the change. Our API is the
 * recorded `post` (its own integration test covers the answer itself).
 */
import { LOCAL_STREAM_API_KEY, LOCAL_STREAM_API_SECRET } from '@crewspace/common/local-config';
import { startChatEmulator, type ChatEmulator } from '@crewspace/chat-emulator/server';
import { StreamChat } from 'stream-chat';
import type { ApiPost } from './chat-client';
import { changeCommunityPrivacy } from './community-actions';

let emulator: ChatEmulator;
let server: StreamChat;
const clients: StreamChat[] = [];

beforeAll(async () => {
  emulator = await startChatEmulator({ port: 0 });
  server = new StreamChat(LOCAL_STREAM_API_KEY, LOCAL_STREAM_API_SECRET, {
    baseURL: emulator.url,
  });
  await server.upsertUsers([{ id: 'alice' }, { id: 'bob' }, { id: 'cara' }]);
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.disconnectUser()));
  await emulator?.close();
});

async function connect(id: string): Promise<StreamChat> {
  const client = new StreamChat(LOCAL_STREAM_API_KEY, { baseURL: emulator.url });
  clients.push(client);
  await client.connectUser({ id }, server.createToken(id));
  return client;
}

/** An apply community owned by alice where bob and cara wait; returns alice's channel. */
async function communityWithRequests(id: string, privacy: 'apply' | 'public') {
  const [alice, bob, cara] = await Promise.all([connect('alice'), connect('bob'), connect('cara')]);
  const owned = alice.channel('community', id, {
    name: id,
    kind: 'Community',
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

      const stored = await server.channel('community', `gated-${privacy}`).query({});
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
    expect((await server.channel('community', 'open').query({})).channel.privacy).toBe('apply');
    expect(calls).toEqual([]);
  }, 20_000);
});
