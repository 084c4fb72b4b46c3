/**
 * connectChatUser against the chat emulator (in-process, own port) with the real SDK: a token
 * endpoint slower than the connect timeout rejects with the timeout, and the connection that
 * opens afterwards is reported through `late` and usable. And two spec numbers the SDK keeps for
 * the app, written out: a health.check ping every 25 s, a typing.start at most every 2 s.
 */
import { ChatConnectTimeoutError, connectChatUser, type ApiPost } from './chat-client';
import { setUpChatEmulator } from '../testing/chat-emulator';

const chat = setUpChatEmulator([{ id: 'alice', name: 'Alice' }]);

/** A token endpoint that answers after `delayMs`, as a cold functions emulator does. */
function slowTokenEndpoint(delayMs: number): ApiPost {
  return (async () => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return { token: chat.server.createToken('alice') };
  }) as unknown as ApiPost;
}

describe('connectChatUser', () => {
  it('times out on a slow token endpoint, then reports and keeps the late connection', async () => {
    const client = chat.client();
    const failure = await connectChatUser(
      client,
      { id: 'alice', name: 'Alice' },
      slowTokenEndpoint(600),
      100,
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ChatConnectTimeoutError);
    expect(client.wsConnection?.isHealthy ?? false).toBe(false);

    await (failure as ChatConnectTimeoutError).late;
    expect(client.userID).toBe('alice');
    expect(client.wsConnection?.isHealthy).toBe(true);
    const { users } = await chat.server.queryUsers({ id: 'alice' });
    expect(users.map((user) => user.name)).toEqual(['Alice']);
    await client.disconnectUser();
  });

  it('connects within the timeout when the token comes in time', async () => {
    const client = chat.client();
    await connectChatUser(client, { id: 'alice', name: 'Alice' }, slowTokenEndpoint(0), 5_000);
    expect(client.wsConnection?.isHealthy).toBe(true);
    await client.disconnectUser();
  });

  it('pings every 25 s and sends a typing.start at most every 2 s', async () => {
    const client = await chat.connect('alice');
    expect(client.wsConnection?.pingInterval).toBe(25_000);

    await chat.messaging('alice', ['alice'], 'typing-pace');
    const channel = client.channel('messaging', 'typing-pace');
    await channel.watch();
    const sent = vi.spyOn(channel, 'sendEvent').mockResolvedValue({ duration: '0ms' } as never);
    const started = () => sent.mock.calls.filter(([event]) => event.type === 'typing.start');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(0);
      await channel.keystroke();
      vi.setSystemTime(2_000);
      await channel.keystroke();
      expect(started()).toHaveLength(1);
      vi.setSystemTime(2_001);
      await channel.keystroke();
      expect(started()).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
