/** How a chat link's channel is found. */
import type { Channel, StreamChat } from 'stream-chat';
import { channelById } from './channel-lookup';

describe('channelById', () => {
  const channel = (cid: string) => ({ cid, id: cid.split(':')[1] }) as Channel;

  it("uses the client's own copy, else asks the chat service", async () => {
    const known = channel('team:launch');
    const fetched = channel('messaging:dm-2');
    const queryChannels = vi.fn().mockResolvedValue([fetched]);
    const client = {
      activeChannels: { [known.cid]: known },
      queryChannels,
    } as unknown as StreamChat;
    expect(await channelById(client, 'launch')).toBe(known);
    expect(queryChannels).not.toHaveBeenCalled();
    expect(await channelById(client, 'dm-2')).toBe(fetched);
    expect(queryChannels).toHaveBeenCalledWith({ id: 'dm-2' }, {}, expect.anything());
  });
});
