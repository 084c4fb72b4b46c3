import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { defaultWorkspaceId } from '../auth/create-user-records';
import { db } from '../lib/firebase';
import { accountWithClaims, approvedAccount } from '../testing/accounts';
import {
  callCallable,
  callOk,
  signUpWithPassword,
  uniqueEmail,
  waitFor,
  type TestAccount,
} from '../testing/emulators';

function status(answer: { json: unknown }) {
  return (answer.json as { error?: { status: string } }).error?.status;
}

/** A shared workspace owned by `owner`, created as the client would. */
async function teamWorkspace(owner: TestAccount, name = `Team ${Date.now()}`) {
  const ref = db.collection('workspaces').doc();
  await ref.set({
    name,
    ownerId: owner.uid,
    members: [owner.uid],
    membersList: [{ uid: owner.uid, displayName: 'owner', photoURL: '' }],
    membersCount: 1,
    type: 'workspace',
    description: '',
    isDefault: false,
    projects: [],
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return { id: ref.id, name };
}

async function workspaceData(id: string) {
  return (await db.collection('workspaces').doc(id).get()).data()!;
}

async function inviteAndAccept(
  owner: TestAccount,
  invitee: TestAccount,
  workspaceId: string,
  role = 'member',
) {
  const { invitationId } = await callOk(
    'inviteMember',
    { workspaceId, email: invitee.email, role },
    owner,
  );
  await callOk('respondToInvitation', { invitationId, accept: true }, invitee);
}

describe('invitations', () => {
  it('notifies an approved invitee, who joins with the invited role; the three member fields agree', async () => {
    const owner = await approvedAccount('owner');
    const invitee = await approvedAccount('invitee');
    const team = await teamWorkspace(owner);

    const { invitationId, delivered } = await callOk(
      'inviteMember',
      { workspaceId: team.id, email: invitee.email.toUpperCase(), role: 'viewer' },
      owner,
    );
    expect(delivered).toBe(true);
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
    const workspace = await workspaceData(team.id);
    expect(workspace.members).toEqual([owner.uid, invitee.uid]);
    expect(workspace.membersList.map((m: { uid: string }) => m.uid)).toEqual([
      owner.uid,
      invitee.uid,
    ]);
    expect(workspace.membersCount).toBe(2);
    const role = await db.collection('workspaceRoles').doc(`${team.id}_${invitee.uid}`).get();
    expect(role.get('role')).toBe('viewer');
    const activity = await db.collection('workspaces').doc(team.id).collection('activity').get();
    expect(activity.docs.map((doc) => doc.get('verb'))).toContain('joined');

    const again = await callCallable(
      'respondToInvitation',
      { invitationId, accept: true },
      invitee.idToken,
    );
    expect(status(again)).toBe('FAILED_PRECONDITION');
  });

  it('keeps an invitation for an email with no account until that account is approved', async () => {
    const owner = await approvedAccount('owner');
    const admin = await accountWithClaims('site-admin', { admin: true, approved: true });
    const team = await teamWorkspace(owner);
    const email = uniqueEmail('later');

    const { invitationId, delivered } = await callOk(
      'inviteMember',
      { workspaceId: team.id, email },
      owner,
    );
    expect(delivered).toBe(false);

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
    expect((await workspaceData(team.id)).members).not.toContain(outsider.uid);
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

    for (const [who, expected] of [
      [member, 'PERMISSION_DENIED'],
      [invitee, 'PERMISSION_DENIED'],
    ] as const) {
      expect(status(await callCallable('revokeInvitation', { invitationId }, who.idToken))).toBe(
        expected,
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
    expect((await workspaceData(team.id)).members).not.toContain(invitee.uid);
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

describe('membership changes', () => {
  it('removes members and lets members leave, but never the owner', async () => {
    const owner = await approvedAccount('owner');
    const first = await approvedAccount('first');
    const second = await approvedAccount('second');
    const team = await teamWorkspace(owner);
    await inviteAndAccept(owner, first, team.id);
    await inviteAndAccept(owner, second, team.id);

    const byMember = await callCallable(
      'removeWorkspaceMember',
      { workspaceId: team.id, userId: second.uid },
      first.idToken,
    );
    expect(status(byMember)).toBe('PERMISSION_DENIED');
    await callOk('removeWorkspaceMember', { workspaceId: team.id, userId: second.uid }, owner);
    await callOk('leaveWorkspace', { workspaceId: team.id }, first);

    const workspace = await workspaceData(team.id);
    expect(workspace.members).toEqual([owner.uid]);
    expect(workspace.membersList).toHaveLength(1);
    expect(workspace.membersCount).toBe(1);
    expect(
      (await db.collection('workspaceRoles').doc(`${team.id}_${second.uid}`).get()).exists,
    ).toBe(false);

    const ownerLeaves = await callCallable(
      'leaveWorkspace',
      { workspaceId: team.id },
      owner.idToken,
    );
    expect(status(ownerLeaves)).toBe('FAILED_PRECONDITION');
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
    expect((await workspaceData(team.id)).ownerId).toBe(heir.uid);
    const roles = await db.collection('workspaceRoles').where('workspaceId', '==', team.id).get();
    expect(
      Object.fromEntries(roles.docs.map((doc) => [doc.get('userId'), doc.get('role')])),
    ).toEqual({
      [heir.uid]: 'owner',
      [owner.uid]: 'admin',
    });
    await callOk('leaveWorkspace', { workspaceId: team.id }, owner);
  });
});

describe('deleteWorkspace', () => {
  it('needs the typed name, refuses the default workspace, and removes everything under it', async () => {
    const owner = await approvedAccount('owner');
    const member = await approvedAccount('member');
    const team = await teamWorkspace(owner);
    await inviteAndAccept(owner, member, team.id);
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
    const personalName = (await workspaceData(personal)).name as string;
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
    const roles = await db.collection('workspaceRoles').where('workspaceId', '==', team.id).get();
    expect(roles.size).toBe(0);
  });
});

describe('projects trigger', () => {
  it('keeps the workspace projects list in step and records activity', async () => {
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
    await waitFor(
      async () => ((await workspaceData(team.id)).projects.includes('launch') ? true : undefined),
      'projects list',
    );
    await projects.doc('launch').update({ status: 'archived' });
    await projects.doc('launch').delete();
    await waitFor(
      async () => ((await workspaceData(team.id)).projects.length === 0 ? true : undefined),
      'removal',
    );

    const verbs = await waitFor(async () => {
      const feed = await db
        .collection('workspaces')
        .doc(team.id)
        .collection('activity')
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
