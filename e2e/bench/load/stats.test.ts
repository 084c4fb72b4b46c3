import { describe, expect, it } from 'vitest';
import { percentile, ratio, summarize } from './stats';

describe('percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, index) => 100 - index);

  it('is the nearest rank: a sample that was measured', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
  });

  it('is the largest sample when there are fewer than 100 for p99', () => {
    expect(percentile([30, 10, 20], 99)).toBe(30);
    expect(percentile([30, 10, 20], 50)).toBe(20);
    expect(percentile([7], 50)).toBe(7);
  });

  it('leaves its input in order', () => {
    const samples = [3, 1, 2];
    percentile(samples, 50);
    expect(samples).toEqual([3, 1, 2]);
  });

  it('is NaN without samples and refuses a percentile outside (0, 100]', () => {
    expect(percentile([], 50)).toBeNaN();
    expect(() => percentile([1], 0)).toThrow(/over 0 and at most 100/);
    expect(() => percentile([1], 101)).toThrow(/over 0 and at most 100/);
  });
});

describe('summarize', () => {
  it('gives count, p50, p95 and p99', () => {
    const samples = Array.from({ length: 200 }, (_, index) => index + 1);
    expect(summarize(samples)).toEqual({ count: 200, p50: 100, p95: 190, p99: 198 });
  });

  it('is null without samples', () => {
    expect(summarize([])).toBeNull();
  });
});

describe('ratio', () => {
  it('divides by the floor', () => {
    expect(ratio(300, 100)).toBe(3);
  });

  it('is null without a figure or a floor', () => {
    expect(ratio(undefined, 100)).toBeNull();
    expect(ratio(300, undefined)).toBeNull();
    expect(ratio(300, 0)).toBeNull();
  });
});
