/**
 * Firestore rules, checked against the real Firestore emulator for every actor:
 * signed out, unapproved, non-member, viewer, member, admin, owner (and a site admin).
 * Seeds with rules disabled, then asserts what each actor may and may not do.
 */
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { TEST_PORTS, TEST_PROJECT_ID } from './common/src/local-config';
import { DEFAULT_CALENDAR_CONFIG } from './common/src/models';
import {
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  collection,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

const WS = 'ws1';
const DEFAULT_WS = 'default-owner';
const approved = { approved: true };

let env: RulesTestEnvironment;

type Actor =
  'signedOut' | 'unapproved' | 'nonMember' | 'viewer' | 'member' | 'admin' | 'owner' | 'siteAdmin';
const ACTORS: Actor[] = [
  'signedOut',
  'unapproved',
  'nonMember',
  'viewer',
  'member',
  'admin',
  'owner',
];

function as(actor: Actor): Firestore {
  if (actor === 'signedOut')
    return env.unauthenticatedContext().firestore() as unknown as Firestore;
  const claims =
    actor === 'unapproved'
      ? {}
      : actor === 'siteAdmin'
        ? { approved: true, admin: true }
        : approved;
  return env
    .authenticatedContext(actor, { ...claims, email: `${actor.toLowerCase()}@example.com` })
    .firestore() as unknown as Firestore;
}

function project(by: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Launch',
    description: '',
    status: 'active',
    createdBy: by,
    updatedBy: by,
    ...overrides,
  };
}

function workspace(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Team',
    ownerId: 'owner',
    members: ['owner', 'admin', 'member', 'viewer'],
    membersList: [],
    membersCount: 4,
    type: 'workspace',
    description: '',
    isDefault: false,
    projects: [],
    calendarConfig: DEFAULT_CALENDAR_CONFIG,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    ...overrides,
  };
}

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: TEST_PROJECT_ID,
    firestore: {
      rules: readFileSync('firestore.rules', 'utf8'),
      host: '127.0.0.1',
      port: TEST_PORTS.firestore,
    },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    const batch = writeBatch(db);
    for (const uid of ['unapproved', 'nonMember', 'viewer', 'member', 'admin', 'owner']) {
      batch.set(doc(db, 'users', uid), {
        uid,
        email: `${uid}@example.com`,
        displayName: uid,
        photoURL: '',
        role: 'user',
        isApproved: uid !== 'unapproved',
        createdAt: new Date(0),
      });
    }
    batch.set(doc(db, 'workspaces', WS), workspace());
    batch.set(
      doc(db, 'workspaces', DEFAULT_WS),
      workspace({ isDefault: true, members: ['owner'], membersCount: 1 }),
    );
    batch.set(doc(db, 'workspaceRoles', `${WS}_owner`), {
      workspaceId: WS,
      userId: 'owner',
      role: 'owner',
    });
    batch.set(doc(db, 'workspaceRoles', `${WS}_admin`), {
      workspaceId: WS,
      userId: 'admin',
      role: 'admin',
    });
    batch.set(doc(db, 'workspaceRoles', `${WS}_viewer`), {
      workspaceId: WS,
      userId: 'viewer',
      role: 'viewer',
    });
    // `member` has no role record: role resolution makes them a member.
    batch.set(doc(db, 'workspaces', WS, 'videos', 'v-member'), {
      videoURL: 'u',
      videoName: 'Member video',
      uploadedBy: 'member',
      workspaceId: WS,
      notes: '',
    });
    batch.set(doc(db, 'workspaces', WS, 'projects', 'p-member'), project('member'));
    batch.set(doc(db, 'workspaces', WS, 'canvases', 'c-member'), {
      title: 'C',
      createdBy: 'member',
    });
    batch.set(doc(db, 'workspaces', WS, 'activity', 'a1'), { actorId: 'member', verb: 'created' });
    batch.set(doc(db, 'invitations', 'inv-nonmember'), {
      workspaceId: WS,
      email: 'nonmember@example.com',
      role: 'member',
      status: 'pending',
    });
    batch.set(doc(db, 'notifications', 'n-member'), {
      userId: 'member',
      read: false,
      title: 't',
      createdAt: new Date(0),
    });
    batch.set(doc(db, 'usernames', 'taken'), { uid: 'member', display: 'Taken' });
    await batch.commit();
  });
});

