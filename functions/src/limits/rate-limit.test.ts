import { describe, expect, it } from 'vitest';
import { decideRate } from './rate-limit';

const rate = { limit: 3, windowMs: 60_000 };

describe('decideRate (a sliding window)', () => {
  it('allows `limit` uses in any window and refuses the next until the oldest leaves it', () => {
    expect(decideRate(rate, [], 1_000)).toEqual({ decision: { allowed: true }, kept: [1_000] });
    const full = [1_000, 2_000, 3_000];
    expect(decideRate(rate, full, 30_000)).toEqual({
      decision: { allowed: false, retryAfterSeconds: 31 },
      kept: full,
    });
    expect(decideRate(rate, full, 61_001)).toEqual({
      decision: { allowed: true },
      kept: [2_000, 3_000, 61_001],
    });
  });

  it('forgets uses older than the window, and never waits less than a second', () => {
    expect(decideRate(rate, [0, 10, 20], 60_000).decision).toEqual({ allowed: true });
    expect(decideRate(rate, [1_000, 2_000, 3_000], 60_999).decision).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
  });
});
