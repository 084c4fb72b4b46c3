/**
 * The Firestore rules test harness: the nine actors of the threat model (SECURITY.md), one
 * workspace they stand in relation to, and its seeded content. Seeding runs with the rules off.
 */
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { TEST_PORTS, TEST_PROJECT_ID } from '../common/src/local-config';
import { DEFAULT_CALENDAR_CONFIG } from '../common/src/models';

export const ACTORS = [
  'signedOut',
  'unapproved',
  'stranger',
  'viewer',
  'member',
  'admin',
  'owner',
  'siteAdmin',
  'rejected',
] as const;
export type Actor = (typeof ACTORS)[number];

/** The workspace every case is about, and the stranger's own workspace. */
export const WS = 'ws1';
export const OTHER_WS = 'other';

/** Groups used by the expectation tables. */
export const READERS: readonly Actor[] = ['viewer', 'member', 'admin', 'owner'];
export const EDITORS: readonly Actor[] = ['member', 'admin', 'owner'];
/** The author of every seeded item (a member) and the roles with deleteMessages. */
export const AUTHOR_OR_DELETERS: readonly Actor[] = ['member', 'admin', 'owner'];
export const NOBODY: readonly Actor[] = [];

let env: RulesTestEnvironment;
const clients = new Map<string, Firestore>();

export async function startRulesEnvironment(): Promise<RulesTestEnvironment> {
  clients.clear();
  env = await initializeTestEnvironment({
    projectId: TEST_PROJECT_ID,
    firestore: {
      rules: readFileSync(new URL('../firestore.rules', import.meta.url), 'utf8'),
      host: '127.0.0.1',
      port: TEST_PORTS.firestore,
    },
  });
  return env;
}

export function rulesEnvironment(): RulesTestEnvironment {
  return env;
}

/** The claims each actor's ID token carries. `rejected` still holds a token from before. */
function claims(actor: Exclude<Actor, 'signedOut'>): Record<string, unknown> {
  const email = { email: `${actor.toLowerCase()}@example.com`, email_verified: true };
  switch (actor) {
    case 'unapproved':
      return email;
    case 'siteAdmin':
      return { ...email, approved: true, admin: true };
    default:
      return { ...email, approved: true };
  }
}

/**
 * A Firestore client signed in as `actor` (extra claims override, e.g. email_verified). One
 * client per actor and claims, reused: each new one starts its own SDK instance.
 */
export function as(actor: Actor, extraClaims: Record<string, unknown> = {}): Firestore {
  const key = `${actor}:${JSON.stringify(extraClaims)}`;
  let client = clients.get(key);
  if (!client) {
    const context =
      actor === 'signedOut'
        ? env.unauthenticatedContext()
        : env.authenticatedContext(actor, { ...claims(actor), ...extraClaims });
    client = context.firestore() as unknown as Firestore;
    clients.set(key, client);
  }
  return client;
}

/** Writes with the rules off (seeding and restoring). */
export async function seedDoc(path: string, data: Record<string, unknown>): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore() as unknown as Firestore, path), data);
  });
}

const EPOCH = new Date(0);

export function workspaceDoc(ownerId: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Team',
    ownerId,
    membersCount: 5,
    type: 'workspace',
    description: '',
    isDefault: false,
    calendarConfig: DEFAULT_CALENDAR_CONFIG,
    createdAt: EPOCH,
    updatedAt: EPOCH,
    ...overrides,
  };
}

export function memberDoc(workspaceId: string, uid: string, role: string, extra = {}) {
  return {
    uid,
    workspaceId,
    role,
    displayName: uid,
    nameLower: uid.toLowerCase(),
    photoURL: '',
    joinedAt: EPOCH,
    ...extra,
  };
}

/** A stored version of a video (versions/v{number}), uploaded by the member. */
export function versionDoc(number: number, overrides: Record<string, unknown> = {}) {
  return {
    number,
    videoURL: `http://127.0.0.1/v${number}`,
    storagePath: `videos/${WS}/cut-${number}.mp4`,
    thumbnailUrl: null,
    thumbnailPath: null,
    previewSpriteUrl: null,
    previewSpritePath: null,
    uploadedBy: 'member',
    uploadedAt: EPOCH,
    ...overrides,
  };
}

