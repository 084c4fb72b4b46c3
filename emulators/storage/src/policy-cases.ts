import {
  membershipQuery,
  type MembershipQuery,
  type PolicyOperation,
  type PolicyRequest,
  type ResourceFacts,
  type WorkspaceMembership,
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

const alice: PolicyActor = { uid: 'alice', claims: { approved: true } };
const bob: PolicyActor = { uid: 'bob', claims: { approved: true } };
const carol: PolicyActor = { uid: 'carol', claims: { approved: false } };
const dave: PolicyActor = { uid: 'dave', claims: {} };
const stringly: PolicyActor = { uid: 'erin', claims: { approved: 'true' } };
const vera: PolicyActor = { uid: 'vera', claims: { approved: true } };

/** A workspace as the canvasImages rule reads it from Firestore. */
export interface CaseWorkspace {
  members: string[];
  /** `workspaceRoles/{workspaceId}_{uid}.role`; a member without an entry has no role record. */
  roles: Record<string, string>;
}

/** The Firestore state every canvas image case runs against; `gone` does not exist. */
export const CASE_WORKSPACES: Readonly<Record<string, CaseWorkspace>> = {
  ws: { members: ['alice', 'bob', 'vera'], roles: { bob: 'editor', vera: 'viewer' } },
  other: { members: ['bob'], roles: { bob: 'owner' } },
};

/** What a Firestore holding CASE_WORKSPACES answers; the stand-in's lookup in the SDK suites. */
export function caseMembership({ workspaceId, uid }: MembershipQuery): WorkspaceMembership {
  const workspace = Object.hasOwn(CASE_WORKSPACES, workspaceId)
    ? CASE_WORKSPACES[workspaceId]
    : undefined;
  const role = workspace && Object.hasOwn(workspace.roles, uid) ? workspace.roles[uid] : undefined;
  return { member: workspace?.members.includes(uid) ?? false, role: role ?? null };
}

function file(contentType: string, size: number, uploadedBy?: string): CaseFile {
  return { contentType, size, customMetadata: uploadedBy ? { uploadedBy } : {} };
}

const aliceVideo = file('video/mp4', 1000, 'alice');
const aliceThumb = file('image/jpeg', 1000, 'alice');
const carolVideo = file('video/mp4', 1000, 'carol');

/** A canvas image as the app uploads it: stamped with its uploader and workspace. */
function canvasFile(contentType: string, size: number, uploadedBy: string, workspaceId = 'ws') {
  return { contentType, size, customMetadata: { uploadedBy, workspaceId } };
}

function read(description: string, actor: PolicyActor | null, path: string, allowed: boolean) {
  return {
    description,
    actor,
    operation: 'read',
    path,
    incoming: null,
    existing: aliceVideo,
    allowed,
  } as const;
}

function list(description: string, actor: PolicyActor | null, path: string, allowed: boolean) {
  return {
    description,
    actor,
    operation: 'list',
    path,
    incoming: null,
    existing: null,
    allowed,
  } as const;
}

function write(
  description: string,
  actor: PolicyActor | null,
  operation: 'create' | 'update',
  path: string,
  incoming: CaseFile,
  existing: CaseFile | null,
  allowed: boolean,
) {
  return { description, actor, operation, path, incoming, existing, allowed };
}

function remove(
  description: string,
  actor: PolicyActor | null,
  path: string,
  existing: CaseFile | null,
  allowed: boolean,
) {
  return {
    description,
    actor,
    operation: 'delete',
    path,
    incoming: null,
    existing,
    allowed,
  } as const;
}

export const POLICY_CASES: readonly PolicyCase[] = [
  read('approved user reads a video', alice, 'videos/a.mp4', true),
  read('approved user reads a thumbnail', bob, 'thumbnails/a.jpg', true),
  read('signed-out user reads a video', null, 'videos/a.mp4', false),
  read('unapproved user (approved: false) reads a video', carol, 'videos/a.mp4', false),
  read('user without the approved claim reads a video', dave, 'videos/a.mp4', false),
  read('approved: "true" as a string is not approved', stringly, 'videos/a.mp4', false),
  read('approved user reads outside videos/ and thumbnails/', alice, 'docs/a.mp4', false),
  read('approved user reads a nested video path', alice, 'videos/sub/a.mp4', false),
  {
    ...read(
      'approved user reads a missing video (allowed, then 404)',
      alice,
      'videos/none.mp4',
      true,
    ),
    existing: null,
  },

  list('approved user lists videos/', alice, 'videos', true),
  list('approved user lists thumbnails/', alice, 'thumbnails', true),
  list('signed-out user lists videos/', null, 'videos', false),
  list('unapproved user lists videos/', carol, 'videos', false),
  list('approved user lists the root', alice, '', false),
  list('approved user lists a subfolder of videos/', alice, 'videos/sub', false),

  write('approved user uploads own video', alice, 'create', 'videos/a.mp4', aliceVideo, null, true),
  write(
    'video/webm is a video',
    alice,
    'create',
    'videos/a.webm',
    file('video/webm', 10, 'alice'),
    null,
    true,
  ),
  write(
    'video of exactly 5 GiB',
    alice,
    'create',
    'videos/big.mp4',
    file('video/mp4', 5 * GiB, 'alice'),
    null,
    true,
  ),
  write(
    'video of 5 GiB + 1 byte',
    alice,
    'create',
    'videos/big.mp4',
    file('video/mp4', 5 * GiB + 1, 'alice'),
    null,
    false,
  ),
  write(
    'non-video to videos/',
    alice,
    'create',
    'videos/a.mp4',
    file('image/jpeg', 1000, 'alice'),
    null,
    false,
  ),
  write(
    'octet-stream to videos/',
    alice,
    'create',
    'videos/a.bin',
    file('application/octet-stream', 10, 'alice'),
    null,
    false,
  ),
  write(
    'content type must match video/ from the start',
    alice,
    'create',
    'videos/a.mp4',
    file('application/video', 10, 'alice'),
    null,
    false,
  ),
  write(
    'upload without uploadedBy',
    alice,
    'create',
    'videos/a.mp4',
    file('video/mp4', 1000),
    null,
    false,
  ),
  write(
    'upload claiming another uploader',
    alice,
    'create',
    'videos/a.mp4',
    file('video/mp4', 1000, 'bob'),
    null,
    false,
  ),
  write(
    'signed-out upload',
    null,
    'create',
    'videos/a.mp4',
    file('video/mp4', 1000, 'alice'),
    null,
    false,
  ),
  write(
    'unapproved user uploads',
    carol,
    'create',
    'videos/c.mp4',
    file('video/mp4', 1000, 'carol'),
    null,
    false,
  ),
  write(
    'user without the claim uploads',
    dave,
    'create',
    'videos/d.mp4',
    file('video/mp4', 1000, 'dave'),
    null,
    false,
  ),
  write('upload to a nested path', alice, 'create', 'videos/sub/a.mp4', aliceVideo, null, false),
  write('upload to another folder', alice, 'create', 'docs/a.mp4', aliceVideo, null, false),
  write('upload to the root', alice, 'create', 'a.mp4', aliceVideo, null, false),

  write(
    'uploader replaces own video',
    alice,
    'update',
    'videos/a.mp4',
    aliceVideo,
    aliceVideo,
    true,
  ),
  write(
    "approved user replaces someone else's video",
    bob,
    'update',
    'videos/a.mp4',
    file('video/mp4', 1000, 'bob'),
    aliceVideo,
    false,
  ),
  write(
    'uploader replaces own video with a non-video',
    alice,
    'update',
    'videos/a.mp4',
    file('text/plain', 1000, 'alice'),
    aliceVideo,
    false,
  ),
  write(
    'replacement drops uploadedBy',
    alice,
    'update',
    'videos/a.mp4',
    file('video/mp4', 1000),
    aliceVideo,
    false,
  ),
  write(
    'existing video has no uploadedBy',
    alice,
    'update',
    'videos/a.mp4',
    aliceVideo,
    file('video/mp4', 1000),
    false,
  ),
  write(
    'uploader lost approval, replaces own video',
    carol,
    'update',
    'videos/a.mp4',
    carolVideo,
    carolVideo,
    false,
  ),

  remove('uploader deletes own video', alice, 'videos/a.mp4', aliceVideo, true),
  remove("approved user deletes someone else's video", bob, 'videos/a.mp4', aliceVideo, false),
  remove('signed-out user deletes a video', null, 'videos/a.mp4', aliceVideo, false),
  remove('uploader lost approval, deletes own video', carol, 'videos/a.mp4', carolVideo, false),
  remove('delete of a missing video (no resource to own)', alice, 'videos/none.mp4', null, false),
  remove(
    'delete of a video without uploadedBy',
    alice,
    'videos/a.mp4',
    file('video/mp4', 1000),
    false,
  ),
  remove('delete outside the allowed folders', alice, 'docs/a.mp4', aliceVideo, false),

  write(
    'approved user uploads a JPEG thumbnail',
    alice,
    'create',
    'thumbnails/a.jpg',
    aliceThumb,
    null,
    true,
  ),
  write(
    'thumbnail of exactly 2 MiB',
    alice,
    'create',
    'thumbnails/a.jpg',
    file('image/jpeg', 2 * MiB, 'alice'),
    null,
    true,
  ),
  write(
    'thumbnail of 2 MiB + 1 byte',
    alice,
    'create',
    'thumbnails/a.jpg',
    file('image/jpeg', 2 * MiB + 1, 'alice'),
    null,
    false,
  ),
  write(
    'PNG thumbnail',
    alice,
    'create',
    'thumbnails/a.png',
    file('image/png', 1000, 'alice'),
    null,
    false,
  ),
  write(
    'video to thumbnails/',
    alice,
    'create',
    'thumbnails/a.mp4',
    file('video/mp4', 1000, 'alice'),
    null,
    false,
  ),
  write('signed-out thumbnail upload', null, 'create', 'thumbnails/a.jpg', aliceThumb, null, false),
  write(
    'uploader replaces own thumbnail',
    alice,
    'update',
    'thumbnails/a.jpg',
    aliceThumb,
    aliceThumb,
    true,
  ),
  write(
    "approved user replaces someone else's thumbnail",
    bob,
    'update',
    'thumbnails/a.jpg',
    file('image/jpeg', 1000, 'bob'),
    aliceThumb,
    false,
  ),
  remove('uploader deletes own thumbnail', alice, 'thumbnails/a.jpg', aliceThumb, true),
  remove(
    "approved user deletes someone else's thumbnail",
    bob,
    'thumbnails/a.jpg',
    aliceThumb,
    false,
  ),

  // Canvas images: membership comes from CASE_WORKSPACES (Firestore in the official emulator).
  read('member reads a canvas image', alice, 'canvasImages/ws/c1/f1', true),
  read('viewer reads a canvas image', vera, 'canvasImages/ws/c1/f1', true),
  read('non-member reads a canvas image', alice, 'canvasImages/other/c1/f1', false),
  read('canvas image of a missing workspace', alice, 'canvasImages/gone/c1/f1', false),
  read('signed-out user reads a canvas image', null, 'canvasImages/ws/c1/f1', false),
  read('unapproved user reads a canvas image', carol, 'canvasImages/ws/c1/f1', false),
  list('member lists a canvas’s images', alice, 'canvasImages/ws/c1', true),
  list('non-member lists a canvas’s images', alice, 'canvasImages/other/c1', false),
  list('member lists a workspace’s canvases', alice, 'canvasImages/ws', false),
  write(
    'member without a role record uploads a canvas image',
    alice,
    'create',
    'canvasImages/ws/c1/f1',
    canvasFile('image/png', 1000, 'alice'),
    null,
    true,
  ),
  write(
    'editor uploads a canvas image of exactly 4 MiB',
    bob,
    'create',
    'canvasImages/ws/c1/f1',
    canvasFile('image/jpeg', 4 * MiB, 'bob'),
    null,
    true,
  ),
  write(
    'viewer uploads a canvas image',
    vera,
    'create',
    'canvasImages/ws/c1/f1',
    canvasFile('image/png', 1000, 'vera'),
    null,
    false,
  ),
  write(
    'non-member uploads a canvas image',
    alice,
    'create',
    'canvasImages/other/c1/f1',
    canvasFile('image/png', 1000, 'alice', 'other'),
    null,
    false,
  ),
  write(
    'canvas image stamped with another workspace',
    alice,
    'create',
    'canvasImages/ws/c1/f1',
    canvasFile('image/png', 1000, 'alice', 'other'),
    null,
    false,
  ),
  write(
    'canvas image without a workspace stamp',
    alice,
    'create',
    'canvasImages/ws/c1/f1',
    file('image/png', 1000, 'alice'),
    null,
    false,
  ),
  write(
    'signed-out canvas image upload',
    null,
    'create',
    'canvasImages/ws/c1/f1',
    canvasFile('image/png', 1000, 'alice'),
    null,
    false,
  ),
  write(
    'unapproved user uploads a canvas image',
    carol,
    'create',
    'canvasImages/ws/c1/f1',
    canvasFile('image/png', 1000, 'carol'),
    null,
    false,
  ),
  write(
    'non-image to canvasImages/',
    alice,
    'create',
    'canvasImages/ws/c1/f1',
    canvasFile('application/pdf', 1000, 'alice'),
    null,
    false,
  ),
  write(
    'canvas image of 4 MiB + 1 byte',
    alice,
    'create',
    'canvasImages/ws/c1/f1',
    canvasFile('image/png', 4 * MiB + 1, 'alice'),
    null,
    false,
  ),
  write(
    'canvas image claiming another uploader',
    alice,
    'create',
    'canvasImages/ws/c1/f1',
    canvasFile('image/png', 1000, 'bob'),
    null,
    false,
  ),
  write(
    'replacing a canvas image (content-named, never replaced)',
    alice,
    'update',
    'canvasImages/ws/c1/f1',
    canvasFile('image/png', 1000, 'alice'),
    canvasFile('image/png', 1000, 'alice'),
    false,
  ),
  remove(
    'uploader deletes own canvas image',
    alice,
    'canvasImages/ws/c1/f1',
    canvasFile('image/png', 1000, 'alice'),
    true,
  ),
  remove(
    "approved user deletes someone else's canvas image",
    bob,
    'canvasImages/ws/c1/f1',
    canvasFile('image/png', 1000, 'alice'),
    false,
  ),
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
