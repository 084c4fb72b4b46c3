/**
 * Invitations as an attacker would use them: notices to strangers, what the answer reveals,
 * re-sending, the per-sender limit, expiry, and an inviter who lost the right to invite.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firebase';
import { accountWithClaims, approvedAccount } from '../testing/accounts';
import { callCallable, callOk, uniqueEmail, waitFor, type TestAccount } from '../testing/emulators';
import {
  errorMessage,
  errorStatus as status,
  inviteAndAccept,
  memberRoles,
  teamWorkspace,
} from '../testing/workspaces';

const DAY_MS = 24 * 60 * 60 * 1000;

function invitationNotice(invitationId: unknown) {
  return db.collection('notifications').doc(`invitation_${invitationId as string}`);
}

function invitationDoc(invitationId: unknown) {
  return db.collection('invitations').doc(invitationId as string);
}

async function invite(inviter: TestAccount, workspaceId: string, email: string, role = 'member') {
  const result = await callOk('inviteMember', { workspaceId, email, role }, inviter);
  return result.invitationId as string;
}

/** Waits for the member trigger to revoke an invitation whose inviter lost the right. */
function revokedByTrigger(invitationId: string) {
  return waitFor(async () => {
    const data = (await invitationDoc(invitationId).get()).data();
    return data?.status === 'revoked' ? data : undefined;
  }, `invitation ${invitationId} revoked`);
}

describe('invitation notices', () => {
  it('reach a stranger only in the app’s words, answer the same with or without an account, and never turn unread again', async () => {
    const owner = await approvedAccount('Mallory');
    const stranger = await approvedAccount('stranger');
    const team = await teamWorkspace(owner, 'Urgent: verify your account at evil.example');

    const toAccount = await callOk(
      'inviteMember',
      { workspaceId: team.id, email: stranger.email },
      owner,
    );
    const toNobody = await callOk(
      'inviteMember',
      { workspaceId: team.id, email: uniqueEmail('nobody') },
      owner,
    );
    // No `delivered` (or anything else) tells whether the email has an account.
    expect(Object.keys(toAccount)).toEqual(['invitationId']);
    expect(Object.keys(toNobody)).toEqual(['invitationId']);

    const notice = invitationNotice(toAccount.invitationId);
    const data = (await notice.get()).data();
    expect(data).toMatchObject({
      userId: stranger.uid,
      type: 'workspace-invitation',
      title: 'You have a workspace invitation',
      read: false,
      link: `/invitations/${toAccount.invitationId as string}`,
    });
    expect(JSON.stringify(data)).not.toMatch(/evil|Mallory/);
    // The invitation itself, on its page, still says who invites where.
    expect((await invitationDoc(toAccount.invitationId).get()).data()).toMatchObject({
      workspaceName: team.name,
      invitedByName: 'Mallory',
    });

    await notice.update({ read: true });
    await callOk('inviteMember', { workspaceId: team.id, email: stranger.email }, owner);
    expect((await notice.get()).get('read')).toBe(true);
  });

  it('name the workspace and the inviter to someone who shares a workspace with them', async () => {
    const owner = await approvedAccount('Olga');
    const colleague = await approvedAccount('colleague');
    const first = await teamWorkspace(owner, 'First team');
    await inviteAndAccept(owner, colleague, first.id);
    const second = await teamWorkspace(owner, 'Second team');

    const invitationId = await invite(owner, second.id, colleague.email, 'viewer');
    expect((await invitationNotice(invitationId).get()).data()).toMatchObject({
      userId: colleague.uid,
      title: 'Join Second team',
      body: 'Olga invited you to Second team as viewer.',
      read: false,
    });
  });
});

describe('invitation limits', () => {
  it('lets one account send 50 invitations in 24 hours, then refuses with the time to wait', async () => {
    const owner = await approvedAccount('sender');
    const team = await teamWorkspace(owner);
    for (let sent = 0; sent < 50; sent += 1) {
      await invite(owner, team.id, uniqueEmail(`bulk-${sent}`));
    }
    const refused = await callCallable(
      'inviteMember',
      { workspaceId: team.id, email: uniqueEmail('one-more') },
      owner.idToken,
    );
    expect(status(refused)).toBe('RESOURCE_EXHAUSTED');
    expect(errorMessage(refused)).toMatch(/50 invitations in the last 24 hours.*Try again in/);
    const details = (refused.json as { error: { details?: { retryAfterSeconds?: number } } }).error
      .details;
    expect(details?.retryAfterSeconds).toBeGreaterThan(23 * 60 * 60);
  });

  it('expire 14 days after they are sent; an expired one cannot be accepted', async () => {
    const owner = await approvedAccount('owner');
    const invitee = await approvedAccount('invitee');
    const team = await teamWorkspace(owner);
    const invitationId = await invite(owner, team.id, invitee.email);
    const stored = (await invitationDoc(invitationId).get()).data()!;
    const lifetime =
      (stored.expiresAt as Timestamp).toMillis() - (stored.createdAt as Timestamp).toMillis();
    expect(Math.round(lifetime / DAY_MS)).toBe(14);

    // Fifteen days later, as far as the invitation can tell.
    await invitationDoc(invitationId).update({
      createdAt: Timestamp.fromMillis(Date.now() - 15 * DAY_MS),
      expiresAt: Timestamp.fromMillis(Date.now() - DAY_MS),
    });
    const accept = await callCallable(
      'respondToInvitation',
      { invitationId, accept: true },
      invitee.idToken,
    );
    expect(status(accept)).toBe('FAILED_PRECONDITION');
    expect(errorMessage(accept)).toMatch(/expired: invitations last 14 days/);
    expect(Object.keys(await memberRoles(team.id))).not.toContain(invitee.uid);

    // Sending it again renews it.
    await invite(owner, team.id, invitee.email);
    await callOk('respondToInvitation', { invitationId, accept: true }, invitee);
    expect(Object.keys(await memberRoles(team.id))).toContain(invitee.uid);
  });
});

