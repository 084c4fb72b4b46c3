import { describe, expect, it } from 'vitest';
import { cursorWriteDelay, JOB_WRITE_INTERVAL_MS } from './fanout';

describe('cursorWriteDelay (fan-out pacing)', () => {
  it('keeps the job document to one write a second', () => {
    expect(JOB_WRITE_INTERVAL_MS).toBe(1000);
    expect(cursorWriteDelay(10_000, 10_000)).toBe(1000);
    expect(cursorWriteDelay(10_000, 10_300)).toBe(700);
  });

  it('does not wait once a second has passed, or for a job never written', () => {
    expect(cursorWriteDelay(10_000, 11_000)).toBe(0);
    expect(cursorWriteDelay(10_000, 15_000)).toBe(0);
    expect(cursorWriteDelay(null, 10_000)).toBe(0);
  });

  it('waits at most one interval, whatever the clocks say', () => {
    expect(cursorWriteDelay(20_000, 10_000)).toBe(1000);
  });
});
