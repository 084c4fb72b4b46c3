/**
 * The user's workspaces: their own member documents across workspaces (a collection-group query
 * on `uid`), oldest membership first, live. Each carries the workspace's name, so the switcher
 * needs no read per workspace. Bounded: the first page, and more on request.
 */
import { useCallback, useState } from 'react';
import type { Member } from '../../../lib/firebase/converters';
import { listenToQuery } from '../../../lib/firebase/firestore';
import { myMembershipsQuery } from '../../../lib/firebase/members-data';
import { useLive, type LiveState } from '../../../lib/use-live';

export const MEMBERSHIPS_PAGE_SIZE = 50;

export interface MyMemberships {
  state: LiveState<Member[]>;
  /** The loaded list is full, so the user may belong to more workspaces. */
  hasMore: boolean;
  loadMore(): void;
}

export function useMyMemberships(uid: string): MyMemberships {
  // The user's own list rarely passes a page; more raises the listener's bound.
  const [bound, setBound] = useState({ uid, max: MEMBERSHIPS_PAGE_SIZE });
  const max = bound.uid === uid ? bound.max : MEMBERSHIPS_PAGE_SIZE;
  const subscribe = useCallback(
    (onNext: (value: Member[]) => void, onError: (error: Error) => void) =>
      listenToQuery(myMembershipsQuery(uid, max), onNext, onError),
    [uid, max],
  );
  const state = useLive(subscribe);
  const loadMore = useCallback(
    () => setBound({ uid, max: max + MEMBERSHIPS_PAGE_SIZE }),
    [uid, max],
  );
  return { state, hasMore: state.status === 'ready' && state.data.length >= max, loadMore };
}
