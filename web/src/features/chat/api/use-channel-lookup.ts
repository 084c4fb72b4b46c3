import { channelById, threadOf } from './channel-lookup';

const CHANNEL_LOOKUP = { channelById, threadOf };

/** How the chat page finds the channel and thread a link or search result names. */
export function useChannelLookup(): typeof CHANNEL_LOOKUP {
  return CHANNEL_LOOKUP;
}
