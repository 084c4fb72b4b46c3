// @vitest-environment jsdom
/**
 * Which rejections count as a chat request lost to an unreachable service: the error is the real
 * one the SDK's HTTP client raises (through XMLHttpRequest, as in a browser) when nothing listens
 * on the chat service's port.
 */
import { StreamChat } from 'stream-chat';
import { isLostChatRequest } from './connection-recovery';

const UNREACHABLE = 'http://127.0.0.1:9';

async function failedRequest(): Promise<unknown> {
  const client = new StreamChat('key', { baseURL: UNREACHABLE, timeout: 2_000 });
  return client.axiosInstance.get(`${UNREACHABLE}/channels`).then(
    () => new Error('the request unexpectedly succeeded'),
    (error: unknown) => error,
  );
}

describe('isLostChatRequest', () => {
  it('takes a request to the chat service that could not reach it for a lost request', async () => {
    const error = await failedRequest();
    expect(error).toMatchObject({ isAxiosError: true, code: 'ERR_NETWORK' });
    expect(isLostChatRequest(error, UNREACHABLE)).toBe(true);
  });

  it("leaves another service's network failure alone", async () => {
    const error = await failedRequest();
    expect(isLostChatRequest(error, 'http://127.0.0.1:19300')).toBe(false);
  });

  it('leaves an answer from the service (an API error) and other errors alone', async () => {
    const error = (await failedRequest()) as Record<string, unknown>;
    const answered = Object.assign(Object.create(error) as object, { response: { status: 500 } });
    expect(isLostChatRequest(answered, UNREACHABLE)).toBe(false);
    expect(isLostChatRequest(new Error('Network Error'), UNREACHABLE)).toBe(false);
    expect(isLostChatRequest(null, UNREACHABLE)).toBe(false);
    expect(isLostChatRequest(error, '')).toBe(false);
  });
});
