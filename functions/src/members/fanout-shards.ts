/**
 * How a fan-out splits a workspace's member list into shards that run side by side. Member
 * documents are keyed by Firebase uid, 28 letters and digits drawn at random, so ranges of the
 * first character split the list into near-equal parts without reading it. Ids of any other
 * shape still fall into exactly one range (the first range is open below, the last above): an
 * odd id makes a shard larger, never lost or doubled.
 */

/** The characters of a Firebase uid, in Firestore's (byte) order. */
const UID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Shards of a workspace rename: 16 pages of member documents are written at once. */
export const WORKSPACE_FANOUT_SHARDS = 16;

/** One shard's range of member document ids: from (inclusive) to (exclusive); null is open. */
export interface ShardRange {
  from: string | null;
  to: string | null;
}

/** `count` contiguous ranges that together cover every document id, in order. */
export function shardRanges(count: number): ShardRange[] {
  const parts = Math.max(1, Math.min(count, UID_ALPHABET.length));
  const starts = Array.from({ length: parts - 1 }, (_, index) =>
    UID_ALPHABET.charAt(Math.round(((index + 1) * UID_ALPHABET.length) / parts)),
  );
  return Array.from({ length: parts }, (_, index) => ({
    from: index === 0 ? null : starts[index - 1]!,
    to: index === parts - 1 ? null : starts[index]!,
  }));
}
