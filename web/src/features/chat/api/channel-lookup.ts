/** Finding what a chat link names: its channel, and for a reply, the thread it is in. */
import type { Channel as StreamChannel, MessageResponse, StreamChat } from 'stream-chat';

/** The channel with this id: the client's own copy when it has one, else queried (and watched). */
export async function channelById(
  client: StreamChat,
  channelId: string,
): Promise<StreamChannel | undefined> {
  const known = Object.values(client.activeChannels).find((channel) => channel.id === channelId);
  if (known) return known;
  const [found] = await client.queryChannels(
    { id: channelId },
    {},
    { watch: true, presence: true, limit: 1 },
  );
  return found;
}

/**
 * The thread a message is in, when it is a reply that is not also shown in the channel: such a
 * reply can only be shown in its thread. Null for a message of the channel's own list.
 */
export async function threadOf(
  channel: Pick<StreamChannel, 'state'>,
  getMessage: (id: string) => Promise<{ message: MessageResponse }>,
  messageId: string,
): Promise<string | null> {
  if (channel.state.findMessage(messageId)) return null;
  const { message } = await getMessage(messageId);
  return message.parent_id && !message.show_in_channel ? message.parent_id : null;
}
