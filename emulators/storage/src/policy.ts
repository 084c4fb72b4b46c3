import { WORKSPACE_STORAGE_MAX_BYTES } from '@crewspace/common/limits';
import {
  hasWorkspaceRight,
  isWorkspaceRole,
  type WorkspaceRight,
} from '@crewspace/common/permissions';
import type { AuthContext } from './auth';

/**
 * The repository's storage.rules as a pure function. Keep the two in step: policy-cases.ts is
 * the shared table, checked here by policy.test.ts and against the official emulator by
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
  /** Object path (`videos/ws/a.mp4`), or for `list` the folder (`videos/ws`). */
  path: string;
  /** `request.auth`, or null when signed out. */
  auth: AuthContext | null;
  /** `request.resource`: the object as it would be after a create or update. */
  incoming: ResourceFacts | null;
  /** `resource`: the object as stored now, or null. */
  existing: ResourceFacts | null;
  /**
   * What the rules' `firestore.get` of the caller's member document in the path's workspace
   * grants, or null when it grants nothing: no such document, a suspended one, or nobody looked
   * (a failed read denies in the rules too).
   */
  membership: ActiveMembership | null;
}

/**
 * What the rules read from Firestore for a member: workspaces/{workspaceId}/members/{uid} when
 * it exists and `suspended` is not true, and the workspace's stored bytes.
 */
export interface ActiveMembership {
  /** Its `role` field as stored; a name outside the rights table holds no rights. */
  role: string;
  /** workspaces/{workspaceId}/usage/storage's `bytes`; absent or 0 when there is none. */
  storageUsed?: number;
}

/** Whose member document a request needs read from Firestore before evaluatePolicy decides. */
export interface MembershipQuery {
  workspaceId: string;
  uid: string;
}

export type PolicyDecision = 'allow' | 'deny';

interface FolderRule {
  /** Path segments after `{folder}/{workspaceId}/`, the file name included. */
  depth: number;
  contentType: RegExp;
  maxBytes: number;
  /** Whether the uploader may replace a file (canvas images are named by content: never). */
  replaceable: boolean;
}

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

/**
 * `match /videos/{workspaceId}/{fileName}`, `match /thumbnails/{workspaceId}/{fileName}` and
 * `match /canvasImages/{workspaceId}/{canvasId}/{fileId}`; everything else is denied.
 */
const FOLDER_RULES: Record<string, FolderRule> = {
  videos: { depth: 1, contentType: /^video\/.*$/, maxBytes: 5 * GiB, replaceable: true },
  thumbnails: { depth: 1, contentType: /^image\/jpeg$/, maxBytes: 2 * MiB, replaceable: true },
  canvasImages: { depth: 2, contentType: /^image\/.*$/, maxBytes: 4 * MiB, replaceable: false },
};

interface MatchedPath {
  rule: FolderRule;
  workspaceId: string;
}

/**
 * read/list: isMember(). create: can(editMessages) && validUpload() && fitsQuota(). update:
 * can(editMessages) && ownsExisting() && validUpload() && fitsQuota() where replacing is allowed.
 * delete: can(editMessages) && ownsExisting() || can(deleteMessages).
 */
export function evaluatePolicy(request: PolicyRequest): PolicyDecision {
  const matched = matchPath(request);
  const { auth, incoming, existing, membership } = request;
  // approved(): request.auth != null && request.auth.token.approved == true
  if (matched === undefined || auth === null || auth.token.approved !== true) return 'deny';
  if (membership === null) return 'deny';
  const { rule, workspaceId } = matched;
  const can = (right: WorkspaceRight) =>
    isWorkspaceRole(membership.role) && hasWorkspaceRight(membership.role, right);
  switch (request.operation) {
    case 'read':
    case 'list':
      return 'allow';
    case 'create':
      return decide(
        can('editMessages') &&
          validUpload(rule, workspaceId, auth, incoming) &&
          fitsQuota(membership, incoming, existing),
      );
    case 'update':
      return decide(
        rule.replaceable &&
          can('editMessages') &&
          ownsExisting(auth, existing) &&
          validUpload(rule, workspaceId, auth, incoming) &&
          fitsQuota(membership, incoming, existing),
      );
    case 'delete':
      return decide((can('editMessages') && ownsExisting(auth, existing)) || can('deleteMessages'));
  }
}

/**
 * The member document a request needs, or null when the rules decide without one (paths
 * outside the workspace folders, signed-out or unapproved callers), so those cost no read.
 */
export function membershipQuery(
  request: Omit<PolicyRequest, 'membership'>,
): MembershipQuery | null {
  const matched = matchPath(request);
  const { auth } = request;
  if (matched === undefined || auth === null || auth.token.approved !== true) return null;
  return { workspaceId: matched.workspaceId, uid: auth.uid };
}

/** The folder rule and `{workspaceId}` a request's path matches, if any. */
function matchPath({
  operation,
  path,
}: Pick<PolicyRequest, 'operation' | 'path'>): MatchedPath | undefined {
  const segments = path.split('/');
  // A listed folder stands for any of its children.
  if (operation === 'list') segments.push('{child}');
  const [folder, workspaceId, ...rest] = segments;
  if (folder === undefined || !Object.hasOwn(FOLDER_RULES, folder)) return undefined;
  const rule = FOLDER_RULES[folder]!;
  if (!workspaceId || rest.length !== rule.depth || rest.some((segment) => !segment)) {
    return undefined;
  }
  return { rule, workspaceId };
}

/** A missing `resource` or `uploadedBy` is an evaluation error in the rules, which denies. */
function ownsExisting(auth: AuthContext, existing: ResourceFacts | null): boolean {
  return existing !== null && existing.metadata.uploadedBy === auth.uid;
}

function validUpload(
  rule: FolderRule,
  workspaceId: string,
  auth: AuthContext,
  incoming: ResourceFacts | null,
): boolean {
  return (
    incoming !== null &&
    rule.contentType.test(incoming.contentType) &&
    incoming.size <= rule.maxBytes &&
    incoming.metadata.uploadedBy === auth.uid &&
    incoming.metadata.workspaceId === workspaceId
  );
}

/** The workspace stays within its storage once the upload lands; a replacement frees the old. */
function fitsQuota(
  membership: ActiveMembership,
  incoming: ResourceFacts | null,
  existing: ResourceFacts | null,
): boolean {
  const used = membership.storageUsed ?? 0;
  return (
    incoming !== null && used - (existing?.size ?? 0) + incoming.size <= WORKSPACE_STORAGE_MAX_BYTES
  );
}

function decide(allowed: boolean): PolicyDecision {
  return allowed ? 'allow' : 'deny';
}
