import { z } from 'zod';
import type { ActiveMembership, MembershipQuery } from './policy';

/**
 * Reads what storage.rules read from Firestore: the caller's member document in the path's
 * workspace, and the workspace's storage usage. Injectable, so the policy stays a pure function
 * and tests can answer from a table instead of a Firestore emulator. Null when the member
 * document grants nothing.
 */
export type MembershipLookup = (
  query: MembershipQuery & { bucket: string },
) => Promise<ActiveMembership | null>;

/** Without Firestore nobody is a member, so every workspace folder is refused. */
export const noMembership: MembershipLookup = () => Promise.resolve(null);

export interface FirestoreEmulatorTarget {
  /** `host:port` of the Firestore emulator, as in FIRESTORE_EMULATOR_HOST. */
  host: string;
  /** The project whose documents the rules read; by default derived from the bucket name. */
  projectId?: string;
}

/** The two fields of workspaces/{workspaceId}/members/{uid} the rules read, in REST form. */
const memberDocument = z.object({
  fields: z
    .object({
      // Other value types are legal in a document; the rules then see no role / no suspension.
      role: z.object({ stringValue: z.string().optional() }).optional(),
      suspended: z.object({ booleanValue: z.boolean().optional() }).optional(),
    })
    .optional(),
});

/** workspaces/{workspaceId}/usage/storage, kept by the functions from Storage's events. */
const usageDocument = z.object({
  fields: z
    .object({
      bytes: z
        .object({ integerValue: z.coerce.number().optional(), doubleValue: z.number().optional() })
        .optional(),
    })
    .optional(),
});

/**
 * Firestore refuses these as document ids; in a REST path `.` and `..` would even name another
 * document. The rules' read fails for them, which denies.
 */
function isDocumentId(id: string): boolean {
  return id !== '.' && id !== '..' && !/^__.*__$/.test(id);
}

/**
 * Membership from the Firestore emulator's REST API, as the official Storage emulator does for
 * cross-service rules. `Bearer owner` is the emulator's admin bypass: the rules read as the
 * service, not as the user. A failed read denies, as it does in the rules; it is logged so the
 * cause is visible (a 5xx instead would make the Web SDK retry for minutes).
 */
export function firestoreMembershipLookup(target: FirestoreEmulatorTarget): MembershipLookup {
  return async ({ bucket, workspaceId, uid }) => {
    if (!isDocumentId(workspaceId) || !isDocumentId(uid)) return null;
    const projectId = target.projectId ?? projectFromBucket(bucket);
    const workspace =
      `http://${target.host}/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents` +
      `/workspaces/${encodeURIComponent(workspaceId)}`;
    try {
      const [member, usage] = await Promise.all([
        readDocument(`${workspace}/members/${encodeURIComponent(uid)}`, memberDocument),
        readDocument(`${workspace}/usage/storage`, usageDocument),
      ]);
      if (member === null || member.fields?.suspended?.booleanValue === true) return null;
      const bytes = usage?.fields?.bytes;
      return {
        role: member.fields?.role?.stringValue ?? '',
        storageUsed: bytes?.integerValue ?? bytes?.doubleValue ?? 0,
      };
    } catch (error) {
      console.error(
        `storage emulator: cannot read the member document of ${uid} in workspace ${workspaceId} from Firestore at ${target.host}; denying.`,
        error instanceof Error ? error.message : error,
      );
      return null;
    }
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
