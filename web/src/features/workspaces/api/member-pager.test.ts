import { buildMember } from '@/testing/builders';
import type { Member } from './members';
import {
  mergePages,
  splitOpenRange,
  startMemberPager,
  type MemberListSnapshot,
  type PageRange,
} from './member-pager';

/** A recorder standing in for the Firestore page listeners. */
function fakePages() {
  const opened: {
    range: PageRange;
    next: (members: Member[]) => void;
    error: (error: Error) => void;
    closed: boolean;
  }[] = [];
  return {
    opened,
    open: () => opened.filter((page) => !page.closed),
    listen: (range: PageRange, next: (m: Member[]) => void, error: (e: Error) => void) => {
      const page = { range, next, error, closed: false };
      opened.push(page);
      return () => {
        page.closed = true;
      };
    },
  };
}

const people = (...names: string[]) =>
  names.map((name) => buildMember({ uid: name.toLowerCase(), displayName: name }));

describe('member paging', () => {
  it('closes the open page at its last member and opens the next right after it', () => {
    const [closed, next] = splitOpenRange(
      { after: { nameLower: 'ann', uid: 'a1' }, until: null, max: 2 },
      { nameLower: 'cy', uid: 'c1' },
      2,
    );
    expect(closed).toEqual({
      after: { nameLower: 'ann', uid: 'a1' },
      until: { nameLower: 'cy', uid: 'c1' },
      max: null,
    });
    expect(next).toEqual({ after: { nameLower: 'cy', uid: 'c1' }, until: null, max: 2 });
  });

  it('merges pages in order, each member once', () => {
    const [ann, bob, cy] = people('Ann', 'Bob', 'Cy');
    expect(mergePages([[ann!, bob!], null, [bob!, cy!]]).map((m) => m.uid)).toEqual([
      'ann',
      'bob',
      'cy',
    ]);
  });

  it('loads page after page without re-reading earlier ones', () => {
    const pages = fakePages();
    const snapshots: MemberListSnapshot[] = [];
    const pager = startMemberPager({
      listen: pages.listen,
      pageSize: 2,
      onChange: (snapshot) => snapshots.push(snapshot),
    });
    const latest = () => snapshots[snapshots.length - 1]!;

    expect(pages.open().map((page) => page.range)).toEqual([{ after: null, until: null, max: 2 }]);
    pager.loadMore(); // nothing loaded yet: no second page
    expect(pages.opened).toHaveLength(1);

    pages.open()[0]!.next(people('Ann', 'Bob'));
    expect(latest()).toMatchObject({ status: 'ready', hasMore: true, loadingMore: false });

    pager.loadMore();
    const bob = { nameLower: 'bob', uid: 'bob' };
    expect(pages.open().map((page) => page.range)).toEqual([
      { after: null, until: bob, max: null },
      { after: bob, until: null, max: 2 },
    ]);
    // Until the new page answers, the closed page's members stay on screen.
    expect(latest()).toMatchObject({ hasMore: false, loadingMore: true });
    expect(latest().members.map((m) => m.uid)).toEqual(['ann', 'bob']);

    pages.open()[1]!.next(people('Cy'));
    expect(latest().members.map((m) => m.uid)).toEqual(['ann', 'bob', 'cy']);
    expect(latest()).toMatchObject({ hasMore: false, loadingMore: false });
    pager.loadMore(); // the last page is not full: the end is reached
    expect(pages.opened).toHaveLength(3);

    // Someone joining inside the closed first page lands there, not in a gap.
    pages.open()[0]!.next(people('Ann', 'Abe', 'Bob'));
    expect(latest().members.map((m) => m.uid)).toEqual(['ann', 'abe', 'bob', 'cy']);

    pager.stop();
    expect(pages.open()).toEqual([]);
  });

  it('reports a failed first page as an error', () => {
    const pages = fakePages();
    const snapshots: MemberListSnapshot[] = [];
    startMemberPager({ listen: pages.listen, pageSize: 2, onChange: (s) => snapshots.push(s) });
    pages.open()[0]!.error(new Error('permission-denied'));
    expect(snapshots[0]).toMatchObject({ status: 'error', members: [] });
  });
});
