import type { InvitationDoc } from '@crewspace/common/models';
import { invitationHref } from '@crewspace/common/links';
import type { Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { notify } from '../notifications/notify';

/** The invitee's notification has a stable id per invitation: one at most, and revocable. */
export function invitationNotificationId(invitationId: string): string {
  return `invitation_${invitationId}`;
}

/** The invitee's notification for an invitation. */
export function notifyInvitation(
  invitationId: string,
  invitation: InvitationDoc<unknown>,
  userId: string,
) {
  return notify(
    {
      userId,
      type: 'workspace-invitation',
      title: `Join ${invitation.workspaceName}`,
      body: `${invitation.invitedByName} invited you to ${invitation.workspaceName} as ${invitation.role}.`,
      link: invitationHref(invitationId),
    },
    invitationNotificationId(invitationId),
  );
}

/** Delivers invitations that were waiting for this email's account to be approved. */
export async function notifyPendingInvitations(email: string, userId: string): Promise<number> {
  const pending = await db
    .collection('invitations')
    .where('email', '==', email.toLowerCase())
    .where('status', '==', 'pending')
    .limit(100)
    .get();
  await Promise.all(
    pending.docs.map((doc) =>
      notifyInvitation(doc.id, doc.data() as InvitationDoc<Timestamp>, userId),
    ),
  );
  return pending.size;
}
