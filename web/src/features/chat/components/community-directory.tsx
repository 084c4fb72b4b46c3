/** Browse and search public and apply communities; join a public one, ask to join an apply one. */
import { useState } from 'react';
import type { Channel, StreamChat } from 'stream-chat';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Loading } from '@/components/ui/loading';
import { TextField } from '@/components/ui/text-field';
import { useAction } from '@/lib/use-action';
import { describeChatError } from '../chat-errors';
import { useCommunities } from '../api/use-communities';
import { useCommunityActions } from '../api/use-community-actions';
import { COMMUNITY_SEARCH_MAX, membershipOf } from '../community-rules';
import styles from './chat.module.css';

export interface CommunityDirectoryProps {
  client: StreamChat;
  me: string;
  /** Called with a community the user just joined. */
  onJoined(channel: Channel): void;
  onClose(): void;
}

export function CommunityDirectory({ client, me, onJoined, onClose }: CommunityDirectoryProps) {
  const [search, setSearch] = useState('');
  const { communities, error: listError } = useCommunities(client, search);
  // Requests sent in this panel; the list itself was read before they were sent.
  const [requested, setRequested] = useState<ReadonlySet<string>>(new Set());
  const action = useAction(describeChatError);
  const communityActions = useCommunityActions();

  function act(channel: Channel) {
    void action.run(
      async () => {
        if (channel.data?.privacy === 'public') {
          onJoined(await communityActions.join(channel, me));
          return;
        }
        await communityActions.requestToJoin(channel, me);
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
