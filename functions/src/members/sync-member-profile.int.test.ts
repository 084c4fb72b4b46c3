import { describe, expect, it } from 'vitest';
import { defaultWorkspaceId } from '../auth/create-user-records';
import { db } from '../lib/firebase';
import { approvedAccount } from '../testing/accounts';
import { signUpWithPassword, uniqueEmail, waitFor } from '../testing/emulators';
import { inviteAndAccept, teamWorkspace } from '../testing/workspaces';
import { fanoutJobRef, startFanout } from './fanout';

const workspaceOf = async (id: string) => (await db.collection('workspaces').doc(id).get()).data();
const memberOf = async (workspaceId: string, uid: string) =>
  (await db.doc(`workspaces/${workspaceId}/members/${uid}`).get()).data();

describe('profile changes reach the member documents (users/{uid} update trigger)', () => {
  it('names an email sign-up’s default workspace and member document after the chosen name', async () => {
    const email = uniqueEmail('later');
    // The sign-up form sets the display name after the auth trigger ran.
    const account = await signUpWithPassword(email);
    await waitFor(async () => (await db.doc(`users/${account.uid}`).get()).data(), 'user');
    const workspaceId = defaultWorkspaceId(account.uid);
    expect((await workspaceOf(workspaceId))?.name).toBe(`${email.split('@')[0]}'s Workspace`);

    await db.doc(`users/${account.uid}`).update({ displayName: 'Lena Later' });

    const member = await waitFor(async () => {
      const doc = await memberOf(workspaceId, account.uid);
      return doc?.workspaceName === "Lena Later's Workspace" && doc.displayName === 'Lena Later'
        ? doc
        : undefined;
    }, 'renamed default workspace in the member document');
    expect(member.nameLower).toBe('lena later');
    expect((await workspaceOf(workspaceId))?.name).toBe("Lena Later's Workspace");
  });

  it('updates every membership of the user and keeps workspace names the owner chose', async () => {
    const owner = await approvedAccount('Olive Owner');
    const member = await approvedAccount('Max Member');
    const shared = await teamWorkspace(owner, 'Shared space');
    await inviteAndAccept(owner, member, shared.id);
    const ownDefault = defaultWorkspaceId(member.uid);
    await db.doc(`workspaces/${ownDefault}`).update({ name: 'Max HQ' });

    await db
      .doc(`users/${member.uid}`)
      .update({ displayName: 'Maxine Member', photoURL: 'https://example.test/max.png' });

    for (const workspaceId of [shared.id, ownDefault]) {
      const doc = await waitFor(async () => {
        const found = await memberOf(workspaceId, member.uid);
        return found?.displayName === 'Maxine Member' ? found : undefined;
      }, `member document in ${workspaceId}`);
      expect(doc.photoURL).toBe('https://example.test/max.png');
    }
    expect((await memberOf(shared.id, owner.uid))?.displayName).toBe('Olive Owner');
    expect((await workspaceOf(shared.id))?.name).toBe('Shared space');
    await waitFor(
      async () =>
        (await memberOf(ownDefault, member.uid))?.workspaceName === 'Max HQ' ? true : undefined,
      'own workspace name copied',
    );
    expect((await workspaceOf(ownDefault))?.name).toBe('Max HQ');
  });

  it('pages through a workspace rename and resumes a job from its saved cursor', async () => {
    const workspace = db.collection('workspaces').doc();
    const workspaceId = workspace.id;
    const members = workspace.collection('members');
    // 45 members: three pages of the FANOUT_PAGE_SIZE `npm run test:functions` sets (20), seeded before the
    // workspace exists, so the member trigger has no channel to sync them into.
    const writer = db.bulkWriter();
    for (let index = 0; index < 45; index += 1) {
      const uid = `seeded-${String(index).padStart(3, '0')}`;
      void writer.set(members.doc(uid), {
        uid,
        workspaceId,
        workspaceName: 'Old',
        role: 'member',
        displayName: uid,
        nameLower: uid,
        photoURL: '',
        joinedAt: new Date(),
      });
    }
    await writer.close();
    await workspace.set({
      name: 'Old',
      ownerId: 'seeded-000',
      membersCount: 45,
      isDefault: false,
    });
    await workspace.update({ name: 'Renamed at scale' });
    await waitFor(
      async () => {
        const stale = await members.where('workspaceName', '!=', 'Renamed at scale').limit(1).get();
        return stale.empty ? true : undefined;
      },
      'every member document renamed',
      60_000,
    );

    // A job that stopped half way (as after a crash) resumes from its cursor when run again.
    await db.doc(`workspaces/${workspaceId}`).update({ name: 'Second name' });
    await waitFor(
      async () =>
        (await members.doc('seeded-044').get()).get('workspaceName') === 'Second name'
          ? true
          : undefined,
      'second rename',
      60_000,
    );
    await members.doc('seeded-044').update({ workspaceName: 'Stale' });
    await members.doc('seeded-000').update({ workspaceName: 'Stale before cursor' });
    const job = db.doc(`fanouts/workspaceName_${workspaceId}`);
    await job.update({ cursor: members.doc('seeded-043').path, done: false });
    await waitFor(
      async () =>
        (await members.doc('seeded-044').get()).get('workspaceName') === 'Second name'
          ? true
          : undefined,
      'resumed job',
    );
    // Only what lies after the cursor is redone.
    expect((await members.doc('seeded-000').get()).get('workspaceName')).toBe(
      'Stale before cursor',
    );
  });

  it('starts one fan-out per trigger event, however often the event is delivered (a retry)', async () => {
    const owner = await approvedAccount('Retried Rita');
    const job = fanoutJobRef('profile', owner.uid);
    const generation = async () => (await job.get()).get('generation') as number | undefined;
    const before = (await generation()) ?? 0;
    await startFanout('profile', owner.uid, 'event-1');
    await startFanout('profile', owner.uid, 'event-1');
    expect(await generation()).toBe(before + 1);
    await startFanout('profile', owner.uid, 'event-2');
    expect(await generation()).toBe(before + 2);
  });
});
