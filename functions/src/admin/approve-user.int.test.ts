import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { adminAuth, db } from '../lib/firebase';
import { accountWithClaims, approvedAccount, newAccount } from '../testing/accounts';
import { callApi, callCallable, callOk, waitFor } from '../testing/emulators';
import { chatServerClient } from '../testing/chat';
import { inviteAndAccept, teamWorkspace } from '../testing/workspaces';

const adminAccount = () => accountWithClaims('admin', { admin: true, approved: true });

function status(answer: { json: unknown }) {
  return (answer.json as { error?: { status: string } }).error?.status;
}

describe('approveUser callable', () => {
  it('lets an admin approve: field, claim and a notification together', async () => {
    const admin = await adminAccount();
    const pending = await newAccount('pending');

    const answer = await callCallable(
      'approveUser',
      { uid: pending.uid, approved: true },
      admin.idToken,
    );
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ result: { uid: pending.uid, approved: true } });
    const userDoc = () => db.collection('users').doc(pending.uid).get();
    expect((await userDoc()).data()).toMatchObject({
      isApproved: true,
      approvalStatus: 'approved',
    });
    expect((await adminAuth.getUser(pending.uid)).customClaims?.approved).toBe(true);
    const notes = await db.collection('notifications').where('userId', '==', pending.uid).get();
    expect(notes.docs.map((note) => note.get('type'))).toEqual(['account-approved']);

    const rejected = await callCallable(
      'approveUser',
      { uid: pending.uid, approved: false },
      admin.idToken,
    );
    expect(rejected.status).toBe(200);
    expect((await userDoc()).data()).toMatchObject({
      isApproved: false,
      approvalStatus: 'rejected',
    });
    expect((await adminAuth.getUser(pending.uid)).customClaims?.approved).toBe(false);
  });

  it('makes a rejection bite at once (attack: a revoked account keeps its token)', async () => {
    const admin = await adminAccount();
    const owner = await approvedAccount('owner');
    const revoked = await approvedAccount('revoked');
    const team = await teamWorkspace(owner);
    await inviteAndAccept(owner, revoked, team.id);
    // The token minted while approved still says approved: true. Revocation counts in whole
    // seconds (a token from the same second as the revocation stays valid), so wait one.
    const staleToken = revoked.idToken;
    await sleep(1100);

    await callOk('approveUser', { uid: revoked.uid, approved: false }, admin);

    // Callables and /api check revocation.
    const callable = await callCallable('leaveWorkspace', { workspaceId: team.id }, staleToken);
    expect(status(callable)).toBe('UNAUTHENTICATED');
    expect((callable.json as { error: { message: string } }).error.message).toMatch(/signed out/);
    const api = await callApi('/stream/token', {
      token: staleToken,
      body: JSON.stringify({ userId: revoked.uid }),
    });
    expect(api.status).toBe(401);
    // Every membership is suspended (the rules give a suspended member nothing).
    const memberships = await db.collectionGroup('members').where('uid', '==', revoked.uid).get();
    expect(memberships.size).toBe(2);
    expect(memberships.docs.every((member) => member.get('suspended') === true)).toBe(true);

    // The chat user is deactivated: no token opens a connection any more.
    const { users } = await chatServerClient().queryUsers(
      { id: revoked.uid },
      {},
      { include_deactivated_users: true },
    );
    expect(users[0]?.deactivated_at).toBeTruthy();

    // Approving again restores them.
    await callOk('approveUser', { uid: revoked.uid, approved: true }, admin);
    const restored = await db.collectionGroup('members').where('uid', '==', revoked.uid).get();
    expect(restored.docs.some((member) => member.get('suspended') !== undefined)).toBe(false);
    const back = await chatServerClient().queryUsers({ id: revoked.uid });
    expect(back.users[0]?.deactivated_at).toBeFalsy();
  });

  it("settles every admin's sign-up notice: it says what happened and is read", async () => {
    const admin = await adminAccount();
    await db.collection('users').doc(admin.uid).update({ role: 'admin' });
    const pending = await newAccount('Settled Sam');
    const notice = db.doc(`notifications/signup_${pending.uid}_${admin.uid}`);
    await waitFor(async () => ((await notice.get()).exists ? true : undefined), 'sign-up notice');

    await callOk('approveUser', { uid: pending.uid, approved: true }, admin);
    expect((await notice.get()).data()).toMatchObject({
      type: 'user-signup',
      read: true,
      title: 'Account approved',
      body: `Settled Sam (${pending.email}) was approved.`,
    });
  });

  it('refuses non-admins, even approved ones, and signed-out callers', async () => {
    const pending = await newAccount('target');
    const refreshed = await approvedAccount('approved');

    const byUser = await callCallable(
      'approveUser',
      { uid: pending.uid, approved: true },
      refreshed.idToken,
    );
    expect(byUser.status).toBe(403);
    expect(status(byUser)).toBe('PERMISSION_DENIED');
    const bySelf = await callCallable(
      'approveUser',
      { uid: pending.uid, approved: true },
      pending.idToken,
    );
    expect(status(bySelf)).toBe('PERMISSION_DENIED');
    const signedOut = await callCallable('approveUser', { uid: pending.uid, approved: true });
    expect(status(signedOut)).toBe('UNAUTHENTICATED');
    expect((await db.collection('users').doc(pending.uid).get()).get('isApproved')).toBe(false);
  });

  it('answers bad data and unknown users clearly', async () => {
    const admin = await adminAccount();
    const bad = await callCallable('approveUser', { uid: '', approved: 'yes' }, admin.idToken);
    expect(status(bad)).toBe('INVALID_ARGUMENT');
    expect((bad.json as { error: { message: string } }).error.message).toMatch(/uid: .*approved: /);
    const missing = await callCallable(
      'approveUser',
      { uid: 'no-such-user', approved: true },
      admin.idToken,
    );
    expect(status(missing)).toBe('NOT_FOUND');
  });
});
