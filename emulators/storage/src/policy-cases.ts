import {
  membershipQuery,
  type ActiveMembership,
  type MembershipQuery,
  type PolicyOperation,
  type PolicyRequest,
  type ResourceFacts,
} from './policy';

/**
 * The storage policy as a table. policy.test.ts checks evaluatePolicy against it,
 * sdk-policy.test.ts drives the small-file cases through the Firebase SDK against the stand-in,
 * and storage-rules.official.test.ts runs the same cases against the official emulator.
 */
export interface PolicyActor {
  uid: string;
  /** Custom claims; they sit at the top level of the ID token, like `approved`. */
  claims: Record<string, unknown>;
}

/** An object as stored before the request, or as the request would leave it. */
export interface CaseFile {
  contentType: string;
  size: number;
  customMetadata: Record<string, string>;
}

export interface PolicyCase {
  description: string;
  /** Null when signed out. */
  actor: PolicyActor | null;
  operation: PolicyOperation;
  /** Object path; for `list`, the folder without a trailing slash. */
  path: string;
  /** The upload (create/update only). */
  incoming: CaseFile | null;
  /** The object already at `path`, or null. */
  existing: CaseFile | null;
  allowed: boolean;
}

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

/** The workspace every persona is judged in, and the stranger's own workspace. */
export const WS = 'ws';
const OTHER_WS = 'other';
/** A workspace whose storage is all but full (CASE_STORAGE_USED). */
const FULL_WS = 'full';

/**
 * What workspaces/{ws}/usage/storage holds (bytes) for the cases; none means nothing stored.
 * The full workspace has 1000 bytes left of WORKSPACE_STORAGE_MAX_BYTES (20 GiB).
 */
export const CASE_STORAGE_USED: Readonly<Record<string, number>> = {
  [FULL_WS]: 20 * 1024 * 1024 * 1024 - 1000,
};

/** A member document as the rules read it: `workspaces/{workspaceId}/members/{uid}`. */
export interface CaseMember {
  role: string;
  suspended?: boolean;
}

/**
 * Who is allowed what, by persona. Each persona acts once on every folder with every operation;
 * `reads`, `edits` and `deletesOthers` say which of those it may do in workspace `ws`.
 */
export interface Persona {
  label: string;
  actor: PolicyActor | null;
  /** Read and list (an active member). */
  reads: boolean;
  /** Upload, replace and delete own files (editMessages). */
  edits: boolean;
  /** Delete another member's files (deleteMessages). */
  deletesOthers: boolean;
}

const approvedUser = (uid: string, claims: Record<string, unknown> = {}): PolicyActor => ({
  uid,
  claims: { approved: true, ...claims },
});

const owner = approvedUser('olivia');
const admin = approvedUser('adam');
const member = approvedUser('mia');
const viewer = approvedUser('vic');
const stranger = approvedUser('sam');
const siteAdmin = approvedUser('ada', { admin: true });
const suspended = approvedUser('sue');
const unapproved: PolicyActor = { uid: 'una', claims: {} };
const approvedFalse: PolicyActor = { uid: 'carol', claims: { approved: false } };
const stringly: PolicyActor = { uid: 'erin', claims: { approved: 'true' } };
const legacyEditor = approvedUser('ed');
/** Uploader of the files personas find already there: a member who is not a persona. */
const OTHER_UPLOADER = 'otto';

export const PERSONAS: readonly Persona[] = [
  { label: 'signed-out user', actor: null, reads: false, edits: false, deletesOthers: false },
  {
    label: 'unapproved member (no approved claim)',
    actor: unapproved,
    reads: false,
    edits: false,
    deletesOthers: false,
  },
  {
    label: 'approved stranger (member of another workspace)',
    actor: stranger,
    reads: false,
    edits: false,
    deletesOthers: false,
  },
  {
    label: 'site admin (admin claim, not a member)',
    actor: siteAdmin,
    reads: false,
    edits: false,
    deletesOthers: false,
  },
  {
    label: 'suspended admin (approval revoked, claim still in the token)',
    actor: suspended,
    reads: false,
    edits: false,
    deletesOthers: false,
  },
  { label: 'viewer', actor: viewer, reads: true, edits: false, deletesOthers: false },
  { label: 'member', actor: member, reads: true, edits: true, deletesOthers: false },
  { label: 'admin', actor: admin, reads: true, edits: true, deletesOthers: true },
  { label: 'owner', actor: owner, reads: true, edits: true, deletesOthers: true },
];

