import type { DocumentData } from 'firebase-admin/firestore';

/** The member fields the workspace channel mirrors (membership, role, name and photo). */
const CHAT_FIELDS = ['role', 'suspended', 'displayName', 'photoURL'] as const;

/**
 * Whether a member document write changes what the workspace channel shows. A workspace rename
 * rewrites every member document's copy of its name; that must not cost a chat call per member.
 */
export function memberChangeMatters(
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): boolean {
  if (!before || !after) return before !== after;
  return CHAT_FIELDS.some((field) => before[field] !== after[field]);
}

/**
 * Whether a member document write can change what the member may do: joined, left or removed,
 * re-roled, suspended or restored. Their pending invitations are judged again then.
 */
export function memberRightsChanged(
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): boolean {
  if (!before || !after) return before !== after;
  return before.role !== after.role || before.suspended !== after.suspended;
}
