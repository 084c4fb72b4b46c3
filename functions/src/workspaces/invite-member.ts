import { inviteMemberRequest, type InviteMemberResponse } from '@crewspace/common/api';
import {
  INVITATION_LIFETIME_MS,
  INVITATIONS_PER_DAY,
  LIMIT_WINDOWS_MS,
} from '@crewspace/common/limits';
import type { InvitationDoc } from '@crewspace/common/models';
import { invitationRefusal } from '@crewspace/common/permissions';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { createHash } from 'node:crypto';
import { consumeRate, rateLimitMessage, type RateLimit } from '../limits/rate-limit';
import { defineCallable } from '../lib/callable';
import { adminAuth, db } from '../lib/firebase';
import { memberProfile, readMember, readWorkspace, requireRight } from './membership';
import { notifyInvitation } from './pending-invitations';

/** One invitation per workspace and email: inviting again refreshes it instead of adding one. */
export function invitationId(workspaceId: string, email: string): string {
  return `${workspaceId}_${createHash('sha256').update(email).digest('hex').slice(0, 24)}`;
}

const INVITATION_RATE: RateLimit = {
  kind: 'invitations',
  limit: INVITATIONS_PER_DAY,
  windowMs: LIMIT_WINDOWS_MS.day,
};

/**
 * Invites an email to a workspace (inviteMembers right), for INVITATION_LIFETIME_DAYS from now;
 * inviting again renews it. An existing approved account is notified now (notifyInvitation
 * decides in which words); otherwise the invitation waits until that account is approved. The
 * answer is the same whether or not the email has an account.
 */
export const inviteMember = defineCallable(
  'approved',
  inviteMemberRequest,
  async ({ caller, data }): Promise<InviteMemberResponse> => {
    const rate = await consumeRate(caller.uid, INVITATION_RATE);
    if (!rate.allowed) {
      throw new HttpsError(
        'resource-exhausted',
        rateLimitMessage(
          `You sent ${INVITATIONS_PER_DAY} invitations in the last 24 hours, the most an account may send.`,
          rate.retryAfterSeconds,
        ),
        { retryAfterSeconds: rate.retryAfterSeconds },
      );
    }
    const id = invitationId(data.workspaceId, data.email);
    const invitee = await adminAuth.getUserByEmail(data.email).catch(() => null);

    const invitation = await db.runTransaction(async (tx) => {
      const workspace = await readWorkspace(tx, data.workspaceId);
      const callerRole = await requireRight(tx, workspace, caller.uid, 'inviteMembers');
      const refusal = invitationRefusal(callerRole, data.role);
      if (refusal) throw new HttpsError('permission-denied', refusal);
      if (invitee && (await readMember(tx, workspace.id, invitee.uid))) {
        throw new HttpsError('already-exists', `${data.email} is already a member.`);
      }
      const inviter = await memberProfile(tx, caller.uid);
      const doc: InvitationDoc<FieldValue | Timestamp> = {
        workspaceId: workspace.id,
        workspaceName: workspace.data.name,
        email: data.email,
        role: data.role,
        invitedBy: caller.uid,
        invitedByName: inviter.displayName || caller.token.email || 'A teammate',
        status: 'pending',
        createdAt: FieldValue.serverTimestamp(),
        expiresAt: Timestamp.fromMillis(Date.now() + INVITATION_LIFETIME_MS),
      };
      tx.set(db.collection('invitations').doc(id), doc);
      return doc;
    });

    if (invitee?.customClaims?.approved === true) {
      await notifyInvitation(id, invitation, invitee.uid);
    }
    return { invitationId: id };
  },
);
