import { changedSince, reconcileElements, remoteWins, type VersionedElement } from './reconcile';

const el = (
  id: string,
  version: number,
  versionNonce = 100,
  index: string | null = null,
): VersionedElement => ({
  id,
  version,
  versionNonce,
  index,
});

describe('reconcileElements', () => {
  it('keeps the higher version from either side', () => {
    const merged = reconcileElements([el('a', 3), el('b', 1)], [el('a', 2), el('b', 4)]);
    expect(merged.map((e) => `${e.id}${e.version}`)).toEqual(['a3', 'b4']);
  });

  it('breaks version ties with the lower versionNonce, whichever side holds it', () => {
    expect(remoteWins(el('a', 2, 50), el('a', 2, 10))).toBe(true);
    expect(remoteWins(el('a', 2, 10), el('a', 2, 50))).toBe(false);
    const one = reconcileElements([el('a', 2, 50)], [el('a', 2, 10)]);
    const other = reconcileElements([el('a', 2, 10)], [el('a', 2, 50)]);
    expect(one[0]?.versionNonce).toBe(10);
    expect(other[0]?.versionNonce).toBe(10);
  });

  it('adds elements only one side has, and keeps deletions as tombstones', () => {
    const deleted = { ...el('b', 5), isDeleted: true };
    const merged = reconcileElements([el('a', 1), el('b', 4)], [deleted, el('c', 1)]);
    expect(merged.map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(merged[1]?.isDeleted).toBe(true);
  });

  it('orders by fractional index when every element has one', () => {
    const merged = reconcileElements(
      [el('a', 1, 1, 'a2'), el('b', 1, 1, 'a4')],
      [el('c', 1, 1, 'a3')],
    );
    expect(merged.map((e) => e.id)).toEqual(['a', 'c', 'b']);
  });

  it('returns the local array untouched when nothing changes', () => {
    const local = [el('a', 3), el('b', 2)];
    expect(reconcileElements(local, [el('a', 1), el('b', 2)])).toBe(local);
  });

  it('converges: both clients reach the same scene', () => {
    const alice = [el('a', 3, 7, 'a1'), el('b', 1, 1, 'a2')];
    const bob = [el('a', 3, 2, 'a1'), el('c', 1, 1, 'a3')];
    expect(reconcileElements(alice, bob)).toEqual(reconcileElements(bob, alice));
  });
});

describe('changedSince', () => {
  it('lists elements whose version differs from the saved one', () => {
    const saved = new Map([
      ['a', 1],
      ['b', 2],
    ]);
    expect(changedSince([el('a', 1), el('b', 3), el('c', 1)], saved).map((e) => e.id)).toEqual([
      'b',
      'c',
    ]);
  });
});
