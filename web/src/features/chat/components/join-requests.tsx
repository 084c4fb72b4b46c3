/**
 * Pending join requests of an `apply` community, for its owner, admins and moderators. The list
 * is read from the chat service and re-read when members change (a new request arrives as a
 * pending member.added); answers go through our API, which notifies the applicant.
 */
import type { Channel } from 'stream-chat';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useAction } from '@/lib/use-action';
import { describeChatError } from '../chat-errors';
import { useCommunityActions } from '../api/use-community-actions';
import { usePendingApplications } from '../api/use-pending-applications';
import styles from './chat.module.css';

export function JoinRequests({ channel }: { channel: Channel }) {
  const { requests, error: loadError, reload } = usePendingApplications(channel);
  const action = useAction(describeChatError);
  const communityActions = useCommunityActions();

  function answer(userId: string, accept: boolean) {
    void action.run(
      async () => {
        await communityActions.answer({ channelId: channel.id ?? '', userId, accept });
        reload();
      },
      'Could not answer the join request.',
      userId,
    );
  }

  return (
    <section aria-label="Join requests">
      <h3>Join requests ({requests.length})</h3>
      {requests.length === 0 ? <p>No one is waiting to join.</p> : null}
      <ul className={styles.memberList}>
        {requests.map((request) => {
          const id = request.user_id ?? request.user?.id ?? '';
          const name = request.user?.name ?? id;
          return (
            <li key={id} aria-label={name}>
              <span>{name}</span>
              <span className={styles.actions}>
                <Button
                  size="sm"
                  variant="secondary"
                  busy={action.pending === id}
                  disabled={action.busy}
                  onClick={() => answer(id, true)}
                >
                  Accept
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={action.busy}
                  onClick={() => answer(id, false)}
                >
                  Decline
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
      {(loadError ?? action.error) ? <Alert tone="error">{loadError ?? action.error}</Alert> : null}
    </section>
  );
}
