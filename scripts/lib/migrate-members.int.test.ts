import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { migrateMembers } from './migrate-members';

const db = getFirestore(getApps()[0] ?? initializeApp());

/** A workspace in the array model, as the app wrote it before member documents. */
async function legacyWorkspace(id: string) {
  await db.doc(`workspaces/${id}`).set({
    name: 'Legacy team',
    ownerId: 'olga',
    members: ['olga', 'mo', 'vi', 'ad'],
    membersList: [
      { uid: 'olga', displayName: 'Olga Owner', photoURL: '/o.png' },
      { uid: 'mo', displayName: 'Mo Member', photoURL: '' },
      { uid: 'vi', displayName: 'Vi Viewer', photoURL: '' },
      { uid: 'ad', displayName: 'Ad Admin', photoURL: '' },
    ],
    membersCount: 4,
    projects: ['p1'],
    isDefault: false,
    createdAt: new Date('2025-01-01T00:00:00Z'),
  });
  await db.doc(`workspaceRoles/${id}_vi`).set({ workspaceId: id, userId: 'vi', role: 'viewer' });
  await db.doc(`workspaceRoles/${id}_ad`).set({ workspaceId: id, userId: 'ad', role: 'admin' });
}

describe('npm run migrate:members', () => {
  it('reports without writing on a dry run, moves once, and finds nothing the second time', async () => {
    const id = `legacy-${Date.now()}`;
    await legacyWorkspace(id);
    await db.doc('workspaceRoles/gone-ws_x').set({ workspaceId: 'gone-ws', userId: 'x', role: 'admin' });

    const dry = await migrateMembers(db, { dryRun: true });
    expect(dry.workspacesMoved).toBeGreaterThanOrEqual(1);
    expect(dry.memberDocsCreated).toBeGreaterThanOrEqual(4);
    expect((await db.collection(`workspaces/${id}/members`).get()).size).toBe(0);
    expect((await db.doc(`workspaces/${id}`).get()).get('members')).toHaveLength(4);

    await migrateMembers(db, { dryRun: false });
    const members = await db.collection(`workspaces/${id}/members`).get();
    expect(
      Object.fromEntries(members.docs.map((member) => [member.id, member.get('role')])),
    ).toEqual({ olga: 'owner', mo: 'member', vi: 'viewer', ad: 'admin' });
    expect((await db.doc(`workspaces/${id}/members/olga`).get()).data()).toMatchObject({
      workspaceId: id,
      workspaceName: 'Legacy team',
      displayName: 'Olga Owner',
      nameLower: 'olga owner',
      photoURL: '/o.png',
    });
    const workspace = (await db.doc(`workspaces/${id}`).get()).data();
    expect(workspace).toMatchObject({ membersCount: 4 });
    expect(workspace).not.toHaveProperty('members');
    expect(workspace).not.toHaveProperty('membersList');
    expect(workspace).not.toHaveProperty('projects');
    expect((await db.collection('workspaceRoles').get()).size).toBe(0);

    const again = await migrateMembers(db, { dryRun: false });
    expect(again).toMatchObject({ workspacesMoved: 0, memberDocsCreated: 0, roleRecordsDeleted: 0 });
  });
});