/** The member documents every case runs against; no workspace holds `ada`, `erin` or `carol`. */
export const CASE_MEMBERS: Readonly<Record<string, Readonly<Record<string, CaseMember>>>> = {
  [WS]: {
    olivia: { role: 'owner' },
    adam: { role: 'admin' },
    mia: { role: 'member' },
    vic: { role: 'viewer' },
    otto: { role: 'member' },
    una: { role: 'member' },
    sue: { role: 'admin', suspended: true },
    // A role name outside the rights table (the old `editor`): a member without rights.
    ed: { role: 'editor' },
  },
  [OTHER_WS]: { sam: { role: 'owner' } },
  [FULL_WS]: { mia: { role: 'member' } },
};

/** What the rules' read of a member document in CASE_MEMBERS grants; the SDK suite's lookup. */
export function caseMembership({ workspaceId, uid }: MembershipQuery): ActiveMembership | null {
  const members = Object.hasOwn(CASE_MEMBERS, workspaceId) ? CASE_MEMBERS[workspaceId] : undefined;
  const found = members && Object.hasOwn(members, uid) ? members[uid] : undefined;
  if (!found || found.suspended === true) return null;
  const storageUsed = Object.hasOwn(CASE_STORAGE_USED, workspaceId)
    ? CASE_STORAGE_USED[workspaceId]
    : 0;
  return { role: found.role, storageUsed };
}

/** The full member document the app writes, for seeding a real Firestore with CASE_MEMBERS. */
export function caseMemberDocument(workspaceId: string, uid: string, caseMember: CaseMember) {
  return {
    uid,
    workspaceId,
    role: caseMember.role,
    displayName: uid,
    nameLower: uid,
    photoURL: null,
    joinedAt: new Date(0),
    ...(caseMember.suspended === undefined ? {} : { suspended: caseMember.suspended }),
  };
}

/** A folder of workspace files, with the paths and a valid file for the persona cases. */
export interface CaseFolder {
  noun: string;
  /** A file's path in a workspace. */
  path(workspaceId: string, fileName?: string): string;
  /** The folder listed to see the workspace's files. */
  listPath(workspaceId: string): string;
  contentType: string;
  /** Whether the uploader may replace a file. */
  replaceable: boolean;
}

const VIDEOS: CaseFolder = {
  noun: 'video',
  path: (workspaceId, fileName = 'a.mp4') => `videos/${workspaceId}/${fileName}`,
  listPath: (workspaceId) => `videos/${workspaceId}`,
  contentType: 'video/mp4',
  replaceable: true,
};

const THUMBNAILS: CaseFolder = {
  noun: 'thumbnail',
  path: (workspaceId, fileName = 'a.jpg') => `thumbnails/${workspaceId}/${fileName}`,
  listPath: (workspaceId) => `thumbnails/${workspaceId}`,
  contentType: 'image/jpeg',
  replaceable: true,
};

const CANVAS_IMAGES: CaseFolder = {
  noun: 'canvas image',
  path: (workspaceId, fileName = 'f1') => `canvasImages/${workspaceId}/c1/${fileName}`,
  listPath: (workspaceId) => `canvasImages/${workspaceId}/c1`,
  contentType: 'image/png',
  replaceable: false,
};

export const CASE_FOLDERS: readonly CaseFolder[] = [VIDEOS, THUMBNAILS, CANVAS_IMAGES];

/** A file as the app uploads it: stamped with its uploader and workspace. */
function stamped(contentType: string, size: number, uploadedBy: string, workspaceId = WS) {
  return { contentType, size, customMetadata: { uploadedBy, workspaceId } };
}

/** A file with exactly these custom metadata keys. */
function withMetadata(contentType: string, size: number, customMetadata: Record<string, string>) {
  return { contentType, size, customMetadata };
}

function read(
  description: string,
  actor: PolicyActor | null,
  path: string,
  existing: CaseFile | null,
  allowed: boolean,
): PolicyCase {
  return { description, actor, operation: 'read', path, incoming: null, existing, allowed };
}

function list(
  description: string,
  actor: PolicyActor | null,
  path: string,
  allowed: boolean,
): PolicyCase {
  return { description, actor, operation: 'list', path, incoming: null, existing: null, allowed };
}

