import { useEffect, useState } from 'react';
import type { Channel, StreamChat } from 'stream-chat';
import { describeChatError } from '../chat-errors';
import { findCommunities } from './community-actions';

const SEARCH_SETTLE_MS = 250;

/** The communities a directory search finds, read once typing settles. */
export function useCommunities(client: StreamChat, search: string) {
  const [communities, setCommunities] = useState<Channel[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    // Typing settles before the query goes out: one request per pause, not per key.
    const timer = setTimeout(() => {
      findCommunities(client, search).then(
        (found) => {
          if (!current) return;
          setCommunities(found);
          setError(null);
        },
        (failure: unknown) => {
          if (!current) return;
          console.error('Could not list communities', failure);
          setError(describeChatError(failure, 'Could not list communities.'));
        },
      );
    }, SEARCH_SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, search]);
  return { communities, error };
}
