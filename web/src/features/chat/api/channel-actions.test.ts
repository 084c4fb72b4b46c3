import { changeChannelRole, newChannelId } from './channel-actions';
import type { ApiPost } from './chat-client';

describe('newChannelId', () => {
  it('uses only characters Stream allows in an id', () => {
    expect(newChannelId('community')).toMatch(/^community-[a-z0-9-]+$/);
    expect(newChannelId('community')).not.toBe(newChannelId('community'));
  });
});

describe('changeChannelRole', () => {
  it('asks our API, which checks the caller, instead of the chat service', async () => {
    const calls: unknown[] = [];
    const post = (async (path: string, body: unknown) => {
      calls.push([path, body]);
      return { userId: 'bob', role: 'viewer' };
    }) as ApiPost;
    const request = {
      channelType: 'messaging',
      channelId: 'group-1',
      userId: 'bob',
      role: 'viewer',
    } as const;
    await expect(changeChannelRole(post, request)).resolves.toEqual({
      userId: 'bob',
      role: 'viewer',
    });
    expect(calls).toEqual([['/chat/channel-roles', request]]);
  });
});