/** Runs `operation` for every actor and checks it succeeds exactly for `allowed`. */
async function expectOnly(
  allowed: Actor[],
  operation: (db: Firestore, actor: Actor) => Promise<unknown>,
) {
  for (const actor of ACTORS) {
    const attempt = operation(as(actor), actor);
    if (allowed.includes(actor)) await assertSucceeds(attempt).catch(rethrowFor(actor, 'allowed'));
    else await assertFails(attempt).catch(rethrowFor(actor, 'refused'));
  }
}

function rethrowFor(actor: Actor, expected: string) {
  return (error: unknown) => {
    throw new Error(
      `${actor} should be ${expected}: ${error instanceof Error ? error.message : String(error)}`,
    );
  };
}

describe('users', () => {
  it('everyone reads their own profile; approved users read others', async () => {
    await expectOnly(
      ['unapproved', 'nonMember', 'viewer', 'member', 'admin', 'owner'],
      (db, actor) => getDoc(doc(db, 'users', actor === 'signedOut' ? 'member' : actor)),
    );
    await expectOnly(['nonMember', 'viewer', 'member', 'admin', 'owner'], (db) =>
      getDoc(doc(db, 'users', 'owner')),
    );
  });

  it('lets a user edit their name and photo, never approval or role', async () => {
    await expectOnly(
      ['unapproved', 'nonMember', 'viewer', 'member', 'admin', 'owner'],
      (db, actor) =>
        updateDoc(doc(db, 'users', actor === 'signedOut' ? 'member' : actor), {
          displayName: 'New name',
        }),
    );
    await expectOnly([], (db, actor) =>
      updateDoc(doc(db, 'users', actor === 'signedOut' ? 'member' : actor), {
        isApproved: actor === 'unapproved',
      }),
    );
    await expectOnly([], (db, actor) =>
      updateDoc(doc(db, 'users', actor === 'signedOut' ? 'member' : actor), { role: 'admin' }),
    );
    await expectOnly(['unapproved'], (db) =>
      updateDoc(doc(db, 'users', 'unapproved'), { displayName: 'Only mine' }),
    );
  });

  it('never lets clients create or delete user documents', async () => {
    await expectOnly([], (db, actor) =>
      setDoc(doc(db, 'users', `${actor}-new`), { uid: actor, role: 'user' }),
    );
    await expectOnly([], (db, actor) =>
      deleteDoc(doc(db, 'users', actor === 'signedOut' ? 'member' : actor)),
    );
  });

  it('lets a site admin list pending accounts', async () => {
    await assertSucceeds(
      getDocs(query(collection(as('siteAdmin'), 'users'), where('isApproved', '==', false))),
    );
    await assertFails(
      getDocs(query(collection(as('unapproved'), 'users'), where('isApproved', '==', false))),
    );
  });
});

describe('usernames', () => {
  it('anyone checks availability; nobody writes directly', async () => {
    await expectOnly(ACTORS, (db) => getDoc(doc(db, 'usernames', 'taken')));
    await expectOnly([], (db, actor) =>
      setDoc(doc(db, 'usernames', `name-${actor}`), { uid: actor, display: actor }),
    );
  });
});

