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

/**
 * The list with `channel` in it: as it was when it is listed already (an opened link or search
 * result does not reorder the list), else with it first.
 */
export function withChannelListed(channels: Channel[], channel: Channel): Channel[] {
  return channels.some((listed) => listed.cid === channel.cid) ? channels : [channel, ...channels];
}
