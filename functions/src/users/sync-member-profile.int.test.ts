import { describe, expect, it } from 'vitest';
import { defaultWorkspaceId } from '../auth/create-user-records';
import { db } from '../lib/firebase';
import { newAccount } from '../testing/accounts';
import { signUpWithPassword, uniqueEmail, waitFor } from '../testing/emulators';

const workspaceOf = async (id: string) => (await db.collection('workspaces').doc(id).get()).data();

async function userCreated(uid: string) {
  await waitFor(async () => (await db.doc(`users/${uid}`).get()).data(), `users/${uid}`);
}

describe('profile changes reach the workspaces (users/{uid} update trigger)', () => {
  it('names an email sign-up’s default workspace and member entry after the chosen name', async () => {
    const email = uniqueEmail('later');
    // The sign-up form sets the display name after the auth trigger ran.
    const account = await signUpWithPassword(email);
    await userCreated(account.uid);
    const workspaceId = defaultWorkspaceId(account.uid);
    expect((await workspaceOf(workspaceId))?.name).toBe(`${email.split('@')[0]}'s Workspace`);

    await db.doc(`users/${account.uid}`).update({ displayName: 'Lena Later' });

    const renamed = await waitFor(async () => {
      const workspace = await workspaceOf(workspaceId);
      return workspace?.name === "Lena Later's Workspace" ? workspace : undefined;
    }, 'renamed default workspace');
    expect(renamed.membersList).toEqual([
      expect.objectContaining({ uid: account.uid, displayName: 'Lena Later' }),
    ]);
  });

  it('updates the member entry in shared workspaces and keeps names the owner chose', async () => {
    const owner = await newAccount('Olive Owner');
    const member = await newAccount('Max Member');
    const shared = db.collection('workspaces').doc();
    await shared.set({
      name: 'Shared space',
      ownerId: owner.uid,
      members: [owner.uid, member.uid],
      membersList: [
        { uid: owner.uid, displayName: 'Olive Owner', photoURL: '/default-avatar.svg' },
        { uid: member.uid, displayName: 'Max Member', photoURL: '/default-avatar.svg' },
      ],
      membersCount: 2,
      isDefault: false,
    });
    const ownDefault = db.collection('workspaces').doc(defaultWorkspaceId(member.uid));
    await ownDefault.update({ name: 'Max HQ' });

    await db
      .doc(`users/${member.uid}`)
      .update({ displayName: 'Maxine Member', photoURL: 'https://example.test/max.png' });

    const updated = await waitFor(async () => {
      const workspace = await workspaceOf(shared.id);
      return workspace?.membersList[1].displayName === 'Maxine Member' ? workspace : undefined;
    }, 'shared membersList entry');
    expect(updated.name).toBe('Shared space');
    expect(updated.membersList).toEqual([
      { uid: owner.uid, displayName: 'Olive Owner', photoURL: '/default-avatar.svg' },
      { uid: member.uid, displayName: 'Maxine Member', photoURL: 'https://example.test/max.png' },
    ]);
    const own = await waitFor(async () => {
      const workspace = await workspaceOf(ownDefault.id);
      return workspace?.membersList[0].displayName === 'Maxine Member' ? workspace : undefined;
    }, 'own membersList entry');
    expect(own.name).toBe('Max HQ');
  });
});
