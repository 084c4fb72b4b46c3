/**
 * The rules matrix: every collection × the nine actors × get / list / create / update / delete,
 * each cell asserted allowed or denied against the real Firestore emulator. A write that is
 * allowed changes the seeded document, so every write cell starts from the seeded state.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  ACTORS,
  AUTHOR_OR_DELETERS,
  EDITORS,
  NOBODY,
  READERS,
  SEED,
  WS,
  addVersion,
  as,
  memberDoc,
  restore,
  rulesEnvironment,
  seedAll,
  startRulesEnvironment,
  taskDoc,
  unseedDoc,
  versionDoc,
  type Actor,
} from './harness';

type Op = 'get' | 'list' | 'create' | 'update' | 'delete';

interface Cell {
  /** Who may; everyone else must be refused. */
  allowed: readonly Actor[];
  run(db: Firestore, actor: Actor): Promise<unknown>;
  /** The seeded document a write changes, put back before each actor tries. */
  target?: (actor: Actor) => string;
  /** Puts back what a write spanning several documents changed (rules off), before each try. */
  reset?: () => Promise<void>;
}

type Row = Record<Op, Cell>;

const W = `workspaces/${WS}`;
const presenceOf = (actor: Actor) => `${W}/canvases/c1/presence/${actor}`;
const now = serverTimestamp;

function get(path: string, allowed: readonly Actor[]): Cell {
  return { allowed, run: (db) => getDoc(doc(db, path)) };
}

function list(path: string, allowed: readonly Actor[]): Cell {
  return { allowed, run: (db) => getDocs(collection(db, path)) };
}

function create(
  path: (actor: Actor) => string,
  data: (actor: Actor) => Record<string, unknown>,
  allowed: readonly Actor[],
): Cell {
  return { allowed, run: (db, actor) => setDoc(doc(db, path(actor)), data(actor)) };
}

function update(
  path: string,
  changes: (actor: Actor) => Record<string, unknown>,
  allowed: readonly Actor[],
): Cell {
  return {
    allowed,
    target: () => path,
    run: (db, actor) => updateDoc(doc(db, path), changes(actor)),
  };
}

function remove(path: string, allowed: readonly Actor[]): Cell {
  return { allowed, target: () => path, run: (db) => deleteDoc(doc(db, path)) };
}

/** A content collection: readers read, editors create and edit, the author or deleters delete. */
function content(
  path: string,
  newDoc: (actor: Actor) => Record<string, unknown>,
  edit: (actor: Actor) => Record<string, unknown>,
  deleters: readonly Actor[] = AUTHOR_OR_DELETERS,
): Row {
  const parent = path.slice(0, path.lastIndexOf('/'));
  return {
    get: get(path, READERS),
    list: list(parent, READERS),
    create: create((actor) => `${parent}/new-${actor}`, newDoc, EDITORS),
    update: update(path, edit, EDITORS),
    delete: remove(path, deleters),
  };
}

