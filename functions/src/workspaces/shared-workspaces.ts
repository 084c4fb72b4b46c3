/**
 * Who shares a workspace with someone: both active (not suspended) members of one workspace,
 * read from the member documents (`workspaces/{ws}/members/{uid}`), which no client writes.
 * Direct and group chats, and mention notices, are only among such people.
 */
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';

/** Firestore's limit on the values of one `in` query. */
const IN_QUERY_LIMIT = 30;

function activeWorkspaceId(member: QueryDocumentSnapshot): string | null {
  if (member.get('suspended') === true) return null;
  return member.ref.parent.parent?.id ?? null;
}

/** The workspaces `uid` is an active member of. */
async function activeWorkspaces(uid: string): Promise<Set<string>> {
  const members = await db.collectionGroup('members').where('uid', '==', uid).get();
  return new Set(members.docs.flatMap((member) => activeWorkspaceId(member) ?? []));
}

/** Those among `others` who are active members of a workspace `uid` is an active member of. */
export async function sharingAWorkspace(
  uid: string,
  others: readonly string[],
): Promise<Set<string>> {
  const candidates = [...new Set(others)].filter((other) => other && other !== uid);
  const sharing = new Set<string>();
  if (candidates.length === 0) return sharing;
  const mine = await activeWorkspaces(uid);
  if (mine.size === 0) return sharing;
  for (let start = 0; start < candidates.length; start += IN_QUERY_LIMIT) {
    const chunk = candidates.slice(start, start + IN_QUERY_LIMIT);
    const members = await db.collectionGroup('members').where('uid', 'in', chunk).get();
    for (const member of members.docs) {
      const workspaceId = activeWorkspaceId(member);
      if (workspaceId && mine.has(workspaceId)) sharing.add(String(member.get('uid')));
    }
  }
  return sharing;
}