function write(
  description: string,
  actor: PolicyActor | null,
  operation: 'create' | 'update',
  path: string,
  incoming: CaseFile,
  existing: CaseFile | null,
  allowed: boolean,
): PolicyCase {
  return { description, actor, operation, path, incoming, existing, allowed };
}

function remove(
  description: string,
  actor: PolicyActor | null,
  path: string,
  existing: CaseFile | null,
  allowed: boolean,
): PolicyCase {
  return { description, actor, operation: 'delete', path, incoming: null, existing, allowed };
}

/** Every persona, every folder, every operation, in workspace `ws`. */
function personaCases(persona: Persona, folder: CaseFolder): PolicyCase[] {
  const { label, actor, reads, edits, deletesOthers } = persona;
  const { noun, contentType } = folder;
  const uid = actor?.uid ?? 'nobody';
  const own = stamped(contentType, 1000, uid);
  const others = stamped(contentType, 1000, OTHER_UPLOADER);
  const path = folder.path(WS);
  return [
    read(`${label} reads a ${noun}`, actor, path, others, reads),
    list(`${label} lists the workspace's ${noun}s`, actor, folder.listPath(WS), reads),
    write(`${label} uploads a ${noun}`, actor, 'create', path, own, null, edits),
    write(
      `${label} replaces own ${noun}`,
      actor,
      'update',
      path,
      own,
      own,
      edits && folder.replaceable,
    ),
    write(`${label} replaces another member's ${noun}`, actor, 'update', path, own, others, false),
    remove(`${label} deletes own ${noun}`, actor, path, own, edits),
    remove(`${label} deletes another member's ${noun}`, actor, path, others, deletesOthers),
  ];
}

const PERSONA_CASES = PERSONAS.flatMap((persona) =>
  CASE_FOLDERS.flatMap((folder) => personaCases(persona, folder)),
);

/**
 * Workspace boundaries: a stranger is a full member of their own workspace (the denials above
 * are per workspace), and no member reaches into or stamps files for another workspace.
 */
const WORKSPACE_BOUNDARY_CASES = CASE_FOLDERS.flatMap((folder) => [
  read(
    `stranger reads a ${folder.noun} of their own workspace`,
    stranger,
    folder.path(OTHER_WS),
    stamped(folder.contentType, 1000, 'sam', OTHER_WS),
    true,
  ),
  write(
    `stranger uploads a ${folder.noun} to their own workspace`,
    stranger,
    'create',
    folder.path(OTHER_WS),
    stamped(folder.contentType, 1000, 'sam', OTHER_WS),
    null,
    true,
  ),
  write(
    `member uploads a ${folder.noun} to a workspace they are not in`,
    member,
    'create',
    folder.path(OTHER_WS),
    stamped(folder.contentType, 1000, 'mia', OTHER_WS),
    null,
    false,
  ),
  write(
    `${folder.noun} stamped with another workspace`,
    member,
    'create',
    folder.path(WS),
    stamped(folder.contentType, 1000, 'mia', OTHER_WS),
    null,
    false,
  ),
  write(
    `${folder.noun} without a workspace stamp`,
    member,
    'create',
    folder.path(WS),
    withMetadata(folder.contentType, 1000, { uploadedBy: 'mia' }),
    null,
    false,
  ),
  write(
    `${folder.noun} without uploadedBy`,
    member,
    'create',
    folder.path(WS),
    withMetadata(folder.contentType, 1000, { workspaceId: WS }),
    null,
    false,
  ),
  write(
    `${folder.noun} claiming another uploader`,
    member,
    'create',
    folder.path(WS),
    stamped(folder.contentType, 1000, OTHER_UPLOADER),
    null,
    false,
  ),
  read(
    `member reads a ${folder.noun} of another workspace`,
    member,
    folder.path(OTHER_WS),
    stamped(folder.contentType, 1000, 'sam', OTHER_WS),
    false,
  ),
  list(
    `member lists another workspace's ${folder.noun}s`,
    member,
    folder.listPath(OTHER_WS),
    false,
  ),
  remove(
    `admin deletes a ${folder.noun} of another workspace`,
    admin,
    folder.path(OTHER_WS),
    stamped(folder.contentType, 1000, 'sam', OTHER_WS),
    false,
  ),
]);

const mia = (contentType: string, size: number) => stamped(contentType, size, 'mia');
const miaVideo = mia('video/mp4', 1000);

