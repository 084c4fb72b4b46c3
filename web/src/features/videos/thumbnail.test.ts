import { describe, expect, it } from 'vitest';
import { thumbnailSize, thumbnailTime } from './thumbnail';

describe('thumbnailSize', () => {
  it('is 320 px wide and keeps the aspect', () => {
    expect(thumbnailSize(1920, 1080)).toEqual({ width: 320, height: 180 });
    expect(thumbnailSize(1080, 1920)).toEqual({ width: 320, height: 569 });
    expect(thumbnailSize(0, 0)).toEqual({ width: 320, height: 180 });
  });
});

describe('thumbnailTime', () => {
  it('is 1 s, or the middle of a shorter clip', () => {
    expect(thumbnailTime(10)).toBe(1);
    expect(thumbnailTime(1)).toBe(0.5);
    expect(thumbnailTime(Number.POSITIVE_INFINITY)).toBe(1);
    expect(thumbnailTime(Number.NaN)).toBe(1);
  });
});
