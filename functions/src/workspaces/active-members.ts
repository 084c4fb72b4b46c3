/** Who among some user ids is an active member of a workspace (one batched read). */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { memberRef } from './membership';

/**
 * The member documents of those among `uids` who are active members (not suspended), by uid.
 * Client-written lists of people (attendees, mentions) may name anyone; this is the filter.
 */
export async function activeMembers(
  workspaceId: string,
  uids: readonly string[],
): Promise<Map<string, DocumentSnapshot>> {
  const unique = [...new Set(uids.filter(Boolean))];
  if (unique.length === 0) return new Map();
  const members = await db.getAll(...unique.map((uid) => memberRef(workspaceId, uid)));
  return new Map(
    members
      .filter((member) => member.exists && member.get('suspended') !== true)
      .map((member) => [member.id, member]),
  );
}

/** A member's display name from their member document ('' when there is none). */
export function memberName(member: DocumentSnapshot | undefined): string {
  const name = member?.get('displayName') as unknown;
  return typeof name === 'string' ? name : '';
}
