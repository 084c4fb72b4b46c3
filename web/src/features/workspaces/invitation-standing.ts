/** Where an invitation stands, for the pages that show one: its status, or expired. */
import type { InvitationStatus } from '@crewspace/common/models';
import type { Invitation } from './api/invitations';

/** An invitation still pending past its lifetime is expired: nobody can accept it any more. */
export type InvitationStanding = InvitationStatus | 'expired';

export function invitationStanding(invitation: Invitation, now: Date): InvitationStanding {
  if (invitation.status !== 'pending') return invitation.status;
  return invitation.expiresAt && invitation.expiresAt <= now ? 'expired' : 'pending';
}
