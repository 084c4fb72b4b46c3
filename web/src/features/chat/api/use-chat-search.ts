import { useMemo } from 'react';
import type { SearchController, StreamChat } from 'stream-chat';
import { createChatSearch } from './chat-search';

/** The chat page's search over the user's channels and messages, one per client. */
export function useChatSearch(client: StreamChat | null | undefined): SearchController | undefined {
  return useMemo(() => (client ? createChatSearch(client) : undefined), [client]);
}
