/** Invitations: a workspace's pending ones, and one invitation by id, live. */
import { useFirestore } from 'reactfire';
import { useDocData, useQueryData, type LiveState } from '@/lib/firebase/live-data';
import { invitationRef, pendingInvitationsQuery, type Invitation } from './invitations';

/** Pending invitations are listed a page at a time ("Load more" adds one). */
export const INVITATION_PAGE_SIZE = 50;

export function usePendingInvitations(workspaceId: string, max: number): LiveState<Invitation[]> {
  return useQueryData(pendingInvitationsQuery(useFirestore(), workspaceId, max));
}

/** Null id: nothing is read (an unverified invitee may not read invitations). */
export function useInvitation(invitationId: string | null): LiveState<Invitation | null> {
  const db = useFirestore();
  return useDocData(invitationId ? invitationRef(db, invitationId) : null);
}
