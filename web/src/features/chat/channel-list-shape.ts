/**
 * How the channel list takes in a channel the user just created or joined. The chat service
 * tells the other members (`notification.added_to_channel`) but not the creator, and
 * stream-chat-react's ChannelList adds a channel only on such an event or a message, so without
 * this the creator's new channel was shown only while open and vanished from the list as soon
 * as they opened another one.
 */
import type { Channel } from 'stream-chat';

/** The list with `channel` first (moved there if it is listed already). */
export function withChannelFirst(channels: Channel[], channel: Channel): Channel[] {
  return [channel, ...channels.filter((listed) => listed.cid !== channel.cid)];
}
