/**
 * The user's workspaces: their own member documents across workspaces (a collection-group query
 * on `uid`), oldest membership first, live. Each carries the workspace's name, so the switcher
 * needs no read per workspace. Bounded: the first page, and more on request.
 */
import { useCallback, useState } from 'react';
import { useFirestore } from 'reactfire';
import { useQueryData, type LiveState } from '@/lib/firebase/live-data';
import { myMembershipsQuery, type Member } from './members';

/** Memberships per page: a member of many workspaces still opens the app in under 50 reads. */
export const MEMBERSHIPS_PAGE_SIZE = 30;

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
  const state = useQueryData(myMembershipsQuery(useFirestore(), uid, max));
  const loadMore = useCallback(
    () => setBound({ uid, max: max + MEMBERSHIPS_PAGE_SIZE }),
    [uid, max],
  );
  return { state, hasMore: state.status === 'ready' && state.data.length >= max, loadMore };
}