describe('workspaces', () => {
  it('only members read', async () => {
    await expectOnly(['viewer', 'member', 'admin', 'owner'], (db) =>
      getDoc(doc(db, 'workspaces', WS)),
    );
    // Listing is allowed only for the caller's own memberships.
    await expectOnly(['nonMember', 'viewer', 'member', 'admin', 'owner'], (db, actor) =>
      getDocs(query(collection(db, 'workspaces'), where('members', 'array-contains', actor))),
    );
    await expectOnly([], (db) => getDocs(collection(db, 'workspaces')));
  });

  it('approved users create workspaces they own alone', async () => {
    await expectOnly(['nonMember', 'viewer', 'member', 'admin', 'owner'], (db, actor) =>
      setDoc(
        doc(db, 'workspaces', `new-${actor}`),
        workspace({ ownerId: actor, members: [actor], membersCount: 1 }),
      ),
    );
    await expectOnly([], (db, actor) =>
      setDoc(
        doc(db, 'workspaces', `sneaky-${actor}`),
        workspace({ ownerId: actor, members: [actor, 'member'], membersCount: 2 }),
      ),
    );
  });

  it('changeSettings renames; membership never changes from the client', async () => {
    await expectOnly(['admin', 'owner'], (db) =>
      updateDoc(doc(db, 'workspaces', WS), { name: 'Renamed', updatedAt: serverTimestamp() }),
    );
    await expectOnly([], (db) => updateDoc(doc(db, 'workspaces', WS), { members: ['owner'] }));
  });

  it('deleteWorkspace deletes, never the default workspace', async () => {
    await expectOnly(['owner'], (db) => deleteDoc(doc(db, 'workspaces', WS)));
    await expectOnly([], (db) => deleteDoc(doc(db, 'workspaces', DEFAULT_WS)));
  });
});

describe('workspace videos', () => {
  const video = (uploadedBy: string) => ({
    videoURL: 'u',
    videoName: 'Clip',
    uploadedBy,
    workspaceId: WS,
    notes: '',
  });

  it('members read', async () => {
    await expectOnly(['viewer', 'member', 'admin', 'owner'], (db) =>
      getDoc(doc(db, 'workspaces', WS, 'videos', 'v-member')),
    );
  });

  it('editors add their own videos only', async () => {
    await expectOnly(['member', 'admin', 'owner'], (db, actor) =>
      setDoc(doc(db, 'workspaces', WS, 'videos', `v-${actor}-new`), video(actor)),
    );
    await expectOnly([], (db, actor) =>
      setDoc(doc(db, 'workspaces', WS, 'videos', `forged-${actor}`), video('someone-else')),
    );
  });

  it('the uploader or deleteMessages edits and deletes', async () => {
    await expectOnly(['member', 'admin', 'owner'], (db) =>
      updateDoc(doc(db, 'workspaces', WS, 'videos', 'v-member'), { notes: 'n' }),
    );
    await expectOnly(['member', 'admin', 'owner'], async (db) => {
      await deleteDoc(doc(db, 'workspaces', WS, 'videos', 'v-member'));
      // Put it back for the next actor.
      await env.withSecurityRulesDisabled((context) =>
        setDoc(
          doc(context.firestore() as unknown as Firestore, 'workspaces', WS, 'videos', 'v-member'),
          video('member'),
        ),
      );
    });
  });
});

describe('projects', () => {
  it('members read; editors create and edit as themselves; viewers never write', async () => {
    await expectOnly(['viewer', 'member', 'admin', 'owner'], (db) =>
      getDoc(doc(db, 'workspaces', WS, 'projects', 'p-member')),
    );
    await expectOnly(['member', 'admin', 'owner'], (db, actor) =>
      setDoc(doc(db, 'workspaces', WS, 'projects', `p-${actor}`), project(actor)),
    );
    await expectOnly(['member', 'admin', 'owner'], (db, actor) =>
      updateDoc(doc(db, 'workspaces', WS, 'projects', 'p-member'), {
        status: 'archived',
        updatedBy: actor,
      }),
    );
  });

  it('refuses invalid projects and forged authors', async () => {
    await expectOnly([], (db, actor) =>
      setDoc(
        doc(db, 'workspaces', WS, 'projects', `bad-${actor}`),
        project(actor, { status: 'sideways' }),
      ),
    );
    await expectOnly([], (db, actor) =>
      setDoc(doc(db, 'workspaces', WS, 'projects', `forged-${actor}`), project('someone-else')),
    );
    await expectOnly([], (db, actor) =>
      updateDoc(doc(db, 'workspaces', WS, 'projects', 'p-member'), {
        createdBy: 'someone-else',
        updatedBy: actor,
      }),
    );
  });

  it('the creator or deleteMessages deletes', async () => {
    await expectOnly(['member', 'admin', 'owner'], async (db) => {
      await deleteDoc(doc(db, 'workspaces', WS, 'projects', 'p-member'));
      await env.withSecurityRulesDisabled((context) =>
        setDoc(
          doc(
            context.firestore() as unknown as Firestore,
            'workspaces',
            WS,
            'projects',
            'p-member',
          ),
          project('member'),
        ),
      );
    });
  });
});

