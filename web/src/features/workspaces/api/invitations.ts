/** Invitations: a workspace's pending ones, and one invitation by id, live. */
import { useCallback } from 'react';
import { listenToDoc, listenToQuery } from '../../../lib/firebase/firestore';
import {
  invitationRef,
  pendingInvitationsQuery,
  type Invitation,
} from '../../../lib/firebase/workspace-data';
import { useLive, type LiveState } from '../../../lib/use-live';

export function usePendingInvitations(workspaceId: string): LiveState<Invitation[]> {
  const subscribe = useCallback(
    (onNext: (value: Invitation[]) => void, onError: (error: Error) => void) =>
      listenToQuery(pendingInvitationsQuery(workspaceId), onNext, onError),
    [workspaceId],
  );
  return useLive(subscribe);
}

export function useInvitation(invitationId: string): LiveState<Invitation | null> {
  const subscribe = useCallback(
    (onNext: (value: Invitation | null) => void, onError: (error: Error) => void) =>
      listenToDoc(invitationRef(invitationId), onNext, onError),
    [invitationId],
  );
  return useLive(subscribe);
}
