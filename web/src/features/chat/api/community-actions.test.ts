import type { Channel } from 'stream-chat';
import type { ApiPost } from './chat-client';
import { communityDirectoryFilter, requestToJoin } from './community-actions';

describe('communityDirectoryFilter', () => {
  it('lists public and apply communities the user has not joined', () => {
    expect(communityDirectoryFilter('  ')).toEqual({
      type: 'community',
      privacy: { $in: ['public', 'apply'] },
      joined: false,
    });
  });

  it('searches by name with trimmed text of at most 64 characters', () => {
    expect(communityDirectoryFilter(' garden ').name).toEqual({ $autocomplete: 'garden' });
    const long = communityDirectoryFilter('x'.repeat(100)).name as { $autocomplete: string };
    expect(long.$autocomplete).toHaveLength(64);
  });
});

describe('requestToJoin', () => {
  function fakeChannel(calls: string[]): Channel {
    return {
      id: 'community-1',
      addMembers: async (ids: string[]) => {
        calls.push(`addMembers ${ids.join()}`);
      },
    } as unknown as Channel;
  }

  it('asks the chat service first, then tells our API so managers are notified', async () => {
    const calls: string[] = [];
    const post = (async (path: string, body: unknown) => {
      calls.push(`post ${path} ${JSON.stringify(body)}`);
      return { notified: 1 };
    }) as ApiPost;
    await requestToJoin(fakeChannel(calls), 'ann', post);
    expect(calls).toEqual([
      'addMembers ann',
      'post /chat/community-join-requests {"channelId":"community-1"}',
    ]);
  });

  it('keeps the request when the notice fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls: string[] = [];
    const post = (async () => {
      throw new Error('offline');
    }) as ApiPost;
    await expect(requestToJoin(fakeChannel(calls), 'ann', post)).resolves.toBeUndefined();
    expect(calls).toEqual(['addMembers ann']);
    expect(error).toHaveBeenCalled();
  });

  it('does not notify anyone when the chat service refuses the request', async () => {
    const post = vi.fn() as unknown as ApiPost;
    const channel = {
      id: 'community-1',
      addMembers: async () => {
        throw new Error('not allowed');
      },
    } as unknown as Channel;
    await expect(requestToJoin(channel, 'ann', post)).rejects.toThrow('not allowed');
    expect(post).not.toHaveBeenCalled();
  });
});
