/**
 * Chat search: the user's channels by name and the messages in them, thread replies included,
 * both at once (results open the message in its channel, a reply in its thread). The stock people search is left out: it would list every user of
 * the chat service, not the user's workspaces; Direct chats start from workspace members.
 */
import {
  ChannelSearchSource,
  MessageSearchSource,
  SearchController,
  type MessageFilters,
  type StreamChat,
} from 'stream-chat';

/**
 * The product spec's search source: a query goes out once typing pauses for 300 ms (the SDK
 * waits 500 ms for short queries unless told), 10 results a page.
 */
const SOURCE_OPTIONS = { debounceMs: 300, pageSize: 10 };

/**
 * Messages of both kinds: the SDK's source asks for `type: 'regular'` only, which leaves out
 * every thread reply (Stream gives replies the type `reply`).
 */
const SEARCHED_MESSAGE_TYPES: MessageFilters = { type: { $in: ['regular', 'reply'] } };

export function createChatSearch(client: StreamChat): SearchController {
  return new SearchController({
    // Both at once: by default only the first source (channels) is searched.
    config: { keepSingleActiveSource: false },
    sources: [
      new ChannelSearchSource(client, SOURCE_OPTIONS),
      new MessageSearchSource(client, {
        ...SOURCE_OPTIONS,
        messageSearchFilters: SEARCHED_MESSAGE_TYPES,
      }),
    ],
  });
}
