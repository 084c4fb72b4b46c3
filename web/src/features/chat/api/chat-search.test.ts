/**
 * The search sources against a real (unconnected) SDK client whose queries are stubbed: the
 * spec's numbers are written out, so a changed setting fails here.
 */
import { StreamChat } from 'stream-chat';
import { createChatSearch } from './chat-search';

describe('createChatSearch (spec: debounce 300 ms, page size 10)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('queries channels and messages once typing pauses for 300 ms, 10 results a page', async () => {
    vi.useFakeTimers();
    const client = new StreamChat('key', { baseURL: 'http://127.0.0.1:9' });
    client.userID = 'alice';
    const queryChannels = vi.spyOn(client, 'queryChannels').mockResolvedValue([]);
    const search = vi
      .spyOn(client, 'search')
      .mockResolvedValue({ results: [], duration: '0ms' } as Awaited<
        ReturnType<StreamChat['search']>
      >);
    const controller = createChatSearch(client);
    controller.activate();

    // A short query too: the SDK would otherwise wait 500 ms for one of two letters.
    for (const text of ['he', 'heliotrope']) {
      queryChannels.mockClear();
      search.mockClear();
      void controller.search(text);
      await vi.advanceTimersByTimeAsync(299);
      expect(queryChannels).not.toHaveBeenCalled();
      expect(search).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(queryChannels).toHaveBeenCalledWith(
        expect.anything(),
        expect.anything(),
        expect.objectContaining({ limit: 10 }),
        expect.anything(),
      );
      expect(search).toHaveBeenCalledWith(
        expect.anything(),
        expect.anything(),
        expect.objectContaining({ limit: 10 }),
        expect.anything(),
      );
    }
  });
});
