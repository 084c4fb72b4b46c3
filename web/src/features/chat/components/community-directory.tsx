/** Browse and search public and apply communities; join a public one, ask to join an apply one. */
import { useEffect, useState } from 'react';
import type { Channel, StreamChat } from 'stream-chat';
import { apiPost } from '@/lib/api-client';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Loading } from '@/components/ui/loading';
import { TextField } from '@/components/ui/text-field';
import { useAction } from '@/lib/use-action';
import { describeChatError } from './chat-errors';
import {
  COMMUNITY_SEARCH_MAX,
  findCommunities,
  joinCommunity,
  membershipOf,
  requestToJoin,
} from '../api/community-actions';
import styles from './chat.module.css';

export interface CommunityDirectoryProps {
  client: StreamChat;
  me: string;
  /** Called with a community the user just joined. */
  onJoined(channel: Channel): void;
  onClose(): void;
}

const SEARCH_SETTLE_MS = 250;

function useCommunities(client: StreamChat, search: string) {
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

export function CommunityDirectory({ client, me, onJoined, onClose }: CommunityDirectoryProps) {
  const [search, setSearch] = useState('');
  const { communities, error: listError } = useCommunities(client, search);
  // Requests sent in this panel; the list itself was read before they were sent.
  const [requested, setRequested] = useState<ReadonlySet<string>>(new Set());
  const action = useAction(describeChatError);

  function act(channel: Channel) {
    void action.run(
      async () => {
        if (channel.data?.privacy === 'public') {
          onJoined(await joinCommunity(channel, me));
          return;
        }
        await requestToJoin(channel, me, apiPost);
        setRequested((current) => new Set(current).add(channel.cid));
      },
      'Could not join the community.',
      channel.cid,
    );
  }

  return (
    <Dialog title="Browse communities" onClose={onClose}>
      <TextField
        label="Search communities"
        type="search"
        value={search}
        maxLength={COMMUNITY_SEARCH_MAX}
        onChange={(event) => setSearch(event.target.value)}
      />
      {listError ? <Alert tone="error">{listError}</Alert> : null}
      {communities === null && !listError ? <Loading /> : null}
      {communities?.length === 0 ? <p>No communities to join.</p> : null}
      {communities?.length ? (
        <ul className={styles.memberList} aria-label="Communities">
          {communities.map((channel) => {
            const name = channel.data?.name ?? channel.id ?? channel.cid;
            const pending = membershipOf(channel) === 'pending' || requested.has(channel.cid);
            const isPublic = channel.data?.privacy === 'public';
            return (
              <li key={channel.cid} aria-label={name}>
                <span>
                  {name} · {channel.data?.member_count ?? 0} members
                </span>
                {pending ? (
                  <span>Request sent</span>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    busy={action.pending === channel.cid}
                    disabled={action.busy}
                    onClick={() => act(channel)}
                  >
                    {isPublic ? 'Join' : 'Ask to join'}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
