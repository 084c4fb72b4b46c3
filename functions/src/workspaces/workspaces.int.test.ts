import { describe, expect, it } from 'vitest';
import { defaultWorkspaceId } from '../auth/create-user-records';
import { db } from '../lib/firebase';
import { accountWithClaims, approvedAccount } from '../testing/accounts';
import {
  callCallable,
  callOk,
  signInWithPassword,
  signUpWithPassword,
  uniqueEmail,
  waitFor,
} from '../testing/emulators';
import {
  errorMessage,
  errorStatus as status,
  inviteAndAccept,
  memberRoles,
  teamWorkspace,
  workspaceData,
} from '../testing/workspaces';

describe('createWorkspace', () => {
  it('writes the workspace and its owner member document with a server-chosen id', async () => {
    const owner = await approvedAccount('Creator');
    const { workspaceId } = await callOk(
      'createWorkspace',
      { name: '  Studio  ', description: 'Film' },
      owner,
    );
    expect(workspaceId).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(await workspaceData(workspaceId as string)).toMatchObject({
      name: 'Studio',
      description: 'Film',
      ownerId: owner.uid,
      membersCount: 1,
      isDefault: false,
    });
    const ownerDoc = await db.doc(`workspaces/${workspaceId as string}/members/${owner.uid}`).get();
    expect(ownerDoc.data()).toMatchObject({
      uid: owner.uid,
      workspaceId,
      workspaceName: 'Studio',
      role: 'owner',
      displayName: 'Creator',
      nameLower: 'creator',
    });
  });

  it('refuses bad input, unapproved callers and client-chosen ids', async () => {
    const owner = await approvedAccount('Creator');
    const pending = await accountWithClaims('Pending', {});
    for (const data of [{ name: '' }, { name: 'x'.repeat(101) }, { name: 'A', id: 'mine' }, null]) {
      const answer = await callCallable('createWorkspace', data, owner.idToken);
      expect(status(answer)).toBe('INVALID_ARGUMENT');
      expect(errorMessage(answer)).toBeTruthy();
    }
    expect(status(await callCallable('createWorkspace', { name: 'A' }, pending.idToken))).toBe(
      'PERMISSION_DENIED',
    );
    expect(status(await callCallable('createWorkspace', { name: 'A' }))).toBe('UNAUTHENTICATED');
  });
});