describe('activity', () => {
  it('members read; nobody writes', async () => {
    await expectOnly(['viewer', 'member', 'admin', 'owner'], (db) =>
      getDoc(doc(db, 'workspaces', WS, 'activity', 'a1')),
    );
    await expectOnly([], (db, actor) =>
      setDoc(doc(db, 'workspaces', WS, 'activity', `a-${actor}`), {
        actorId: actor,
        createdBy: actor,
      }),
    );
  });
});

describe('other workspace content', () => {
  it('members read, editors create as themselves, viewers never write', async () => {
    await expectOnly(['viewer', 'member', 'admin', 'owner'], (db) =>
      getDoc(doc(db, 'workspaces', WS, 'canvases', 'c-member')),
    );
    await expectOnly(['member', 'admin', 'owner'], (db, actor) =>
      setDoc(doc(db, 'workspaces', WS, 'canvases', `c-${actor}`), {
        title: 'New',
        createdBy: actor,
      }),
    );
    await expectOnly([], (db, actor) =>
      setDoc(doc(db, 'workspaces', WS, 'canvases', `forged-${actor}`), {
        title: 'New',
        createdBy: 'someone',
      }),
    );
  });
});

describe('canvas elements, image records and presence', () => {
  const canvasDoc = (db: Firestore, ...path: string[]) =>
    doc(db, 'workspaces', WS, 'canvases', 'c-member', ...path);

  it('editors write elements and image records as themselves; viewers and outsiders never', async () => {
    await expectOnly(['member', 'admin', 'owner'], (db, actor) =>
      setDoc(canvasDoc(db, 'elements', `e-${actor}`), {
        element: '{}',
        version: 1,
        versionNonce: 1,
        createdBy: actor,
      }),
    );
    await expectOnly(['viewer', 'member', 'admin', 'owner'], (db) =>
      getDoc(canvasDoc(db, 'elements', 'e-member')),
    );
    await expectOnly(['member', 'admin', 'owner'], (db, actor) =>
      setDoc(canvasDoc(db, 'files', `f-${actor}`), {
        mimeType: 'image/png',
        path: `canvasImages/${WS}/c-member/f-${actor}`,
        url: 'u',
        size: 1,
        created: 1,
        createdBy: actor,
      }),
    );
  });

  it('every member, viewers too, writes only their own pointer', async () => {
    const pointer = { name: 'n', x: 1, y: 2, button: 'up' };
    await expectOnly(['viewer', 'member', 'admin', 'owner'], (db, actor) =>
      setDoc(canvasDoc(db, 'presence', actor), pointer),
    );
    await expectOnly(['viewer', 'member', 'admin', 'owner'], (db) =>
      getDoc(canvasDoc(db, 'presence', 'owner')),
    );
    await expectOnly(['owner'], (db) => setDoc(canvasDoc(db, 'presence', 'owner'), pointer));
    await expectOnly([], (db, actor) =>
      setDoc(canvasDoc(db, 'presence', actor), { ...pointer, createdBy: actor }),
    );
    await expectOnly(['viewer', 'member', 'admin', 'owner'], (db, actor) =>
      deleteDoc(canvasDoc(db, 'presence', actor)),
    );
  });
});

