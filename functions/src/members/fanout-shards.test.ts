import { describe, expect, it } from 'vitest';
import { shardRanges, WORKSPACE_FANOUT_SHARDS } from './fanout-shards';

/** The range an id falls in, compared as Firestore orders document ids (by bytes). */
function rangeOf(id: string, ranges: ReturnType<typeof shardRanges>): number[] {
  return ranges.flatMap((range, index) =>
    (range.from === null || id >= range.from) && (range.to === null || id < range.to)
      ? [index]
      : [],
  );
}

describe('shardRanges (fan-out shards by member id)', () => {
  it('splits a workspace rename into 16 contiguous ranges, open at both ends', () => {
    expect(WORKSPACE_FANOUT_SHARDS).toBe(16);
    const ranges = shardRanges(16);
    expect(ranges).toHaveLength(16);
    expect(ranges[0]!.from).toBeNull();
    expect(ranges.at(-1)!.to).toBeNull();
    ranges.slice(1).forEach((range, index) => expect(range.from).toBe(ranges[index]!.to));
  });

  it('puts every id in exactly one range, uids and odd ids alike', () => {
    const ranges = shardRanges(16);
    for (const id of ['0abc', '9', 'A', 'Zz', '_x', 'a', 'zzzz', '-dash', '~tilde', 'seeded-001']) {
      expect(rangeOf(id, ranges)).toHaveLength(1);
    }
  });

  it('spreads random uids near evenly', () => {
    const ranges = shardRanges(16);
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
    const counts = new Array<number>(16).fill(0);
    for (const first of alphabet) counts[rangeOf(`${first}rest`, ranges)[0]!]! += 1;
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(3);
    expect(Math.max(...counts)).toBeLessThanOrEqual(5);
  });

  it('keeps one open range for one shard', () => {
    expect(shardRanges(1)).toEqual([{ from: null, to: null }]);
  });
});