describe('invitations', () => {
  it('notifies an approved invitee, who joins with the invited role and is counted', async () => {
    const owner = await approvedAccount('owner');
    const invitee = await approvedAccount('invitee');
    const team = await teamWorkspace(owner);

    const { invitationId } = await callOk(
      'inviteMember',
      { workspaceId: team.id, email: invitee.email.toUpperCase(), role: 'viewer' },
      owner,
    );
    const note = await db
      .collection('notifications')
      .doc(`invitation_${invitationId as string}`)
      .get();
    expect(note.data()).toMatchObject({
      userId: invitee.uid,
      type: 'workspace-invitation',
      read: false,
    });

    await callOk('respondToInvitation', { invitationId, accept: true }, invitee);
    expect(await memberRoles(team.id)).toEqual({ [owner.uid]: 'owner', [invitee.uid]: 'viewer' });
    // The invitee's "Join" notice now says they joined, and is read.
    expect((await note.ref.get()).data()).toMatchObject({
      read: true,
      title: `You joined ${team.name}`,
    });
    expect((await workspaceData(team.id))?.membersCount).toBe(2);
    const joined = await db.doc(`workspaces/${team.id}/members/${invitee.uid}`).get();
    expect(joined.data()).toMatchObject({ workspaceName: team.name, displayName: 'invitee' });
    const activity = await db.collection('workspaces').doc(team.id).collection('activity').get();
    expect(activity.docs.map((doc) => doc.get('verb'))).toContain('joined');

    const again = await callCallable(
      'respondToInvitation',
      { invitationId, accept: true },
      invitee.idToken,
    );
    expect(status(again)).toBe('FAILED_PRECONDITION');
  });

  it('needs a verified email to answer (attack: signing up as an invited address)', async () => {
    const owner = await approvedAccount('owner');
    const team = await teamWorkspace(owner);
    const email = uniqueEmail('victim');
    const { invitationId } = await callOk('inviteMember', { workspaceId: team.id, email }, owner);

    // Someone else signs up with a password as the invited address and gets approved.
    const impostor = await signUpWithPassword(email, 'Impostor');
    await waitFor(
      async () => ((await db.doc(`users/${impostor.uid}`).get()).exists ? true : undefined),
      'user',
    );
    const admin = await accountWithClaims('site-admin', { admin: true, approved: true });
    await callOk('approveUser', { uid: impostor.uid, approved: true }, admin);
    const approvedImpostor = await signInWithPassword(email);

    for (const accept of [true, false]) {
      const answer = await callCallable(
        'respondToInvitation',
        { invitationId, accept },
        approvedImpostor.idToken,
      );
      expect(status(answer)).toBe('FAILED_PRECONDITION');
      expect(errorMessage(answer)).toMatch(/verify your email/i);
    }
    expect(await memberRoles(team.id)).toEqual({ [owner.uid]: 'owner' });
    expect((await db.doc(`invitations/${invitationId as string}`).get()).get('status')).toBe(
      'pending',
    );
  });

  it('keeps an invitation for an email with no account until that account is approved', async () => {
    const owner = await approvedAccount('owner');
    const admin = await accountWithClaims('site-admin', { admin: true, approved: true });
    const team = await teamWorkspace(owner);
    const email = uniqueEmail('later');

    const { invitationId } = await callOk('inviteMember', { workspaceId: team.id, email }, owner);

    const newcomer = await signUpWithPassword(email, 'Newcomer');
    await waitFor(
      async () =>
        (await db.collection('users').doc(newcomer.uid).get()).exists ? true : undefined,
      'user',
    );
    await callOk('approveUser', { uid: newcomer.uid, approved: true }, admin);
    const note = await db
      .collection('notifications')
      .doc(`invitation_${invitationId as string}`)
      .get();
    expect(note.get('userId')).toBe(newcomer.uid);
  });

  it('refuses invitations from roles without inviteMembers, and lets the invitee decline', async () => {
    const owner = await approvedAccount('owner');
    const member = await approvedAccount('member');
    const outsider = await approvedAccount('outsider');
    const team = await teamWorkspace(owner);
    await inviteAndAccept(owner, member, team.id);

    const byMember = await callCallable(
      'inviteMember',
      { workspaceId: team.id, email: outsider.email },
      member.idToken,
    );
    expect(status(byMember)).toBe('PERMISSION_DENIED');
    const byOutsider = await callCallable(
      'inviteMember',
      { workspaceId: team.id, email: member.email },
      outsider.idToken,
    );
    expect(status(byOutsider)).toBe('PERMISSION_DENIED');
    const already = await callCallable(
      'inviteMember',
      { workspaceId: team.id, email: member.email },
      owner.idToken,
    );
    expect(status(already)).toBe('ALREADY_EXISTS');
    expect(errorMessage(already)).toMatch(/already a member/);
    const admin = await approvedAccount('admin');
    await inviteAndAccept(owner, admin, team.id, 'admin');
    const adminMakesAdmin = await callCallable(
      'inviteMember',
      { workspaceId: team.id, email: outsider.email, role: 'admin' },
      admin.idToken,
    );
    expect(status(adminMakesAdmin)).toBe('PERMISSION_DENIED');
    expect(errorMessage(adminMakesAdmin)).toMatch(/Only the owner can make or unmake admins/);
    const bad = await callCallable(
      'inviteMember',
      { workspaceId: team.id, email: 'nope', role: 'owner' },
      owner.idToken,
    );
    expect(status(bad)).toBe('INVALID_ARGUMENT');

    const { invitationId } = await callOk(
      'inviteMember',
      { workspaceId: team.id, email: outsider.email },
      owner,
    );
    const notYours = await callCallable(
      'respondToInvitation',
      { invitationId, accept: true },
      member.idToken,
    );
    expect(status(notYours)).toBe('NOT_FOUND');
    await callOk('respondToInvitation', { invitationId, accept: false }, outsider);
    expect(Object.keys(await memberRoles(team.id))).not.toContain(outsider.uid);
  });
});

