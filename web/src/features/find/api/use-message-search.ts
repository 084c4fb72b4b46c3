/** The palette's "Search messages" runs, over the signed-in user's chat connection. */
import { useCallback, useState } from 'react';
import { useChat } from '@/features/chat';
import { searchMessages, type MessageHit } from './search-messages';

export interface MessageSearch {
  /** False while chat is not connected: the palette then offers no message search. */
  available: boolean;
  /** The query last searched, and its hits (null while it runs or failed). */
  query: string;
  hits: MessageHit[] | null;
  error: string | null;
  run(query: string): void;
}

export function useMessageSearch(): MessageSearch {
  const { client } = useChat();
  const [state, setState] = useState<Omit<MessageSearch, 'available' | 'run'>>({
    query: '',
    hits: null,
    error: null,
  });
  const run = useCallback(
    (query: string) => {
      if (!client) return;
      setState({ query, hits: null, error: null });
      searchMessages(client, query).then(
        (hits) => setState((now) => (now.query === query ? { query, hits, error: null } : now)),
        (cause: Error) => {
          console.warn('Message search failed', cause);
          setState((now) =>
            now.query === query ? { query, hits: null, error: 'Could not search messages.' } : now,
          );
        },
      );
    },
    [client],
  );
  return { available: client !== null, ...state, run };
}
