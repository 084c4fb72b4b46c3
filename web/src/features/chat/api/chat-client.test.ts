/**
 * The chat connect timeout with the real SDK and no chat service (the token never comes): the
 * spec's 10000 ms is written out, so a changed constant fails here.
 */
import { StreamChat } from 'stream-chat';
import {
  ChatConnectTimeoutError,
  connectChatUser,
  createChatClient,
  type ApiPost,
} from './chat-client';

describe('chat connect timeout (spec: 10000 ms)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("gives the SDK's requests 10000 ms", async () => {
    const client = await createChatClient({ apiKey: 'key', baseURL: 'http://127.0.0.1:9' });
    expect(client.options.timeout).toBe(10_000);
  });

  it('stops waiting for the connection after 10000 ms', async () => {
    vi.useFakeTimers();
    const client = new StreamChat('key', { baseURL: 'http://127.0.0.1:9' });
    const noAnswer = (() => new Promise(() => undefined)) as unknown as ApiPost;
    let outcome: unknown = 'waiting';
    connectChatUser(client, { id: 'alice', name: 'Alice' }, noAnswer).catch((error: unknown) => {
      outcome = error;
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(outcome).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(ChatConnectTimeoutError);
  });
});