describe('revokeInvitation', () => {
  it('lets inviteMembers roles withdraw a pending invitation; the invitee can no longer accept', async () => {
    const owner = await approvedAccount('owner');
    const admin = await approvedAccount('admin');
    const member = await approvedAccount('member');
    const invitee = await approvedAccount('invitee');
    const team = await teamWorkspace(owner);
    await inviteAndAccept(owner, admin, team.id, 'admin');
    await inviteAndAccept(owner, member, team.id);
    const { invitationId } = await callOk(
      'inviteMember',
      { workspaceId: team.id, email: invitee.email },
      owner,
    );
    const note = db.collection('notifications').doc(`invitation_${invitationId as string}`);
    expect((await note.get()).exists).toBe(true);

    for (const who of [member, invitee]) {
      expect(status(await callCallable('revokeInvitation', { invitationId }, who.idToken))).toBe(
        'PERMISSION_DENIED',
      );
    }
    expect(
      status(await callCallable('revokeInvitation', { invitationId: '' }, owner.idToken)),
    ).toBe('INVALID_ARGUMENT');
    expect(
      status(await callCallable('revokeInvitation', { invitationId: 'missing' }, owner.idToken)),
    ).toBe('NOT_FOUND');

    await callOk('revokeInvitation', { invitationId }, admin);
    const revoked = await db
      .collection('invitations')
      .doc(invitationId as string)
      .get();
    expect(revoked.data()).toMatchObject({ status: 'revoked', revokedBy: admin.uid });
    expect((await note.get()).exists).toBe(false);

    const accept = await callCallable(
      'respondToInvitation',
      { invitationId, accept: true },
      invitee.idToken,
    );
    expect(status(accept)).toBe('FAILED_PRECONDITION');
    expect(Object.keys(await memberRoles(team.id))).not.toContain(invitee.uid);
    expect(status(await callCallable('revokeInvitation', { invitationId }, owner.idToken))).toBe(
      'FAILED_PRECONDITION',
    );

    // Inviting the same email again makes the same record pending and notifies again.
    const again = await callOk(
      'inviteMember',
      { workspaceId: team.id, email: invitee.email },
      owner,
    );
    expect(again.invitationId).toBe(invitationId);
    expect((await revoked.ref.get()).get('status')).toBe('pending');
    expect((await note.get()).exists).toBe(true);
  });
});

describe('setMemberRole (attack: an admin demotes the owner or another admin)', () => {
  it('follows the role change table and never touches the owner', async () => {
    const owner = await approvedAccount('owner');
    const admin = await approvedAccount('admin');
    const otherAdmin = await approvedAccount('other-admin');
    const member = await approvedAccount('member');
    const stranger = await approvedAccount('stranger');
    const team = await teamWorkspace(owner);
    await inviteAndAccept(owner, admin, team.id, 'admin');
    await inviteAndAccept(owner, otherAdmin, team.id, 'admin');
    await inviteAndAccept(owner, member, team.id);
    const change = (as: typeof owner, userId: string, role: string) =>
      callCallable('setMemberRole', { workspaceId: team.id, userId, role }, as.idToken);

    const refused = [
      [admin, owner.uid, 'viewer', /hands the workspace over/],
      [admin, otherAdmin.uid, 'viewer', /Only the owner can make or unmake admins/],
      [admin, member.uid, 'admin', /Only the owner can make or unmake admins/],
      [admin, admin.uid, 'member', /own role/],
      [member, member.uid, 'admin', /cannot change roles/],
      [stranger, member.uid, 'viewer', /cannot change roles/],
      [owner, stranger.uid, 'member', /not a member/],
    ] as const;
    for (const [as, target, role, reason] of refused) {
      const answer = await change(as, target, role);
      expect(status(answer)).toBe('PERMISSION_DENIED');
      expect(errorMessage(answer)).toMatch(reason);
    }
    expect(status(await change(owner, owner.uid, 'owner'))).toBe('INVALID_ARGUMENT');

    await callOk(
      'setMemberRole',
      { workspaceId: team.id, userId: member.uid, role: 'viewer' },
      admin,
    );
    await callOk(
      'setMemberRole',
      { workspaceId: team.id, userId: otherAdmin.uid, role: 'member' },
      owner,
    );
    expect(await memberRoles(team.id)).toEqual({
      [owner.uid]: 'owner',
      [admin.uid]: 'admin',
      [otherAdmin.uid]: 'member',
      [member.uid]: 'viewer',
    });
  });
});

