/**
 * Live paging through a workspace's members in name order, without re-reading earlier pages.
 *
 * Each page is its own listener over a range of the (nameLower, uid) order. The last page is
 * open: it starts after the previous page's last member and holds at most `pageSize`. Loading
 * more closes it at its current last member (it then holds exactly the members between its two
 * cursors, however many join later) and opens a new page after that member. The ranges never
 * overlap and leave no gap, so a member who joins or renames lands in exactly one page, and a
 * "load more" costs one page plus the re-read of the page it closes.
 */
import type { Member, MemberCursor } from './members';

/** Where one page starts and ends (see MemberPageSpec in members.ts). */
export interface PageRange {
  after: MemberCursor | null;
  until: MemberCursor | null;
  /** The open page's size; null for a closed page. */
  max: number | null;
}

export type ListenToPage = (
  range: PageRange,
  onNext: (members: Member[]) => void,
  onError: (error: Error) => void,
) => () => void;

export interface MemberListSnapshot {
  /** 'loading' until the first page answers, 'error' when it failed. */
  status: 'loading' | 'ready' | 'error';
  /** Every loaded page's members, in order, each member once. */
  members: Member[];
  /** The last page is full, so more members may follow. */
  hasMore: boolean;
  /** A page after the first is on its way. */
  loadingMore: boolean;
  error: Error | null;
}

export function cursorOf(member: Pick<Member, 'nameLower' | 'uid'>): MemberCursor {
  return { nameLower: member.nameLower, uid: member.uid };
}

/** The range that closes `open` at `last`, and the open range that follows it. */
export function splitOpenRange(
  open: PageRange,
  last: MemberCursor,
  pageSize: number,
): [closed: PageRange, next: PageRange] {
  return [
    { after: open.after, until: last, max: null },
    { after: last, until: null, max: pageSize },
  ];
}

/** The pages' members in page order; a member caught in two pages mid-update appears once. */
export function mergePages(pages: readonly (readonly Member[] | null)[]): Member[] {
  const seen = new Set<string>();
  const merged: Member[] = [];
  for (const page of pages) {
    for (const member of page ?? []) {
      if (seen.has(member.uid)) continue;
      seen.add(member.uid);
      merged.push(member);
    }
  }
  return merged;
}

interface Page {
  range: PageRange;
  /** The page's members; while a re-opened range is loading, what it held before. */
  members: Member[] | null;
  stop: () => void;
}

export interface MemberPager {
  /** Opens the next page when the last one is full; otherwise does nothing. */
  loadMore(): void;
  stop(): void;
}

export function startMemberPager(options: {
  listen: ListenToPage;
  pageSize: number;
  onChange(snapshot: MemberListSnapshot): void;
}): MemberPager {
  const { listen, pageSize, onChange } = options;
  const pages: Page[] = [];
  let error: Error | null = null;
  let stopped = false;

  function snapshot(): MemberListSnapshot {
    const first = pages[0];
    const last = pages[pages.length - 1];
    const firstLoaded = first?.members != null;
    return {
      status: firstLoaded ? 'ready' : error ? 'error' : 'loading',
      members: mergePages(pages.map((page) => page.members)),
      hasMore:
        last !== undefined &&
        last.range.max !== null &&
        last.members !== null &&
        last.members.length >= last.range.max,
      loadingMore: firstLoaded && pages.some((page) => page.members === null),
      error,
    };
  }

  function emit() {
    if (!stopped) onChange(snapshot());
  }

  function open(range: PageRange, members: Member[] | null): Page {
    const page: Page = { range, members, stop: () => undefined };
    page.stop = listen(
      range,
      (next) => {
        page.members = next;
        emit();
      },
      (cause) => {
        error = cause;
        emit();
      },
    );
    return page;
  }

  pages.push(open({ after: null, until: null, max: pageSize }, null));

  return {
    loadMore() {
      if (stopped || !snapshot().hasMore) return;
      const last = pages[pages.length - 1]!;
      const lastMember = last.members![last.members!.length - 1]!;
      const [closed, next] = splitOpenRange(last.range, cursorOf(lastMember), pageSize);
      last.stop();
      pages[pages.length - 1] = open(closed, last.members);
      pages.push(open(next, null));
      emit();
    },
    stop() {
      stopped = true;
      for (const page of pages) page.stop();
    },
  };
}
