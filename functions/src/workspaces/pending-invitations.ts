import { invitationHref } from '@crewspace/common/links';
import { invitationExpiryMs, type InvitationDoc } from '@crewspace/common/models';
import type { Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { notify } from '../notifications/notify';

/** The invitee's notification has a stable id per invitation: one at most, and revocable. */
export function invitationNotificationId(invitationId: string): string {
  return `invitation_${invitationId}`;
}

/** The workspaces where `uid` is an active (not suspended) member. */
async function activeWorkspaceIds(uid: string): Promise<Set<string>> {
  const memberships = await db
    .collectionGroup('members')
    .where('uid', '==', uid)
    .select('workspaceId', 'suspended')
    .get();
  return new Set(
    memberships.docs
      .filter((member) => member.get('suspended') !== true)
      .map((member) => String(member.get('workspaceId'))),
  );
}

/** Whether two accounts are both active members of at least one workspace. */
export async function shareAWorkspace(a: string, b: string): Promise<boolean> {
  const [ofA, ofB] = await Promise.all([activeWorkspaceIds(a), activeWorkspaceIds(b)]);
  return [...ofA].some((workspaceId) => ofB.has(workspaceId));
}

/**
 * The invitee's notification for an invitation. Someone who shares a workspace with the invitee
 * is named with the workspace they invite to; anyone else gets a notice in the app's own words
 * (the invitation page then shows who invites where), so a stranger cannot put words of their
 * choosing into another person's notifications. Sending the same invitation again updates the
 * text but never makes the notice unread again.
 */
export async function notifyInvitation(
  invitationId: string,
  invitation: InvitationDoc<unknown>,
  userId: string,
): Promise<void> {
  const known = await shareAWorkspace(invitation.invitedBy, userId);
  await notify(
    {
      userId,
      type: 'workspace-invitation',
      ...(known
        ? {
            title: `Join ${invitation.workspaceName}`,
            body: `${invitation.invitedByName} invited you to ${invitation.workspaceName} as ${invitation.role}.`,
          }
        : {
            title: 'You have a workspace invitation',
            body: 'Someone you do not share a workspace with invited you. Open it to see who and where before you answer.',
          }),
      link: invitationHref(invitationId),
    },
    invitationNotificationId(invitationId),
    'refresh',
  );
}

/** Whether a stored invitation is past its lifetime at `nowMs`. */
export function invitationExpired(invitation: InvitationDoc<Timestamp>, nowMs: number): boolean {
  const expiry = invitationExpiryMs(
    invitation.createdAt?.toMillis() ?? null,
    invitation.expiresAt?.toMillis() ?? null,
  );
  return expiry !== null && expiry <= nowMs;
}

/**
 * Delivers invitations that were waiting for this email's account to be approved (those still
 * within their lifetime).
 */
export async function notifyPendingInvitations(email: string, userId: string): Promise<number> {
  const pending = await db
    .collection('invitations')
    .where('email', '==', email.toLowerCase())
    .where('status', '==', 'pending')
    .limit(100)
    .get();
  const now = Date.now();
  const live = pending.docs.filter(
    (doc) => !invitationExpired(doc.data() as InvitationDoc<Timestamp>, now),
  );
  await Promise.all(
    live.map((doc) => notifyInvitation(doc.id, doc.data() as InvitationDoc<Timestamp>, userId)),
  );
  return live.length;
}