describe('membership changes', () => {
  it('removes members and lets members leave, but never the owner; only the owner removes admins', async () => {
    const owner = await approvedAccount('owner');
    const admin = await approvedAccount('admin');
    const first = await approvedAccount('first');
    const second = await approvedAccount('second');
    const team = await teamWorkspace(owner);
    await inviteAndAccept(owner, admin, team.id, 'admin');
    await inviteAndAccept(owner, first, team.id);
    await inviteAndAccept(owner, second, team.id);

    const remove = (as: typeof owner, userId: string) =>
      callCallable('removeWorkspaceMember', { workspaceId: team.id, userId }, as.idToken);
    expect(status(await remove(first, second.uid))).toBe('PERMISSION_DENIED');
    // Ids are one path segment: none reaches another document, or fails inside the function.
    for (const [workspaceId, userId] of [
      [`${team.id}/members/${second.uid}`, first.uid],
      [team.id, `${second.uid}/x`],
      ['..', second.uid],
      ['__name__', second.uid],
    ]) {
      const answer = await callCallable(
        'removeWorkspaceMember',
        { workspaceId, userId },
        owner.idToken,
      );
      expect(status(answer)).toBe('INVALID_ARGUMENT');
      expect(errorMessage(answer)).toMatch(/must be an id/);
    }
    expect(errorMessage(await remove(admin, owner.uid))).toMatch(/hand the workspace over/);
    await callOk('removeWorkspaceMember', { workspaceId: team.id, userId: second.uid }, admin);
    await callOk('leaveWorkspace', { workspaceId: team.id }, first);
    await callOk('removeWorkspaceMember', { workspaceId: team.id, userId: admin.uid }, owner);

    expect(await memberRoles(team.id)).toEqual({ [owner.uid]: 'owner' });
    expect((await workspaceData(team.id))?.membersCount).toBe(1);
    const ownerLeaves = await callCallable(
      'leaveWorkspace',
      { workspaceId: team.id },
      owner.idToken,
    );
    expect(status(ownerLeaves)).toBe('FAILED_PRECONDITION');
  });

  it('re-roles and removes a suspended member (a rejected account), as their held role allows', async () => {
    const owner = await approvedAccount('owner');
    const admin = await approvedAccount('admin');
    const member = await approvedAccount('suspended-member');
    const suspendedAdmin = await approvedAccount('suspended-admin');
    const siteAdmin = await accountWithClaims('site-admin', { admin: true, approved: true });
    const team = await teamWorkspace(owner);
    await inviteAndAccept(owner, admin, team.id, 'admin');
    await inviteAndAccept(owner, member, team.id);
    await inviteAndAccept(owner, suspendedAdmin, team.id, 'admin');
    for (const rejected of [member, suspendedAdmin]) {
      await callOk('approveUser', { uid: rejected.uid, approved: false }, siteAdmin);
    }
    expect(
      (await db.doc(`workspaces/${team.id}/members/${member.uid}`).get()).get('suspended'),
    ).toBe(true);

    await callOk(
      'setMemberRole',
      { workspaceId: team.id, userId: member.uid, role: 'viewer' },
      admin,
    );
    const suspendedAfter = await db.doc(`workspaces/${team.id}/members/${member.uid}`).get();
    expect(suspendedAfter.data()).toMatchObject({ role: 'viewer', suspended: true });
    // Suspended or not, an admin is removed only by the owner.
    const byAdmin = await callCallable(
      'removeWorkspaceMember',
      { workspaceId: team.id, userId: suspendedAdmin.uid },
      admin.idToken,
    );
    expect(errorMessage(byAdmin)).toMatch(/Only the owner can remove an admin/);
    await callOk('removeWorkspaceMember', { workspaceId: team.id, userId: member.uid }, admin);
    await callOk(
      'removeWorkspaceMember',
      { workspaceId: team.id, userId: suspendedAdmin.uid },
      owner,
    );
    expect(await memberRoles(team.id)).toEqual({ [owner.uid]: 'owner', [admin.uid]: 'admin' });
  });

  it('hands ownership over: the new owner is owner, the old one admin', async () => {
    const owner = await approvedAccount('owner');
    const heir = await approvedAccount('heir');
    const team = await teamWorkspace(owner);
    await inviteAndAccept(owner, heir, team.id);

    const byHeir = await callCallable(
      'transferOwnership',
      { workspaceId: team.id, userId: heir.uid },
      heir.idToken,
    );
    expect(status(byHeir)).toBe('PERMISSION_DENIED');
    await callOk('transferOwnership', { workspaceId: team.id, userId: heir.uid }, owner);
    expect((await workspaceData(team.id))?.ownerId).toBe(heir.uid);
    expect(await memberRoles(team.id)).toEqual({ [heir.uid]: 'owner', [owner.uid]: 'admin' });
    await callOk('leaveWorkspace', { workspaceId: team.id }, owner);
  });
});

