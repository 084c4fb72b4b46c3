/** Invitations: a workspace's pending ones, and one invitation by id, live. */
import { useCallback } from 'react';
import { listenToDoc, listenToQuery } from '../../../lib/firebase/firestore';
import {
  invitationRef,
  pendingInvitationsQuery,
  type Invitation,
} from '../../../lib/firebase/workspace-data';
import { useLive, type LiveState } from '../../../lib/use-live';

/** Pending invitations are listed a page at a time ("Load more" adds one). */
export const INVITATION_PAGE_SIZE = 50;

export function usePendingInvitations(workspaceId: string, max: number): LiveState<Invitation[]> {
  const subscribe = useCallback(
    (onNext: (value: Invitation[]) => void, onError: (error: Error) => void) =>
      listenToQuery(pendingInvitationsQuery(workspaceId, max), onNext, onError),
    [workspaceId, max],
  );
  return useLive(subscribe);
}

/** Null id: nothing is read (an unverified invitee may not read invitations). */
export function useInvitation(invitationId: string | null): LiveState<Invitation | null> {
  const subscribe = useCallback(
    (onNext: (value: Invitation | null) => void, onError: (error: Error) => void) =>
      listenToDoc(invitationRef(invitationId ?? ''), onNext, onError),
    [invitationId],
  );
  return useLive(invitationId ? subscribe : null);
}
