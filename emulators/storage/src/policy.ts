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

export function evaluatePolicy(request: PolicyRequest): PolicyDecision {
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