describe('deleteWorkspace', () => {
  it('needs the typed name, refuses the default workspace, and removes everything under it', async () => {
    const owner = await approvedAccount('owner');
    const member = await approvedAccount('member');
    const invitee = await approvedAccount('invitee');
    const team = await teamWorkspace(owner);
    await inviteAndAccept(owner, member, team.id);
    const { invitationId } = await callOk(
      'inviteMember',
      { workspaceId: team.id, email: invitee.email },
      owner,
    );
    const project = db.collection('workspaces').doc(team.id).collection('projects').doc('p1');
    await project.set({ name: 'P', createdBy: owner.uid });
    await project.collection('notes').doc('n1').set({ text: 'deep' });

    expect(
      status(
        await callCallable(
          'deleteWorkspace',
          { workspaceId: team.id, confirmName: team.name },
          member.idToken,
        ),
      ),
    ).toBe('PERMISSION_DENIED');
    expect(
      status(
        await callCallable(
          'deleteWorkspace',
          { workspaceId: team.id, confirmName: 'wrong' },
          owner.idToken,
        ),
      ),
    ).toBe('INVALID_ARGUMENT');
    const personal = defaultWorkspaceId(owner.uid);
    const personalName = (await workspaceData(personal))?.name as string;
    expect(
      status(
        await callCallable(
          'deleteWorkspace',
          { workspaceId: personal, confirmName: personalName },
          owner.idToken,
        ),
      ),
    ).toBe('FAILED_PRECONDITION');

    await callOk('deleteWorkspace', { workspaceId: team.id, confirmName: team.name }, owner);
    expect((await db.collection('workspaces').doc(team.id).get()).exists).toBe(false);
    expect((await project.collection('notes').doc('n1').get()).exists).toBe(false);
    expect(await memberRoles(team.id)).toEqual({});
    expect((await db.doc(`invitations/${invitationId as string}`).get()).exists).toBe(false);
    expect((await db.doc(`notifications/invitation_${invitationId as string}`).get()).exists).toBe(
      false,
    );
  });
});

describe('projects trigger', () => {
  it('records activity for project writes', async () => {
    const owner = await approvedAccount('Project Owner');
    const team = await teamWorkspace(owner);
    const projects = db.collection('workspaces').doc(team.id).collection('projects');
    const base = {
      name: 'Launch',
      description: '',
      status: 'active',
      createdBy: owner.uid,
      updatedBy: owner.uid,
    };

    await projects.doc('launch').set(base);
    await projects.doc('launch').update({ status: 'archived' });
    await projects.doc('launch').delete();

    const verbs = await waitFor(async () => {
      const feed = await db
        .collection('workspaces')
        .doc(team.id)
        .collection('activity')
        .where('targetType', '==', 'project')
        .orderBy('createdAt')
        .get();
      const list = feed.docs.map((doc) => `${doc.get('actorName')} ${doc.get('verb')}`);
      return list.length === 3 ? list : undefined;
    }, 'activity');
    expect(verbs).toEqual([
      'Project Owner created',
      'Project Owner archived',
      'Project Owner deleted',
    ]);
  });
});