const DETAIL_CASES: PolicyCase[] = [
  // Who counts as approved, and roles outside the rights table.
  read('approved: false is not approved', approvedFalse, VIDEOS.path(WS), miaVideo, false),
  read('approved: "true" as a string is not approved', stringly, VIDEOS.path(WS), miaVideo, false),
  read('member with an unknown role reads', legacyEditor, VIDEOS.path(WS), miaVideo, true),
  write(
    'member with an unknown role uploads',
    legacyEditor,
    'create',
    VIDEOS.path(WS),
    stamped('video/mp4', 1000, 'ed'),
    null,
    false,
  ),
  read('member reads a missing video (allowed, then 404)', member, VIDEOS.path(WS), null, true),

  // Paths: only {folder}/{workspaceId}/{file} (canvas images one level deeper).
  read('member reads an unscoped video (the old layout)', member, 'videos/a.mp4', miaVideo, false),
  write(
    'member uploads an unscoped video (the old layout)',
    member,
    'create',
    'videos/a.mp4',
    miaVideo,
    null,
    false,
  ),
  read('owner reads a nested video path', owner, 'videos/ws/sub/a.mp4', miaVideo, false),
  write('upload to a nested path', member, 'create', 'videos/ws/sub/a.mp4', miaVideo, null, false),
  write('upload to another folder', member, 'create', 'docs/ws/a.mp4', miaVideo, null, false),
  write('upload to the root', member, 'create', 'a.mp4', miaVideo, null, false),
  read('owner reads outside the known folders', owner, 'docs/ws/a.mp4', miaVideo, false),
  remove('delete outside the known folders', owner, 'docs/ws/a.mp4', miaVideo, false),
  list('owner lists the root', owner, '', false),
  list('owner lists videos/ (every workspace)', owner, 'videos', false),
  list('owner lists thumbnails/ (every workspace)', owner, 'thumbnails', false),
  list('owner lists canvasImages/ (every workspace)', owner, 'canvasImages', false),
  list('owner lists a subfolder of a workspace’s videos', owner, 'videos/ws/sub', false),
  list('member lists a workspace’s canvases', member, 'canvasImages/ws', false),

  // Videos: video/* up to 5 GiB.
  write(
    'video/webm is a video',
    member,
    'create',
    VIDEOS.path(WS, 'a.webm'),
    mia('video/webm', 10),
    null,
    true,
  ),
  write(
    'video of exactly 5 GiB',
    member,
    'create',
    VIDEOS.path(WS, 'big.mp4'),
    mia('video/mp4', 5 * GiB),
    null,
    true,
  ),
  write(
    'video of 5 GiB + 1 byte',
    member,
    'create',
    VIDEOS.path(WS, 'big.mp4'),
    mia('video/mp4', 5 * GiB + 1),
    null,
    false,
  ),
  write(
    'non-video to videos/',
    member,
    'create',
    VIDEOS.path(WS),
    mia('image/jpeg', 1000),
    null,
    false,
  ),
  write(
    'octet-stream to videos/',
    member,
    'create',
    VIDEOS.path(WS, 'a.bin'),
    mia('application/octet-stream', 10),
    null,
    false,
  ),
  write(
    'content type must match video/ from the start',
    member,
    'create',
    VIDEOS.path(WS),
    mia('application/video', 10),
    null,
    false,
  ),
  write(
    'uploader replaces own video with a non-video',
    member,
    'update',
    VIDEOS.path(WS),
    mia('text/plain', 1000),
    miaVideo,
    false,
  ),
  write(
    'replacement drops uploadedBy',
    member,
    'update',
    VIDEOS.path(WS),
    withMetadata('video/mp4', 1000, { workspaceId: WS }),
    miaVideo,
    false,
  ),
  write(
    'replacement drops the workspace stamp',
    member,
    'update',
    VIDEOS.path(WS),
    withMetadata('video/mp4', 1000, { uploadedBy: 'mia' }),
    miaVideo,
    false,
  ),
  write(
    'existing video has no uploadedBy',
    member,
    'update',
    VIDEOS.path(WS),
    miaVideo,
    withMetadata('video/mp4', 1000, { workspaceId: WS }),
    false,
  ),
  remove('delete of a missing video (no resource to own)', member, VIDEOS.path(WS), null, false),
  remove(
    'member deletes a video without uploadedBy',
    member,
    VIDEOS.path(WS),
    withMetadata('video/mp4', 1000, {}),
    false,
  ),
  remove(
    'admin deletes a video without uploadedBy',
    admin,
    VIDEOS.path(WS),
    withMetadata('video/mp4', 1000, {}),
    true,
  ),

  // Thumbnails: image/jpeg up to 2 MiB.
  write(
    'thumbnail of exactly 2 MiB',
    member,
    'create',
    THUMBNAILS.path(WS),
    mia('image/jpeg', 2 * MiB),
    null,
    true,
  ),
  write(
    'thumbnail of 2 MiB + 1 byte',
    member,
    'create',
    THUMBNAILS.path(WS),
    mia('image/jpeg', 2 * MiB + 1),
    null,
    false,
  ),
  write(
    'PNG thumbnail',
    member,
    'create',
    THUMBNAILS.path(WS, 'a.png'),
    mia('image/png', 1000),
    null,
    false,
  ),
  write(
    'video to thumbnails/',
    member,
    'create',
    THUMBNAILS.path(WS, 'a.mp4'),
    mia('video/mp4', 1000),
    null,
    false,
  ),

  // Canvas images: image/* up to 4 MiB.
  write(
    'canvas image of exactly 4 MiB',
    member,
    'create',
    CANVAS_IMAGES.path(WS),
    mia('image/jpeg', 4 * MiB),
    null,
    true,
  ),
  write(
    'canvas image of 4 MiB + 1 byte',
    member,
    'create',
    CANVAS_IMAGES.path(WS),
    mia('image/png', 4 * MiB + 1),
    null,
    false,
  ),
  write(
    'non-image to canvasImages/',
    member,
    'create',
    CANVAS_IMAGES.path(WS),
    mia('application/pdf', 1000),
    null,
    false,
  ),
];

