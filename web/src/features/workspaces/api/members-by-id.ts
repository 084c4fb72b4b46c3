/**
 * The member documents of a few specific people (a project's lead, an event's attendees, video
 * uploaders, canvas collaborators), live, to show their names and photos. Reads only those
 * documents, in batches of Firestore's `in` limit; someone who left has none.
 */
import { useCallback, useMemo } from 'react';
import { ANONYMOUS_USER_NAME } from '@crewspace/common/models';
import type { Member } from '../../../lib/firebase/converters';
import { listenToQuery } from '../../../lib/firebase/firestore';
import { MEMBERS_BY_ID_MAX, membersByIdQuery } from '../../../lib/firebase/members-data';
import { useLive } from '../../../lib/use-live';

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
  const batchKey = JSON.stringify(idBatches(uids));
  const subscribe = useCallback(
    (onNext: (value: ReadonlyMap<string, Member>) => void, onError: (error: Error) => void) => {
      const batches = JSON.parse(batchKey) as string[][];
      if (!workspaceId || batches.length === 0) {
        onNext(NONE);
        return () => undefined;
      }
      const results: (Member[] | null)[] = batches.map(() => null);
      const emit = () => {
        if (results.some((result) => result === null)) return;
        onNext(new Map(results.flatMap((result) => result ?? []).map((m) => [m.uid, m])));
      };
      const stops = batches.map((batch, index) =>
        listenToQuery(
          membersByIdQuery(workspaceId, batch),
          (members) => {
            results[index] = members;
            emit();
          },
          onError,
        ),
      );
      return () => stops.forEach((stop) => stop());
    },
    [workspaceId, batchKey],
  );
  const live = useLive(subscribe);
  return useMemo(
    () =>
      live.status === 'ready'
        ? { status: 'ready', byId: live.data }
        : { status: live.status, byId: NONE },
    [live],
  );
}