const ROWS: Record<string, Row> = {
  users: {
    get: get('users/member', ['member', 'siteAdmin']),
    list: list('users', ['siteAdmin']),
    create: create(
      (actor) => `users/${actor}-copy`,
      (actor) => ({ ...SEED['users/member'], uid: actor }),
      NOBODY,
    ),
    update: update(
      'users/member',
      () => ({ displayName: 'Mia', profileChangeSlot: 0, 'profileChanges.0': now() }),
      ['member'],
    ),
    delete: remove('users/member', NOBODY),
  },
  usernames: {
    get: get('usernames/mia', ACTORS),
    list: list('usernames', NOBODY),
    create: create(
      (actor) => `usernames/${actor.toLowerCase()}`,
      (actor) => ({ display: actor }),
      NOBODY,
    ),
    update: update('usernames/mia', (actor) => ({ display: actor }), NOBODY),
    delete: remove('usernames/mia', NOBODY),
  },
  workspaces: {
    get: get(W, READERS),
    list: list('workspaces', NOBODY),
    create: create(
      (actor) => `workspaces/new-${actor}`,
      (actor) => ({ ...SEED[W], ownerId: actor, createdAt: now(), updatedAt: now() }),
      NOBODY,
    ),
    update: update(W, () => ({ name: 'Renamed', updatedAt: now() }), ['admin', 'owner']),
    delete: remove(W, NOBODY),
  },
  members: {
    get: get(`${W}/members/member`, READERS),
    list: list(`${W}/members`, READERS),
    create: create(
      (actor) => `${W}/members/${actor}`,
      (actor) => memberDoc(WS, actor, 'owner'),
      NOBODY,
    ),
    update: update(`${W}/members/owner`, () => ({ role: 'viewer' }), NOBODY),
    delete: remove(`${W}/members/member`, NOBODY),
  },
  projects: content(
    `${W}/projects/p1`,
    (actor) => ({
      ...SEED[`${W}/projects/p1`],
      createdBy: actor,
      updatedBy: actor,
      createdAt: now(),
      updatedAt: now(),
    }),
    (actor) => ({ name: 'Relaunch', updatedBy: actor, updatedAt: now() }),
  ),
  canvases: content(
    `${W}/canvases/c1`,
    (actor) => ({
      ...SEED[`${W}/canvases/c1`],
      createdBy: actor,
      createdAt: now(),
      updatedAt: now(),
    }),
    () => ({ title: 'Renamed', updatedAt: now() }),
  ),
  canvasElements: content(
    `${W}/canvases/c1/elements/e1`,
    (actor) => ({
      element: '{"id":"x"}',
      createdBy: actor,
      version: 1,
      versionNonce: 1,
      updatedAt: now(),
    }),
    () => ({ element: '{"id":"e1","x":5}', version: 2, updatedAt: now() }),
  ),
  canvasFiles: {
    ...content(
      `${W}/canvases/c1/files/f1`,
      (actor) => ({ ...SEED[`${W}/canvases/c1/files/f1`], createdBy: actor, createdAt: now() }),
      () => ({ size: 11 }),
    ),
    update: update(`${W}/canvases/c1/files/f1`, () => ({ size: 11 }), NOBODY),
  },
  canvasPresence: {
    get: get(`${W}/canvases/c1/presence/member`, READERS),
    list: list(`${W}/canvases/c1/presence`, READERS),
    create: create(
      (actor) => `${W}/canvases/c1/presence/${actor}`,
      (actor) => ({ name: actor, x: 1, y: 2, button: 'up', updatedAt: now() }),
      READERS,
    ),
    // Each actor moves and removes their own pointer (seeded for everyone who was ever a member).
    update: {
      allowed: READERS,
      target: presenceOf,
      run: (db, actor) =>
        updateDoc(doc(db, presenceOf(actor)), { x: 3, button: 'down', updatedAt: now() }),
    },
    delete: {
      allowed: READERS,
      target: presenceOf,
      run: (db, actor) => deleteDoc(doc(db, presenceOf(actor))),
    },
  },
  events: content(
    `${W}/events/ev1`,
    (actor) => ({
      ...SEED[`${W}/events/ev1`],
      createdBy: actor,
      updatedBy: actor,
      createdAt: now(),
      updatedAt: now(),
    }),
    (actor) => ({ title: 'Retro', updatedBy: actor, updatedAt: now() }),
  ),
  videos: content(
    `${W}/videos/v1`,
    (actor) => ({
      ...SEED[`${W}/videos/v1`],
      uploadedBy: actor,
      storagePath: `videos/${WS}/${actor}.mp4`,
      uploadedAt: now(),
    }),
    () => ({ videoName: 'Renamed' }),
  ),
  videoComments: content(
    `${W}/videos/v1/comments/k1`,
    (actor) => ({
      ...SEED[`${W}/videos/v1/comments/k1`],
      createdBy: actor,
      createdAt: now(),
    }),
    // Any editor resolves a thread (editing the text is the author's: video-review.test.ts).
    (actor) => ({ resolved: true, resolvedBy: actor, resolvedAt: now() }),
  ),
  // Versions (v2, v3, …): readers read; editors add the next one (with the video's copy of it)
  // and record the newest one's length (with the copy); nobody deletes one on its own.
  videoVersions: {
    get: get(`${W}/videos/vv/versions/v2`, READERS),
    list: list(`${W}/videos/vv/versions`, READERS),
    create: {
      allowed: EDITORS,
      reset: async () => {
        await restore(`${W}/videos/v1`);
        await unseedDoc(`${W}/videos/v1/versions/v2`);
      },
      run: (db, actor) =>
        addVersion(db, `${W}/videos/v1`, versionDoc(2, { uploadedBy: actor, uploadedAt: now() })),
    },
    update: {
      allowed: EDITORS,
      reset: async () => {
        await restore(`${W}/videos/vv`);
        await restore(`${W}/videos/vv/versions/v3`);
      },
      run: (db) => {
        const batch = writeBatch(db);
        batch.update(doc(db, `${W}/videos/vv/versions/v3`), { duration: 7 });
        batch.update(doc(db, `${W}/videos/vv`), { 'latestVersion.duration': 7 });
        return batch.commit();
      },
    },
    delete: remove(`${W}/videos/vv/versions/v2`, NOBODY),
  },
  tasks: {
    ...content(
      `${W}/tasks/t1`,
      (actor) => ({
        ...SEED[`${W}/tasks/t1`],
        createdBy: actor,
        updatedBy: actor,
        createdAt: now(),
        updatedAt: now(),
      }),
      (actor) => ({ title: 'Fix the logo again', updatedBy: actor, updatedAt: now() }),
    ),
    // Task ids are letters and digits only.
    create: create(
      (actor) => `${W}/tasks/new${actor}`,
      (actor) =>
        taskDoc({ createdBy: actor, updatedBy: actor, createdAt: now(), updatedAt: now() }),
      EDITORS,
    ),
  },
  // The author edits a comment's text (task-rules.test.ts has every actor's edits and deletes).
  taskComments: {
    ...content(
      `${W}/tasks/t1/comments/tc1`,
      (actor) => ({ text: 'Me too', mentions: [], createdBy: actor, createdAt: now() }),
      () => ({ text: 'On it, today', mentions: [], editedAt: now() }),
    ),
    update: update(
      `${W}/tasks/t1/comments/tc1`,
      () => ({ text: 'On it, today', mentions: [], editedAt: now() }),
      ['member'],
    ),
  },
  activity: {
    get: get(`${W}/activity/a1`, READERS),
    list: list(`${W}/activity`, READERS),
    create: create(
      (actor) => `${W}/activity/new-${actor}`,
      (actor) => ({ ...SEED[`${W}/activity/a1`], actorId: actor }),
      NOBODY,
    ),
    update: update(`${W}/activity/a1`, () => ({ targetName: 'Forged' }), NOBODY),
    delete: remove(`${W}/activity/a1`, NOBODY),
  },
  invitations: {
    get: get('invitations/inv1', ['stranger', 'admin', 'owner']),
    list: {
      allowed: ['admin', 'owner'],
      run: (db) =>
        getDocs(
          query(
            collection(db, 'invitations'),
            where('workspaceId', '==', WS),
            where('status', '==', 'pending'),
          ),
        ),
    },
    create: create(
      (actor) => `invitations/new-${actor}`,
      (actor) => ({ ...SEED['invitations/inv1'], email: `${actor.toLowerCase()}@example.com` }),
      NOBODY,
    ),
    update: update('invitations/inv1', () => ({ status: 'accepted' }), NOBODY),
    delete: remove('invitations/inv1', NOBODY),
  },
  'fan-out job (workspace rename)': {
    get: get(`fanouts/workspaceName_${WS}`, READERS),
    list: list('fanouts', NOBODY),
    create: create(
      (actor) => `fanouts/workspaceName_${actor}`,
      () => ({ generation: 1 }),
      NOBODY,
    ),
    update: update(`fanouts/workspaceName_${WS}`, () => ({ generation: 9 }), NOBODY),
    delete: remove(`fanouts/workspaceName_${WS}`, NOBODY),
  },
  'fan-out shards (workspace rename)': {
    get: get(`fanouts/workspaceName_${WS}/shards/0`, READERS),
    list: list(`fanouts/workspaceName_${WS}/shards`, READERS),
    create: create(
      (actor) => `fanouts/workspaceName_${WS}/shards/new-${actor}`,
      () => ({ processed: 0, total: 1 }),
      NOBODY,
    ),
    update: update(`fanouts/workspaceName_${WS}/shards/0`, () => ({ done: true }), NOBODY),
    delete: remove(`fanouts/workspaceName_${WS}/shards/0`, NOBODY),
  },
  'fan-out shards (profile)': {
    get: get('fanouts/profile_member/shards/0', ['member']),
    list: list('fanouts/profile_member/shards', ['member']),
    create: create(
      (actor) => `fanouts/profile_member/shards/new-${actor}`,
      () => ({ processed: 0, total: 1 }),
      NOBODY,
    ),
    update: update('fanouts/profile_member/shards/0', () => ({ done: true }), NOBODY),
    delete: remove('fanouts/profile_member/shards/0', NOBODY),
  },
  notifications: {
    get: get('notifications/n1', ['member']),
    list: {
      allowed: ['member'],
      run: (db) => getDocs(query(collection(db, 'notifications'), where('userId', '==', 'member'))),
    },
    create: create(
      (actor) => `notifications/new-${actor}`,
      () => ({ ...SEED['notifications/n1'], createdAt: now() }),
      NOBODY,
    ),
    update: update('notifications/n1', () => ({ read: true }), ['member']),
    delete: remove('notifications/n1', NOBODY),
  },
};