/** Storage per workspace: uploads and replacements stop at 20 GiB; reads and deletes never. */
const QUOTA_CASES: PolicyCase[] = [
  ...CASE_FOLDERS.flatMap((folder) => [
    write(
      `${folder.noun} that fills the workspace's storage exactly`,
      member,
      'create',
      folder.path(FULL_WS),
      stamped(folder.contentType, 1000, 'mia', FULL_WS),
      null,
      true,
    ),
    write(
      `${folder.noun} one byte past the workspace's storage`,
      member,
      'create',
      folder.path(FULL_WS),
      stamped(folder.contentType, 1001, 'mia', FULL_WS),
      null,
      false,
    ),
  ]),
  write(
    'replacement within the storage its old file frees',
    member,
    'update',
    VIDEOS.path(FULL_WS),
    stamped('video/mp4', 2000, 'mia', FULL_WS),
    stamped('video/mp4', 1000, 'mia', FULL_WS),
    true,
  ),
  write(
    'replacement past the storage its old file frees',
    member,
    'update',
    VIDEOS.path(FULL_WS),
    stamped('video/mp4', 2001, 'mia', FULL_WS),
    stamped('video/mp4', 1000, 'mia', FULL_WS),
    false,
  ),
  read(
    'member reads a video of a full workspace',
    member,
    VIDEOS.path(FULL_WS),
    stamped('video/mp4', 1000, 'mia', FULL_WS),
    true,
  ),
  remove(
    'member deletes own video of a full workspace',
    member,
    VIDEOS.path(FULL_WS),
    stamped('video/mp4', 1000, 'mia', FULL_WS),
    true,
  ),
];

export const POLICY_CASES: readonly PolicyCase[] = [
  ...PERSONA_CASES,
  ...WORKSPACE_BOUNDARY_CASES,
  ...DETAIL_CASES,
  ...QUOTA_CASES,
];

function facts(caseFile: CaseFile | null): ResourceFacts | null {
  return (
    caseFile && {
      contentType: caseFile.contentType,
      size: caseFile.size,
      metadata: caseFile.customMetadata,
    }
  );
}

export function toPolicyRequest(policyCase: PolicyCase): PolicyRequest {
  const { actor } = policyCase;
  const request = {
    operation: policyCase.operation,
    path: policyCase.path,
    auth: actor && {
      uid: actor.uid,
      token: { user_id: actor.uid, sub: actor.uid, ...actor.claims },
    },
    incoming: facts(policyCase.incoming),
    existing: facts(policyCase.existing),
  };
  const query = membershipQuery(request);
  return { ...request, membership: query && caseMembership(query) };
}

/** Cases small enough to drive through real uploads in the end-to-end suites. */
export const SMALL_FILE_CASES = POLICY_CASES.filter(
  (policyCase) => (policyCase.incoming?.size ?? 0) <= 4 * MiB,
);
