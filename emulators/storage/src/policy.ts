import type { AuthContext } from './auth';

/**
 * /work/main/storage.rules as a pure function. Keep the two in step: policy-cases.ts is the shared
 * table, checked here by policy.test.ts and against the official emulator by
 * storage-rules.official.test.ts.
 */

/**
 * `read` is a single-object get. `list` is the other half of the rules' `read`: `path` is the
 * listed folder without its trailing slash, and it is governed by the rule that matches the
 * folder's direct children (Firebase's documented `match /images/{imageId} { allow list }`).
 */
export type PolicyOperation = 'read' | 'list' | 'create' | 'update' | 'delete';

/** The fields of `request.resource` / `resource` that the rules read. */
export interface ResourceFacts {
  contentType: string;
  size: number;
  /** Custom metadata; the rules see `{}` when there is none. */
  metadata: Record<string, string>;
}

export interface PolicyRequest {
  operation: PolicyOperation;
  /** Object path (`videos/a.mp4`), or for `list` the folder (`videos`). */
  path: string;
  /** `request.auth`, or null when signed out. */
  auth: AuthContext | null;
  /** `request.resource`: the object as it would be after a create or update. */
  incoming: ResourceFacts | null;
  /** `resource`: the object as stored now, or null. */
  existing: ResourceFacts | null;
  /**
   * What the rules' `firestore.get`/`exists` calls see for a canvasImages path's workspace, or
   * null when nobody looked (then the membership checks fail, as a failed read does in the rules).
   */
  membership: WorkspaceMembership | null;
}

/** The Firestore facts `match /canvasImages/...` reads: workspace members and the role record. */
export interface WorkspaceMembership {
  /** `request.auth.uid in workspaces/{workspaceId}.members`; false when the workspace is missing. */
  member: boolean;
  /** `workspaceRoles/{workspaceId}_{uid}.role`, or null without a role record. */
  role: string | null;
}

/** Which membership a request needs looked up in Firestore before evaluatePolicy can decide. */
export interface MembershipQuery {
  workspaceId: string;
  uid: string;
}

export type PolicyDecision = 'allow' | 'deny';

interface FolderRule {
  contentType: RegExp;
  maxBytes: number;
}

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

/** `match /videos/{fileName}` and `match /thumbnails/{fileName}`; everything else is denied. */
const FOLDER_RULES: Record<string, FolderRule> = {
  videos: { contentType: /^video\/.*$/, maxBytes: 5 * GiB },
  thumbnails: { contentType: /^image\/jpeg$/, maxBytes: 2 * MiB },
};

/** `match /canvasImages/{workspaceId}/{canvasId}/{fileId}`: image/*, up to 4 MiB. */
const CANVAS_IMAGE_RULE: FolderRule = { contentType: /^image\/.*$/, maxBytes: 4 * MiB };

export function evaluatePolicy(request: PolicyRequest): PolicyDecision {
  const workspaceId = matchCanvasImage(request);
  if (workspaceId !== undefined) return evaluateCanvasImage(request, workspaceId);
  const rule = matchFolder(request);
  if (rule === undefined) return 'deny';
  const { auth, incoming, existing } = request;
  // approved(): request.auth != null && request.auth.token.approved == true
  if (auth === null || auth.token.approved !== true) return 'deny';
  switch (request.operation) {
    case 'read':
    case 'list':
      return 'allow';
    case 'create':
      return decide(validUpload(rule, auth, incoming));
    case 'update':
      return decide(ownsExisting(auth, existing) && validUpload(rule, auth, incoming));
    case 'delete':
      return decide(ownsExisting(auth, existing));
  }
}

/**
 * The Firestore lookup a request needs, or null when the rules would decide without one (other
 * paths, signed-out or unapproved actors, deletes, updates) — so those cost no Firestore read.
 */
export function membershipQuery(
  request: Omit<PolicyRequest, 'membership'>,
): MembershipQuery | null {
  const workspaceId = matchCanvasImage(request);
  const { auth, operation } = request;
  if (workspaceId === undefined || auth === null || auth.token.approved !== true) return null;
  if (operation === 'update' || operation === 'delete') return null;
  return { workspaceId, uid: auth.uid };
}

/**
 * read/list: isMember(). create: isMember() && !isViewer() && validUpload(image/*, 4 MiB) &&
 * metadata.workspaceId == workspaceId. update: never (files are named by content). delete:
 * approved() && ownsExisting().
 */
function evaluateCanvasImage(request: PolicyRequest, workspaceId: string): PolicyDecision {
  const { auth, incoming, existing, membership } = request;
  if (auth === null || auth.token.approved !== true) return 'deny';
  const member = membership?.member === true;
  switch (request.operation) {
    case 'read':
    case 'list':
      return decide(member);
    case 'create':
      return decide(
        member &&
          membership?.role !== 'viewer' &&
          validUpload(CANVAS_IMAGE_RULE, auth, incoming) &&
          incoming?.metadata.workspaceId === workspaceId,
      );
    case 'update':
      return 'deny';
    case 'delete':
      return decide(ownsExisting(auth, existing));
  }
}

/** The `{workspaceId}` of a canvasImages/{workspaceId}/{canvasId}/{fileId} request. */
function matchCanvasImage({
  operation,
  path,
}: Pick<PolicyRequest, 'operation' | 'path'>): string | undefined {
  const segments = path.split('/');
  if (operation === 'list') segments.push('{child}');
  const [folder, workspaceId, canvasId, fileId, ...rest] = segments;
  if (folder !== 'canvasImages' || !workspaceId || !canvasId || !fileId || rest.length > 0) {
    return undefined;
  }
  return workspaceId;
}

function matchFolder({ operation, path }: PolicyRequest): FolderRule | undefined {
  const segments = path.split('/');
  // A listed folder stands for any of its children.
  if (operation === 'list') segments.push('{child}');
  const [folder, fileName, ...rest] = segments;
  if (folder === undefined || !fileName || rest.length > 0) return undefined;
  return Object.hasOwn(FOLDER_RULES, folder) ? FOLDER_RULES[folder] : undefined;
}

/** A missing `resource` or `uploadedBy` is an evaluation error in the rules, which denies. */
function ownsExisting(auth: AuthContext, existing: ResourceFacts | null): boolean {
  return existing !== null && existing.metadata.uploadedBy === auth.uid;
}

function validUpload(rule: FolderRule, auth: AuthContext, incoming: ResourceFacts | null): boolean {
  return (
    incoming !== null &&
    rule.contentType.test(incoming.contentType) &&
    incoming.size <= rule.maxBytes &&
    incoming.metadata.uploadedBy === auth.uid
  );
}

function decide(allowed: boolean): PolicyDecision {
  return allowed ? 'allow' : 'deny';
}
