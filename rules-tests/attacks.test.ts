/**
 * The attacks of the security review (SECURITY.md), each tried as the attacker would through the
 * client SDK against the rules: every one must be refused. The matrix (matrix.test.ts) covers
 * who may do what; these cover how a permitted writer might still overreach.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  OTHER_WS,
  SEED,
  WS,
  as,
  restore,
  rulesEnvironment,
  seedAll,
  seedDoc,
  startRulesEnvironment,
} from './harness';

const W = `workspaces/${WS}`;
const now = serverTimestamp;
const ONE_MB = 'x'.repeat(1024 * 1024 - 200);

beforeAll(async () => {
  await startRulesEnvironment();
  await seedAll();
});

afterAll(async () => {
  await rulesEnvironment()?.cleanup();
});

function newVideo(db: Firestore, overrides: Record<string, unknown>) {
  return setDoc(doc(db, `${W}/videos/forged`), {
    ...SEED[`${W}/videos/v1`],
    uploadedBy: 'member',
    uploadedAt: now(),
    ...overrides,
  });
}

describe('2. forged video records cannot name other workspaces’ files', () => {
  it('accepts only paths inside the video’s own workspace folders', async () => {
    const db = as('member');
    await assertFails(newVideo(db, { storagePath: `videos/${OTHER_WS}/victim.mp4` }));
    await assertFails(newVideo(db, { storagePath: 'videos/victim.mp4' }));
    await assertFails(newVideo(db, { storagePath: `videos/${WS}/../${OTHER_WS}/victim.mp4` }));
    await assertFails(newVideo(db, { storagePath: `videos/${WS}/a/b.mp4` }));
    await assertFails(
      newVideo(db, {
        storagePath: `videos/${WS}/mine.mp4`,
        thumbnailPath: `thumbnails/${OTHER_WS}/victim.jpg`,
      }),
    );
    await assertFails(
      newVideo(db, { storagePath: `videos/${WS}/mine.mp4`, workspaceId: OTHER_WS }),
    );
    await assertSucceeds(
      newVideo(db, {
        storagePath: `videos/${WS}/mine.mp4`,
        thumbnailPath: `thumbnails/${WS}/mine.jpg`,
      }),
    );
  });

  it('never lets an edit move a record’s files', async () => {
    await restore(`${W}/videos/v1`);
    const db = as('member');
    await assertFails(updateDoc(doc(db, `${W}/videos/v1`), { storagePath: `videos/${WS}/x.mp4` }));
    await assertFails(updateDoc(doc(db, `${W}/videos/v1`), { uploadedBy: 'admin' }));
  });
});

describe('3. nobody steals a role through member documents', () => {
  it('refuses every client write to a member document, the owner’s above all', async () => {
    for (const actor of ['admin', 'owner'] as const) {
      const db = as(actor);
      await assertFails(updateDoc(doc(db, `${W}/members/owner`), { role: 'viewer' }));
      await assertFails(updateDoc(doc(db, `${W}/members/admin`), { role: 'viewer' }));
      await assertFails(deleteDoc(doc(db, `${W}/members/owner`)));
      await assertFails(
        setDoc(doc(db, `${W}/members/stranger`), { uid: 'stranger', role: 'owner' }),
      );
    }
    // Nor does anyone make themself a member of someone else's workspace.
    await assertFails(
      setDoc(doc(as('stranger'), `${W}/members/stranger`), { uid: 'stranger', role: 'member' }),
    );
  });
});

describe('4. the user directory stays private', () => {
  it('refuses listing users and usernames, and reading other profiles', async () => {
    await assertFails(getDocs(collection(as('stranger'), 'users')));
    await assertFails(getDocs(collection(as('admin'), 'users')));
    await assertFails(getDocs(collection(as('signedOut'), 'usernames')));
    await assertFails(getDocs(collection(as('member'), 'usernames')));
    // Even a co-member reads names from member documents, never the profile with its email.
    await assertFails(getDocs(collection(as('owner'), 'users')));
  });
});

describe('4. usernames: an availability check, never who holds a name', () => {
  it('answers whether a name is taken with its spelling only, and hides an older record naming its holder', async () => {
    for (const actor of ['signedOut', 'stranger', 'member'] as const) {
      const taken = await assertSucceeds(getDoc(doc(as(actor), 'usernames/mia')));
      if (taken.data()?.uid !== undefined) throw new Error('usernames/mia names its holder');
      await assertSucceeds(getDoc(doc(as(actor), 'usernames/nobody-has-this')));
      await assertFails(getDoc(doc(as(actor), 'usernames/legacy')));
    }
  });
});

describe('5. notifications: the addressee marks them read, and changes nothing else', () => {
  beforeEach(() => restore('notifications/n1'));

  it('refuses moving a notice to another bell or rewriting it, even together with read', async () => {
    const note = doc(as('member'), 'notifications/n1');
    const forged: Record<string, unknown>[] = [
      { userId: 'stranger' },
      { userId: 'owner' },
      { title: 'Your account is locked: sign in at evil.example' },
      { body: 'Click here' },
      { link: 'https://evil.example' },
      { type: 'account-approved' },
      { subjectUserId: 'admin' },
      { createdAt: now() },
      { extra: 'field' },
    ];
    for (const change of forged) await assertFails(updateDoc(note, { read: true, ...change }));
    await assertFails(updateDoc(note, { read: false }));
    await assertFails(updateDoc(doc(as('stranger'), 'notifications/n1'), { read: true }));
    await assertSucceeds(updateDoc(note, { read: true }));
  });
});

describe('6b. name and photo changes are counted and photos come from allowed hosts', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  beforeEach(() => restore('users/member'));

  const change = (slot: unknown, fields: Record<string, unknown> = {}) =>
    updateDoc(doc(as('member'), 'users/member'), {
      displayName: `Mia ${String(slot)} ${Math.random()}`,
      profileChangeSlot: slot,
      [`profileChanges.${String(slot)}`]: now(),
      ...fields,
    });

  it('allows 10 changes in 24 hours, one slot each, and refuses the 11th', async () => {
    for (let slot = 0; slot < 10; slot += 1) await assertSucceeds(change(slot));
    // Every slot holds a change younger than a day.
    for (let slot = 0; slot < 10; slot += 1) await assertFails(change(slot));
    await assertFails(change(10));
    await assertFails(change('x'));
  });

  it('refuses a change that stamps no slot, another time, or two slots', async () => {
    const user = doc(as('member'), 'users/member');
    await assertFails(updateDoc(user, { displayName: 'Unstamped' }));
    await assertFails(
      updateDoc(user, {
        displayName: 'Back-dated',
        profileChangeSlot: 0,
        'profileChanges.0': new Date(Date.now() - 2 * DAY_MS),
      }),
    );
    await assertFails(change(0, { 'profileChanges.1': now() }));
    // Stamping a slot without changing anything is refused too (it would hide a change later).
    await assertFails(updateDoc(user, { profileChangeSlot: 3, 'profileChanges.3': now() }));
  });

  it('reuses a slot once its change is a day old', async () => {
    await seedDoc('users/member', {
      ...SEED['users/member'],
      profileChangeSlot: 9,
      profileChanges: Object.fromEntries(
        Array.from({ length: 10 }, (_, slot) => [
          String(slot),
          new Date(Date.now() - (slot === 4 ? 2 * DAY_MS : DAY_MS / 2)),
        ]),
      ),
    });
    await assertFails(change(3));
    await assertSucceeds(change(4));
  });

  it('takes a new photo only from the app or Google account photos', async () => {
    await assertFails(change(0, { photoURL: 'https://evil.example/pixel.png' }));
    await assertFails(change(0, { photoURL: 'http://lh3.googleusercontent.com/a/p' }));
    await assertFails(change(0, { photoURL: 'https://lh3.googleusercontent.com.evil.example/p' }));
    await assertFails(change(0, { photoURL: '//evil.example/p.png' }));
    await assertSucceeds(change(0, { photoURL: 'https://lh3.googleusercontent.com/a/photo' }));
    await assertSucceeds(change(1, { photoURL: '/default-avatar.svg' }));
    await assertSucceeds(change(2, { photoURL: '' }));
  });

  it('keeps an older off-list photo through a rename', async () => {
    await seedDoc('users/member', {
      ...SEED['users/member'],
      photoURL: 'https://photos.example/me.png',
    });
    await assertSucceeds(change(0));
  });
});

describe('6c. storage usage is read by members and written by no client', () => {
  it('lets members read it and nobody write it', async () => {
    await seedDoc(`${W}/usage/storage`, { bytes: 10 });
    for (const actor of ['viewer', 'member', 'owner'] as const) {
      await assertSucceeds(getDoc(doc(as(actor), `${W}/usage/storage`)));
    }
    for (const actor of ['stranger', 'rejected', 'siteAdmin', 'signedOut'] as const) {
      await assertFails(getDoc(doc(as(actor), `${W}/usage/storage`)));
    }
    for (const actor of ['member', 'owner'] as const) {
      await assertFails(setDoc(doc(as(actor), `${W}/usage/storage`), { bytes: 0 }));
      await assertFails(updateDoc(doc(as(actor), `${W}/usage/storage`), { bytes: 0 }));
    }
  });
});

describe('6d. a rename’s progress is read only by those it concerns', () => {
  it('shows a profile job to its user alone, a workspace job to that workspace’s members alone', async () => {
    const profile = 'fanouts/profile_member';
    await assertSucceeds(getDoc(doc(as('member'), profile)));
    await assertSucceeds(getDocs(collection(as('member'), `${profile}/shards`)));
    for (const actor of ['owner', 'stranger', 'siteAdmin', 'signedOut'] as const) {
      await assertFails(getDoc(doc(as(actor), profile)));
      await assertFails(getDocs(collection(as(actor), `${profile}/shards`)));
    }
    // Before any rename there is no job: its user's or members' listener is not refused.
    await assertSucceeds(getDoc(doc(as('stranger'), 'fanouts/profile_stranger')));
    await assertSucceeds(getDoc(doc(as('stranger'), `fanouts/workspaceName_${OTHER_WS}`)));
    for (const actor of ['stranger', 'rejected', 'siteAdmin'] as const) {
      await assertFails(getDocs(collection(as(actor), `fanouts/workspaceName_${WS}/shards`)));
    }
    await assertFails(getDoc(doc(as('member'), `fanouts/workspaceName_${OTHER_WS}`)));
    // An id that only starts like one of the member's workspaces names no workspace of theirs.
    await assertFails(getDoc(doc(as('member'), `fanouts/workspaceName_${WS}_${OTHER_WS}`)));
    await assertFails(getDoc(doc(as('member'), `fanouts/profile_member_x`)));
  });
});

describe('6. an invitation is read only through a verified email', () => {
  it('refuses the invited address while it is unverified', async () => {
    const invitation = doc(as('stranger', { email_verified: false }), 'invitations/inv1');
    await assertFails(getDoc(invitation));
    await assertSucceeds(getDoc(doc(as('stranger'), 'invitations/inv1')));
    // The same address under another case is the same address, and still needs verifying.
    await assertFails(
      getDoc(
        doc(
          as('member', { email: 'STRANGER@example.com', email_verified: false }),
          'invitations/inv1',
        ),
      ),
    );
  });
});

describe('7. a workspace is never deleted or re-created by a client', () => {
  it('refuses deleting a workspace directly and creating one at a known id', async () => {
    await assertFails(deleteDoc(doc(as('owner'), W)));
    await assertFails(
      setDoc(doc(as('stranger'), 'workspaces/recreated'), {
        ...SEED[W],
        ownerId: 'stranger',
        createdAt: now(),
        updatedAt: now(),
      }),
    );
  });
});

describe('8. writes keep their shape', () => {
  beforeEach(async () => {
    for (const path of [`${W}/projects/p1`, `${W}/canvases/c1`, `${W}/events/ev1`, W]) {
      await restore(path);
    }
  });

  it('refuses extra fields, wrong types and huge strings', async () => {
    const db = as('member');
    const project = doc(db, `${W}/projects/p1`);
    const edit = { updatedBy: 'member', updatedAt: now() };
    await assertFails(updateDoc(project, { ...edit, extra: 'field' }));
    await assertFails(updateDoc(project, { ...edit, name: 42 }));
    await assertFails(updateDoc(project, { ...edit, description: ONE_MB }));
    await assertFails(updateDoc(project, { ...edit, status: 'deleted' }));
    await assertFails(updateDoc(doc(db, `${W}/canvases/c1`), { title: ONE_MB, updatedAt: now() }));
    await assertFails(updateDoc(doc(db, `${W}/canvases/c1`), { pinned: 'yes', updatedAt: now() }));
    await assertFails(
      updateDoc(doc(db, `${W}/events/ev1`), { attendees: 'everyone', updatedAt: now() }),
    );
    const tooMany = Array.from({ length: 101 }, (_, index) => `u${index}`);
    await assertFails(
      updateDoc(doc(db, `${W}/events/ev1`), { attendees: tooMany, updatedAt: now() }),
    );
    await assertFails(
      updateDoc(doc(as('owner'), W), { name: 'x', members: ['stranger'], updatedAt: now() }),
    );
    await assertFails(updateDoc(doc(as('owner'), W), { ownerId: 'admin', updatedAt: now() }));
    await assertFails(updateDoc(doc(as('owner'), W), { name: 'x'.repeat(101), updatedAt: now() }));
    await assertSucceeds(updateDoc(project, { ...edit, name: 'Fine' }));
  });

  it('checks calendar settings whole, with or without the clock setting of before', async () => {
    const owner = doc(as('owner'), W);
    const config = (time: Record<string, unknown>) => ({
      calendarConfig: {
        timePreferences: {
          timeZone: 'Europe/Paris',
          weekStartsOn: 1,
          workingHours: { start: '09:00', end: '17:00' },
          ...time,
        },
        viewPreferences: { defaultView: 'week', showWeekends: true },
      },
      updatedAt: now(),
    });
    await assertSucceeds(updateDoc(owner, config({})));
    await assertSucceeds(updateDoc(owner, config({ hourCycle: 12 })));
    await assertFails(updateDoc(owner, config({ hourCycle: 13 })));
    await assertFails(updateDoc(owner, config({ weekStartsOn: 3 })));
    await assertFails(updateDoc(owner, config({ colour: 'red' })));
  });

  it('takes a new project lead only from the members, yet lets a departed lead’s project be edited', async () => {
    const db = as('member');
    const project = doc(db, `${W}/projects/p1`);
    const edit = { updatedBy: 'member', updatedAt: now() };
    await assertFails(updateDoc(project, { ...edit, leadId: 'stranger' }));
    await assertSucceeds(updateDoc(project, { ...edit, leadId: 'viewer' }));
    // The lead leaves the workspace (only functions remove members).
    await rulesEnvironment().withSecurityRulesDisabled(async (context) => {
      await deleteDoc(doc(context.firestore() as unknown as Firestore, `${W}/members/viewer`));
    });
    await assertSucceeds(updateDoc(project, { ...edit, status: 'archived' }));
    await restore(`${W}/members/viewer`);
  });

  it('keeps authors, workspaces and creation times, and takes the server’s clock', async () => {
    const db = as('member');
    const project = doc(db, `${W}/projects/p1`);
    await assertFails(
      updateDoc(project, { createdBy: 'admin', updatedBy: 'member', updatedAt: now() }),
    );
    await assertFails(
      updateDoc(project, { createdAt: now(), updatedBy: 'member', updatedAt: now() }),
    );
    await assertFails(updateDoc(project, { updatedBy: 'admin', updatedAt: now() }));
    await assertFails(
      updateDoc(project, { updatedBy: 'member', updatedAt: new Date('2000-01-01') }),
    );
    await assertFails(
      updateDoc(doc(db, `${W}/canvases/c1`), { workspaceId: OTHER_WS, updatedAt: now() }),
    );
    await assertFails(
      updateDoc(doc(db, `${W}/canvases/c1`), { createdBy: deleteField(), updatedAt: now() }),
    );
    await assertFails(
      updateDoc(doc(db, `${W}/events/ev1`), {
        createdBy: 'owner',
        updatedBy: 'member',
        updatedAt: now(),
      }),
    );
    // An edit names its own writer: not someone else, nor the last writer left in place.
    await assertFails(
      updateDoc(doc(db, `${W}/events/ev1`), { title: 'x', updatedBy: 'owner', updatedAt: now() }),
    );
    await assertFails(
      updateDoc(doc(as('owner'), `${W}/events/ev1`), { title: 'x', updatedAt: now() }),
    );
  });

  it('lets members move only their own canvas pointer', async () => {
    await restore(`${W}/canvases/c1/presence/owner`);
    const pointer = { name: 'x', x: 1, y: 1, button: 'up', updatedAt: now() };
    await assertFails(setDoc(doc(as('member'), `${W}/canvases/c1/presence/owner`), pointer));
    await assertFails(updateDoc(doc(as('admin'), `${W}/canvases/c1/presence/owner`), { x: 9 }));
    await assertFails(deleteDoc(doc(as('member'), `${W}/canvases/c1/presence/owner`)));
    await assertFails(
      setDoc(doc(as('member'), `${W}/canvases/c1/presence/member`), { ...pointer, extra: 1 }),
    );
    await assertSucceeds(setDoc(doc(as('member'), `${W}/canvases/c1/presence/member`), pointer));
  });
});

describe('9. a rejected account reads and writes nothing of its workspaces', () => {
  it('is refused while its old token still says approved', async () => {
    const db = as('rejected');
    await assertFails(getDocs(collection(db, `${W}/projects`)));
    await assertFails(
      setDoc(doc(db, `${W}/projects/by-rejected`), {
        ...SEED[`${W}/projects/p1`],
        createdBy: 'rejected',
        updatedBy: 'rejected',
        createdAt: now(),
        updatedAt: now(),
      }),
    );
  });
});
