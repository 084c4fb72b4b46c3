import { z } from 'zod';
import type { MembershipQuery, WorkspaceMembership } from './policy';

/**
 * Reads what storage.rules' canvasImages rule reads from Firestore. Injectable, so the policy
 * stays a pure function and tests can answer from a table instead of a Firestore emulator.
 */
export type MembershipLookup = (
  query: MembershipQuery & { bucket: string },
) => Promise<WorkspaceMembership>;

/** Without Firestore every membership check fails, so canvas images are refused (as before). */
export const noMembership: MembershipLookup = () => Promise.resolve({ member: false, role: null });

export interface FirestoreEmulatorTarget {
  /** `host:port` of the Firestore emulator, as in FIRESTORE_EMULATOR_HOST. */
  host: string;
  /** The project whose documents the rules read; by default derived from the bucket name. */
  projectId?: string;
}

const workspaceDocument = z.object({
  fields: z
    .object({
      members: z
        .object({
          arrayValue: z.object({
            values: z.array(z.object({ stringValue: z.string().optional() })).optional(),
          }),
        })
        .optional(),
    })
    .optional(),
});

const roleDocument = z.object({
  fields: z.object({ role: z.object({ stringValue: z.string() }).optional() }).optional(),
});

/**
 * Membership from the Firestore emulator's REST API, as the official Storage emulator does for
 * cross-service rules. `Bearer owner` is the emulator's admin bypass: the rules read as the
 * service, not as the user. Both documents are read in parallel (one round trip of latency).
 * A failed read denies, as it does in the rules; it is logged so the cause is visible (a 5xx
 * instead would make the Web SDK retry for minutes).
 */
export function firestoreMembershipLookup(target: FirestoreEmulatorTarget): MembershipLookup {
  const lookup = readMembership(target);
  return async (query) => {
    try {
      return await lookup(query);
    } catch (error) {
      console.error(
        `storage emulator: cannot read workspace ${query.workspaceId} from Firestore at ${target.host}; denying.`,
        error instanceof Error ? error.message : error,
      );
      return { member: false, role: null };
    }
  };
}

function readMembership(target: FirestoreEmulatorTarget): MembershipLookup {
  return async ({ bucket, workspaceId, uid }) => {
    const projectId = target.projectId ?? projectFromBucket(bucket);
    const base = `http://${target.host}/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents`;
    const [workspace, role] = await Promise.all([
      readDocument(`${base}/workspaces/${encodeURIComponent(workspaceId)}`, workspaceDocument),
      readDocument(
        `${base}/workspaceRoles/${encodeURIComponent(`${workspaceId}_${uid}`)}`,
        roleDocument,
      ),
    ]);
    const members = workspace?.fields?.members?.arrayValue.values ?? [];
    return {
      member: members.some((value) => value.stringValue === uid),
      role: role?.fields?.role?.stringValue ?? null,
    };
  };
}

/** `demo-crewspace.appspot.com` and `demo-crewspace.firebasestorage.app` → `demo-crewspace`. */
export function projectFromBucket(bucket: string): string {
  return bucket.replace(/\.(appspot\.com|firebasestorage\.app)$/, '');
}

/** The document, or null when it does not exist. Any other answer throws. */
async function readDocument<T>(url: string, schema: z.ZodType<T>): Promise<T | null> {
  const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
  if (response.status === 404) return null;
  if (!response.ok) {
    throw new Error(`Firestore emulator answered ${response.status} for ${url}`);
  }
  return schema.parse(await response.json());
}
