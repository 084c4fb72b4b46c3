import { useCallback, useEffect, useState } from 'react';
import type { Channel, ChannelMemberResponse } from 'stream-chat';
import { pendingApplications } from './community-actions';

/**
 * An `apply` community's pending join requests, re-read when its members change (a new request
 * arrives as a pending member.added).
 */
export function usePendingApplications(channel: Channel) {
  const [requests, setRequests] = useState<ChannelMemberResponse[]>([]);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(() => {
    pendingApplications(channel).then(
      (found) => {
        setRequests(found);
        setError(null);
      },
      (failure: unknown) => {
        console.error('Could not read join requests', failure);
        setError('Could not read join requests.');
      },
    );
  }, [channel]);
  useEffect(() => {
    reload();
    const added = channel.on('member.added', reload);
    const removed = channel.on('member.removed', reload);
    return () => {
      added.unsubscribe();
      removed.unsubscribe();
    };
  }, [channel, reload]);
  return { requests, error, reload };
}