describe('an inviter who loses the right to invite', () => {
  it('has their pending invitations revoked when removed, demoted or rejected', async () => {
    const owner = await approvedAccount('owner');
    const [removed, demoted, rejected] = await Promise.all([
      approvedAccount('removed-admin'),
      approvedAccount('demoted-admin'),
      approvedAccount('rejected-admin'),
    ]);
    const siteAdmin = await accountWithClaims('site-admin', { admin: true, approved: true });
    const team = await teamWorkspace(owner);
    for (const admin of [removed, demoted, rejected]) {
      await inviteAndAccept(owner, admin, team.id, 'admin');
    }
    const invitee = await approvedAccount('invitee');
    const fromRemoved = await invite(removed, team.id, uniqueEmail('accomplice'));
    const fromDemoted = await invite(demoted, team.id, uniqueEmail('accomplice'));
    const fromRejected = await invite(rejected, team.id, uniqueEmail('accomplice'));
    const toInvitee = await invite(removed, team.id, invitee.email);
    expect((await invitationNotice(toInvitee).get()).exists).toBe(true);

    await callOk('removeWorkspaceMember', { workspaceId: team.id, userId: removed.uid }, owner);
    await callOk(
      'setMemberRole',
      { workspaceId: team.id, userId: demoted.uid, role: 'member' },
      owner,
    );
    await callOk('approveUser', { uid: rejected.uid, approved: false }, siteAdmin);

    for (const id of [fromRemoved, fromDemoted, fromRejected, toInvitee]) {
      expect(await revokedByTrigger(id)).toMatchObject({ revokedReason: 'inviter-lost-right' });
    }
    expect((await invitationNotice(toInvitee).get()).exists).toBe(false);
    const accept = await callCallable(
      'respondToInvitation',
      { invitationId: toInvitee, accept: true },
      invitee.idToken,
    );
    expect(status(accept)).toBe('FAILED_PRECONDITION');
    expect(Object.keys(await memberRoles(team.id))).not.toContain(invitee.uid);
  });

  it('has accepting re-check the inviter, whatever the trigger did (attack: a removed admin’s own invitation)', async () => {
    const owner = await approvedAccount('owner');
    const formerAdmin = await approvedAccount('former-admin');
    const team = await teamWorkspace(owner);
    // An invitation the trigger never saw: its inviter is not (or no longer) a member.
    const invitation = db.collection('invitations').doc();
    await invitation.set({
      workspaceId: team.id,
      workspaceName: team.name,
      email: formerAdmin.email.toLowerCase(),
      role: 'admin',
      invitedBy: formerAdmin.uid,
      invitedByName: 'former admin',
      status: 'pending',
      createdAt: Timestamp.now(),
      expiresAt: Timestamp.fromMillis(Date.now() + DAY_MS),
    });
    const accept = await callCallable(
      'respondToInvitation',
      { invitationId: invitation.id, accept: true },
      formerAdmin.idToken,
    );
    expect(status(accept)).toBe('FAILED_PRECONDITION');
    expect(errorMessage(accept)).toMatch(/no longer stands/);
    expect(await memberRoles(team.id)).toEqual({ [owner.uid]: 'owner' });
    expect((await invitation.get()).data()).toMatchObject({
      status: 'revoked',
      revokedReason: 'inviter-lost-right',
    });

    // Only the owner gives the admin role: an admin's invitation as admin does not stand either.
    const admin = await approvedAccount('admin');
    await inviteAndAccept(owner, admin, team.id, 'admin');
    const byAdmin = db.collection('invitations').doc();
    await byAdmin.set({
      workspaceId: team.id,
      workspaceName: team.name,
      email: formerAdmin.email.toLowerCase(),
      role: 'admin',
      invitedBy: admin.uid,
      invitedByName: 'admin',
      status: 'pending',
      createdAt: Timestamp.now(),
      expiresAt: Timestamp.fromMillis(Date.now() + DAY_MS),
    });
    expect(
      status(
        await callCallable(
          'respondToInvitation',
          { invitationId: byAdmin.id, accept: true },
          formerAdmin.idToken,
        ),
      ),
    ).toBe('FAILED_PRECONDITION');
  });
});