describe('calendar events', () => {
  const event = (createdBy: string) => ({
    title: 'Stand-up',
    start: new Date('2026-03-02T09:00:00Z'),
    end: new Date('2026-03-02T09:30:00Z'),
    createdBy,
  });

  it('editors create as themselves and edit; the creator or deleteMessages deletes', async () => {
    await expectOnly(['member', 'admin', 'owner'], (db, actor) =>
      setDoc(doc(db, 'workspaces', WS, 'events', `ev-${actor}`), event(actor)),
    );
    await expectOnly(['viewer', 'member', 'admin', 'owner'], (db) =>
      getDoc(doc(db, 'workspaces', WS, 'events', 'ev-member')),
    );
    await expectOnly(['member', 'admin', 'owner'], (db) =>
      updateDoc(doc(db, 'workspaces', WS, 'events', 'ev-member'), { title: 'Moved' }),
    );
    await expectOnly([], (db) =>
      updateDoc(doc(db, 'workspaces', WS, 'events', 'ev-member'), { createdBy: 'someone' }),
    );
    await expectOnly(['member', 'admin', 'owner'], (db, actor) =>
      deleteDoc(doc(db, 'workspaces', WS, 'events', `ev-${actor}`)),
    );
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      for (const actor of ACTORS)
        await setDoc(doc(db, 'workspaces', WS, 'events', `ev-owners-${actor}`), event('owner'));
    });
    await expectOnly(['admin', 'owner'], (db, actor) =>
      deleteDoc(doc(db, 'workspaces', WS, 'events', `ev-owners-${actor}`)),
    );
  });
});

describe('invitations', () => {
  it('the invitee and workspace members read; nobody writes', async () => {
    await expectOnly(['nonMember', 'viewer', 'member', 'admin', 'owner'], (db) =>
      getDoc(doc(db, 'invitations', 'inv-nonmember')),
    );
    await expectOnly([], (db, actor) =>
      setDoc(doc(db, 'invitations', `inv-${actor}`), {
        workspaceId: WS,
        email: `${actor}@example.com`,
      }),
    );
    await expectOnly([], (db) =>
      updateDoc(doc(db, 'invitations', 'inv-nonmember'), { status: 'accepted' }),
    );
  });
});

describe('workspace role records', () => {
  it('members read role records of their workspace', async () => {
    await expectOnly(['viewer', 'member', 'admin', 'owner'], (db) =>
      getDoc(doc(db, 'workspaceRoles', `${WS}_viewer`)),
    );
  });

  it("assignRoles changes another member's role, never to owner and never their own", async () => {
    await expectOnly(['admin', 'owner'], (db) =>
      setDoc(doc(db, 'workspaceRoles', `${WS}_member`), {
        workspaceId: WS,
        userId: 'member',
        role: 'viewer',
      }),
    );
    await expectOnly([], (db) =>
      setDoc(doc(db, 'workspaceRoles', `${WS}_member`), {
        workspaceId: WS,
        userId: 'member',
        role: 'owner',
      }),
    );
    await expectOnly([], (db, actor) =>
      setDoc(doc(db, 'workspaceRoles', `${WS}_${actor}`), {
        workspaceId: WS,
        userId: actor,
        role: 'admin',
      }),
    );
    await expectOnly([], (db) =>
      updateDoc(doc(db, 'workspaceRoles', `${WS}_owner`), { role: 'member' }),
    );
  });
});

describe('notifications', () => {
  it('only the addressee reads, and may only mark read', async () => {
    await expectOnly(['member'], (db) => getDoc(doc(db, 'notifications', 'n-member')));
    await expectOnly(['member'], (db) =>
      updateDoc(doc(db, 'notifications', 'n-member'), { read: true }),
    );
    await expectOnly([], (db) =>
      updateDoc(doc(db, 'notifications', 'n-member'), { title: 'forged' }),
    );
    await expectOnly([], (db, actor) =>
      setDoc(doc(db, 'notifications', `n-${actor}`), { userId: actor, read: false }),
    );
    await expectOnly([], (db) => deleteDoc(doc(db, 'notifications', 'n-member')));
  });

  it('marking read cannot be undone', async () => {
    await assertSucceeds(updateDoc(doc(as('member'), 'notifications', 'n-member'), { read: true }));
    await assertFails(updateDoc(doc(as('member'), 'notifications', 'n-member'), { read: false }));
  });
});

describe('everything else', () => {
  it('is denied by default', async () => {
    await expectOnly([], (db, actor) => setDoc(doc(db, 'anything', actor), { a: 1 }));
    await expectOnly([], (db) => getDoc(doc(db, 'anything', 'x')));
  });
});