/** A stored task (the seeded one unless `overrides` say otherwise), made by the member. */
export function taskDoc(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Fix the logo',
    description: '',
    status: 'todo',
    assignees: ['member'],
    due: null,
    priority: 'none',
    projectId: 'p1',
    checklist: [],
    position: 'a0',
    createdBy: 'member',
    createdAt: EPOCH,
    updatedBy: 'member',
    updatedAt: EPOCH,
    completedAt: null,
    source: null,
    ...overrides,
  };
}

function fanoutJobDoc(kind: string, targetId: string) {
  return { kind, targetId, generation: 1, shards: 1, updatedAt: EPOCH };
}

function fanoutShardDoc(kind: string, targetId: string) {
  return {
    kind,
    targetId,
    generation: 1,
    from: null,
    to: null,
    cursor: null,
    processed: 0,
    total: 10,
    done: false,
    updatedAt: EPOCH,
  };
}

export const SEED: Readonly<Record<string, Record<string, unknown>>> = {
  ...Object.fromEntries(
    ACTORS.filter((actor) => actor !== 'signedOut').map((uid) => [
      `users/${uid}`,
      {
        uid,
        email: `${uid.toLowerCase()}@example.com`,
        displayName: uid,
        photoURL: '',
        role: uid === 'siteAdmin' ? 'admin' : 'user',
        isApproved: uid !== 'unapproved' && uid !== 'rejected',
        approvalStatus:
          uid === 'unapproved' ? 'pending' : uid === 'rejected' ? 'rejected' : 'approved',
        createdAt: EPOCH,
      },
    ]),
  ),
  'usernames/mia': { display: 'Mia' },
  // A record from before names held no uid.
  'usernames/legacy': { uid: 'member', display: 'Legacy' },
  [`workspaces/${WS}`]: workspaceDoc('owner'),
  [`workspaces/${WS}/members/owner`]: memberDoc(WS, 'owner', 'owner'),
  [`workspaces/${WS}/members/admin`]: memberDoc(WS, 'admin', 'admin'),
  [`workspaces/${WS}/members/member`]: memberDoc(WS, 'member', 'member'),
  [`workspaces/${WS}/members/viewer`]: memberDoc(WS, 'viewer', 'viewer'),
  [`workspaces/${WS}/members/rejected`]: memberDoc(WS, 'rejected', 'admin', { suspended: true }),
  [`workspaces/${OTHER_WS}`]: workspaceDoc('stranger', { membersCount: 1 }),
  [`workspaces/${OTHER_WS}/members/stranger`]: memberDoc(OTHER_WS, 'stranger', 'owner'),
  [`workspaces/${WS}/projects/p1`]: {
    name: 'Launch',
    description: '',
    status: 'active',
    color: '#3366ff',
    emoji: '',
    leadId: null,
    dueDate: null,
    createdBy: 'member',
    updatedBy: 'member',
    createdAt: EPOCH,
    updatedAt: EPOCH,
  },
  [`workspaces/${WS}/canvases/c1`]: {
    title: 'Board',
    pinned: false,
    projectId: null,
    workspaceId: WS,
    createdBy: 'member',
    createdAt: EPOCH,
    updatedAt: EPOCH,
  },
  [`workspaces/${WS}/canvases/c1/elements/e1`]: {
    element: '{"id":"e1"}',
    createdBy: 'member',
    version: 1,
    versionNonce: 7,
    updatedAt: EPOCH,
  },
  [`workspaces/${WS}/canvases/c1/files/f1`]: {
    mimeType: 'image/png',
    path: `canvasImages/${WS}/c1/f1`,
    url: 'http://127.0.0.1/f1',
    size: 10,
    created: 1,
    createdBy: 'member',
    createdAt: EPOCH,
  },
  ...Object.fromEntries(
    ACTORS.map((uid) => [
      `workspaces/${WS}/canvases/c1/presence/${uid}`,
      { name: uid, x: 0, y: 0, button: 'up', updatedAt: EPOCH },
    ]),
  ),
  [`workspaces/${WS}/events/ev1`]: {
    title: 'Standup',
    start: new Date(1_000_000),
    end: new Date(2_000_000),
    allDay: false,
    description: '',
    location: '',
    projectId: null,
    attendees: ['member'],
    createdBy: 'member',
    updatedBy: 'member',
    recurrence: null,
    reminders: [],
    createdAt: EPOCH,
    updatedAt: EPOCH,
  },
  [`workspaces/${WS}/videos/v1`]: {
    videoURL: 'http://127.0.0.1/v1',
    videoName: 'Demo',
    thumbnailUrl: null,
    notes: '',
    uploadedAt: EPOCH,
    uploadedBy: 'member',
    workspaceId: WS,
    storagePath: `videos/${WS}/v1.mp4`,
    thumbnailPath: null,
    reviewStatus: 'needs-review',
    duration: 10,
  },
  // A video with two more versions: v2 measured (20 s), v3 the newest, not measured yet.
  [`workspaces/${WS}/videos/vv`]: {
    videoURL: 'http://127.0.0.1/vv1',
    videoName: 'Versions',
    thumbnailUrl: null,
    notes: '',
    uploadedAt: EPOCH,
    uploadedBy: 'member',
    workspaceId: WS,
    storagePath: `videos/${WS}/vv1.mp4`,
    thumbnailPath: null,
    reviewStatus: 'needs-review',
    duration: 10,
    latestVersion: versionDoc(3),
  },
  [`workspaces/${WS}/videos/vv/versions/v2`]: { ...versionDoc(2), duration: 20 },
  [`workspaces/${WS}/videos/vv/versions/v3`]: versionDoc(3),
  [`workspaces/${WS}/videos/v1/comments/k1`]: {
    text: 'Cut here',
    time: 2,
    endTime: null,
    versionId: 'v1',
    parentId: null,
    mentions: [],
    resolved: false,
    createdBy: 'member',
    createdAt: EPOCH,
  },
  // A task of the member's, in the project, assigned to them, and a comment on it.
  [`workspaces/${WS}/tasks/t1`]: taskDoc(),
  [`workspaces/${WS}/tasks/t1/comments/tc1`]: {
    text: 'On it',
    mentions: [],
    createdBy: 'member',
    createdAt: EPOCH,
  },
  // The stranger's own project, in their workspace.
  [`workspaces/${OTHER_WS}/projects/op1`]: {
    name: 'Elsewhere',
    description: '',
    status: 'active',
    color: '',
    emoji: '',
    leadId: null,
    dueDate: null,
    createdBy: 'stranger',
    updatedBy: 'stranger',
    createdAt: EPOCH,
    updatedAt: EPOCH,
  },
  [`workspaces/${WS}/activity/a1`]: {
    actorId: 'member',
    actorName: 'member',
    verb: 'created',
    targetType: 'project',
    targetId: 'p1',
    targetName: 'Launch',
    projectId: 'p1',
    createdAt: EPOCH,
  },
  'invitations/inv1': {
    workspaceId: WS,
    workspaceName: 'Team',
    email: 'stranger@example.com',
    role: 'member',
    invitedBy: 'owner',
    invitedByName: 'owner',
    status: 'pending',
    createdAt: EPOCH,
  },
  [`fanouts/workspaceName_${WS}`]: fanoutJobDoc('workspaceName', WS),
  [`fanouts/workspaceName_${WS}/shards/0`]: fanoutShardDoc('workspaceName', WS),
  'fanouts/profile_member': fanoutJobDoc('profile', 'member'),
  'fanouts/profile_member/shards/0': fanoutShardDoc('profile', 'member'),
  'notifications/n1': {
    userId: 'member',
    type: 'event-invite',
    title: 'Invitation: Standup',
    body: '',
    read: false,
    createdAt: EPOCH,
  },
};

/** Seeds every document of SEED (the rules off). */
export async function seedAll(): Promise<void> {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await Promise.all(Object.entries(SEED).map(([path, data]) => setDoc(doc(db, path), data)));
  });
}

/** Puts one seeded document back as it was. */
export function restore(path: string): Promise<void> {
  const data = SEED[path];
  if (!data) throw new Error(`${path} is not seeded`);
  return seedDoc(path, data);
}

/** Deletes a document with the rules off (a version a case added). */
export async function unseedDoc(path: string): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await deleteDoc(doc(context.firestore() as unknown as Firestore, path));
  });
}

/**
 * Adds a version as the web app does: versions/v{n} and the video's copy of it as
 * latestVersion, in one write. `copy` may differ from `version` (a forged copy).
 */
export function addVersion(
  db: Firestore,
  videoPath: string,
  version: Record<string, unknown>,
  copy: Record<string, unknown> = version,
  id = `v${String(version.number)}`,
): Promise<void> {
  const batch = writeBatch(db);
  batch.set(doc(db, `${videoPath}/versions/${id}`), version);
  batch.update(doc(db, videoPath), { latestVersion: copy });
  return batch.commit();
}