beforeAll(async () => {
  await startRulesEnvironment();
  await seedAll();
});

afterAll(async () => {
  await rulesEnvironment()?.cleanup();
});

describe.each(Object.entries(ROWS))('%s', (_collection, row) => {
  describe.each(Object.entries(row) as [Op, Cell][])('%s', (_op, cell) => {
    it.each(ACTORS.map((actor) => [actor, cell.allowed.includes(actor)] as const))(
      '%s: allowed %s',
      async (actor, allowed) => {
        const target = cell.target?.(actor);
        if (target && SEED[target]) await restore(target);
        await cell.reset?.();
        const attempt = cell.run(as(actor), actor);
        await (allowed ? assertSucceeds(attempt) : assertFails(attempt));
      },
    );
  });
});

describe('memberships across workspaces (the switcher query)', () => {
  it.each(ACTORS.map((actor) => [actor] as const))('%s lists only their own', async (actor) => {
    const db = as(actor);
    const own = getDocs(query(collectionGroup(db, 'members'), where('uid', '==', actor)));
    const someoneElses = getDocs(
      query(collectionGroup(db, 'members'), where('uid', '==', 'owner')),
    );
    const approvedActor = !['signedOut', 'unapproved'].includes(actor);
    await (approvedActor ? assertSucceeds(own) : assertFails(own));
    if (actor !== 'owner') await assertFails(someoneElses);
  });
});
