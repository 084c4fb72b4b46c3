/**
 * The member documents of a few specific people (a project's lead, an event's attendees, video
 * uploaders, canvas collaborators), live, to show their names and photos. Reads only those
 * documents, in batches of Firestore's `in` limit; someone who left has none.
 */
import { useMemo } from 'react';
import { ANONYMOUS_USER_NAME } from '@crewspace/common/models';
import { useFirestore } from 'reactfire';
import { useQueriesData } from '@/lib/firebase/live-data';
import { MEMBERS_BY_ID_MAX, membersByIdQuery, type Member } from './members';

/** The ids once each, sorted (a stable key), in batches one query can ask for. */
export function idBatches(uids: readonly string[], size = MEMBERS_BY_ID_MAX): string[][] {
  const unique = [...new Set(uids.filter(Boolean))].sort();
  const batches: string[][] = [];
  for (let start = 0; start < unique.length; start += size) {
    batches.push(unique.slice(start, start + size));
  }
  return batches;
}

/** A member's name for display; `missing` when they have no member document (they left). */
export function memberName(member: Member | undefined, missing = 'A former member'): string {
  if (!member) return missing;
  return member.displayName.trim() || ANONYMOUS_USER_NAME;
}

export interface MembersById {
  status: 'loading' | 'ready' | 'error';
  byId: ReadonlyMap<string, Member>;
}

const NONE: ReadonlyMap<string, Member> = new Map();

export function useMembersById(workspaceId: string | null, uids: readonly string[]): MembersById {
  const db = useFirestore();
  const batches = idBatches(uids);
  // One listener per workspace and set of ids, shared by every component naming the same people.
  const live = useQueriesData(
    workspaceId ? batches.map((batch) => membersByIdQuery(db, workspaceId, batch)) : null,
  );
  const reads = workspaceId !== null && batches.length > 0;
  return useMemo<MembersById>(() => {
    if (!reads) return { status: 'ready', byId: NONE };
    return live.status === 'ready'
      ? { status: 'ready', byId: new Map(live.data.flat().map((member) => [member.uid, member])) }
      : { status: live.status, byId: NONE };
  }, [reads, live]);
}
