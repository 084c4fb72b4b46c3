import { describe, expect, it } from 'vitest';
import { adminAuth, db } from '../lib/firebase';
import { signUpWithGoogle, signUpWithPassword, uniqueEmail, waitFor } from '../testing/emulators';
import { accountWithClaims } from '../testing/accounts';
import { createUserRecords, defaultWorkspaceId } from './create-user-records';

async function userDoc(uid: string) {
  return waitFor(async () => (await db.collection('users').doc(uid).get()).data(), `users/${uid}`);
}

describe('auth onCreate trigger', () => {
  it('creates the user doc, default workspace and its owner member document for a password sign-up', async () => {
    const email = uniqueEmail('casey');
    const account = await signUpWithPassword(email, 'Casey Jones');

    const user = await userDoc(account.uid);
    expect(user).toMatchObject({
      uid: account.uid,
      email,
      displayName: 'Casey Jones',
      photoURL: '/default-avatar.svg',
      role: 'user',
      isApproved: false,
      approvalStatus: 'pending',
    });
    expect(user.createdAt.toDate()).toBeInstanceOf(Date);

    const workspaceId = defaultWorkspaceId(account.uid);
    const workspace = (await db.collection('workspaces').doc(workspaceId).get()).data();
    expect(workspace).toMatchObject({
      name: "Casey Jones's Workspace",
      ownerId: account.uid,
      membersCount: 1,
      type: 'workspace',
      description: 'My personal workspace',
      isDefault: true,
    });
    expect(workspace).not.toHaveProperty('members');
    expect(workspace).not.toHaveProperty('membersList');
    expect(workspace?.calendarConfig.timePreferences).toBeDefined();
    expect(workspace?.calendarConfig.viewPreferences).toBeDefined();

    const owner = (await db.doc(`workspaces/${workspaceId}/members/${account.uid}`).get()).data();
    expect(owner).toMatchObject({
      uid: account.uid,
      workspaceId,
      workspaceName: "Casey Jones's Workspace",
      role: 'owner',
      displayName: 'Casey Jones',
      nameLower: 'casey jones',
      photoURL: '/default-avatar.svg',
    });
    expect((await adminAuth.getUser(account.uid)).customClaims?.approved).toBeUndefined();
  });

  it("names the workspace after the email's local part when there is no display name", async () => {
    const email = uniqueEmail('noname');
    const account = await signUpWithPassword(email);
    await userDoc(account.uid);
    const workspace = (
      await db.collection('workspaces').doc(defaultWorkspaceId(account.uid)).get()
    ).data();
    expect(workspace?.name).toBe(`${email.split('@')[0]}'s Workspace`);
  });

  it('approves Google sign-ups at once, field and claim', async () => {
    const account = await signUpWithGoogle(uniqueEmail('gabi'), 'Gabi Google');
    const user = await userDoc(account.uid);
    expect(user.isApproved).toBe(true);
    const claims = await waitFor(
      async () => (await adminAuth.getUser(account.uid)).customClaims,
      'approved claim',
    );
    expect(claims.approved).toBe(true);
  });

  it('announces a password sign-up to the admins, and not a Google one', async () => {
    const admin = await accountWithClaims('admin', { approved: true, admin: true });
    await db.collection('users').doc(admin.uid).update({ role: 'admin' });

    const email = uniqueEmail('announced');
    const pending = await signUpWithPassword(email, 'Announced Ann');
    const note = await waitFor(
      async () => (await db.doc(`notifications/signup_${pending.uid}_${admin.uid}`).get()).data(),
      'sign-up notification',
    );
    expect(note).toMatchObject({ userId: admin.uid, type: 'user-signup', read: false });
    expect(note.body).toContain(email);

    const google = await signUpWithGoogle(uniqueEmail('unannounced'), 'Gabi Google');
    await waitFor(async () => (await adminAuth.getUser(google.uid)).customClaims, 'claim');
    const googleNote = await db.doc(`notifications/signup_${google.uid}_${admin.uid}`).get();
    expect(googleNote.exists).toBe(false);
  });

  it('is idempotent: a retried trigger creates nothing new', async () => {
    const account = await signUpWithPassword(uniqueEmail('retry'), 'Retry Ray');
    await userDoc(account.uid);
    const record = await adminAuth.getUser(account.uid);

    await expect(createUserRecords(record)).resolves.toEqual({ created: false });
    const owned = await db.collection('workspaces').where('ownerId', '==', account.uid).get();
    expect(owned.size).toBe(1);
  });
});
