/**
 * A workspace's members in name order, live, a page at a time, optionally only those whose name
 * starts with a typed prefix (the search waits for typing to pause). Nothing reads the whole list.
 * While a search loads, `members` may hold the previous search's results: show "loading" only
 * when there is nothing to show.
 */
import { useEffect, useRef, useState } from 'react';
import { useFirestore } from 'reactfire';
import { queryFeed } from '@/lib/firebase/live-feeds';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { memberPageQuery } from './members';
import { startMemberPager, type MemberListSnapshot, type MemberPager } from './member-pager';
import { MEMBER_SEARCH_DEBOUNCE_MS, namePrefixRange } from './member-search';

/** Members per page in the settings list and the pickers. */
export const MEMBER_PAGE_SIZE = 50;

export interface MemberList extends MemberListSnapshot {
  /** Loads the next page (when `hasMore`). */
  loadMore(): void;
}

const LOADING: MemberListSnapshot = {
  status: 'loading',
  members: [],
  hasMore: false,
  loadingMore: false,
  error: null,
};

export function useMemberList(
  workspaceId: string,
  options: { search?: string; pageSize?: number } = {},
): MemberList {
  const pageSize = options.pageSize ?? MEMBER_PAGE_SIZE;
  const names = namePrefixRange(useDebouncedValue(options.search ?? '', MEMBER_SEARCH_DEBOUNCE_MS));
  const start = names?.start ?? null;
  const end = names?.end ?? null;
  const key = `${workspaceId}\n${start ?? ''}\n${pageSize}`;
  const [state, setState] = useState<{
    key: string;
    workspaceId: string;
    snapshot: MemberListSnapshot;
  }>({ key, workspaceId, snapshot: LOADING });
  const pagerRef = useRef<MemberPager | null>(null);
  const db = useFirestore();

  useEffect(() => {
    const range = start !== null && end !== null ? { start, end } : null;
    const pager = startMemberPager({
      pageSize,
      // Pages open and close as the list grows, so each is a feed, not a hook.
      listen: (page, onNext, onError) =>
        queryFeed(memberPageQuery(db, workspaceId, { names: range, ...page })).subscribe(
          onNext,
          onError,
        ),
      onChange: (snapshot) => setState({ key, workspaceId, snapshot }),
    });
    pagerRef.current = pager;
    return () => {
      pager.stop();
      if (pagerRef.current === pager) pagerRef.current = null;
    };
  }, [db, workspaceId, start, end, pageSize, key]);

  const snapshot =
    state.key === key
      ? state.snapshot
      : // Another search of this workspace: loading, with the last results kept meanwhile, so
        // the list does not flash empty as the user types and a click on a result that is
        // still shown is not lost (they are members of this workspace all the same).
        // Another workspace's members are never shown.
        {
          ...LOADING,
          members: state.workspaceId === workspaceId ? state.snapshot.members : LOADING.members,
        };
  return { ...snapshot, loadMore: () => pagerRef.current?.loadMore() };
}
