import { describe, expect, it } from 'vitest';
import {
  FIRST_TASK_POSITION,
  TASK_POSITION_MAX,
  TASK_POSITION_PATTERN,
  positionBetween,
} from './task-position';

/** Checks that `key` is a valid key strictly between `before` and `after`. */
function expectBetween(key: string, before: string | null, after: string | null) {
  expect(key).toMatch(TASK_POSITION_PATTERN);
  if (before !== null) expect(key > before, `${key} > ${before}`).toBe(true);
  if (after !== null) expect(key < after, `${key} < ${after}`).toBe(true);
}

describe('positionBetween', () => {
  it('starts an empty column at a0 and steps the integer part at either end', () => {
    expect(positionBetween(null, null)).toBe(FIRST_TASK_POSITION);
    expect(positionBetween('a0', null)).toBe('a1');
    expect(positionBetween('az', null)).toBe('b00');
    expect(positionBetween(null, 'a0')).toBe('Zz');
    expect(positionBetween(null, 'Z0')).toBe('Yzz');
    expect(positionBetween('a0', 'a2')).toBe('a1');
    expect(positionBetween('a0', 'a1')).toBe('a0V');
    expect(positionBetween('a0V', 'a1')).toBe('a0l');
  });

  it('keeps a column filled one card at a time short, at the end or at the top', () => {
    let last = positionBetween(null, null);
    let first = last;
    for (let count = 0; count < 2000; count += 1) {
      const next = positionBetween(last, null);
      expectBetween(next, last, null);
      last = next;
      const top = positionBetween(null, first);
      expectBetween(top, null, first);
      first = top;
    }
    expect(last.length).toBeLessThanOrEqual(4);
    expect(first.length).toBeLessThanOrEqual(4);
  });

  it('always finds a key between two neighbours, growing slowly', () => {
    let low = 'a0';
    const high = 'a1';
    for (let count = 0; count < 500; count += 1) {
      const middle = positionBetween(low, high);
      expectBetween(middle, low, high);
      low = middle;
    }
    // About one character per five inserts at the very same spot.
    expect(low.length).toBeLessThan(TASK_POSITION_MAX);
  });

  it('orders a column after random moves', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) % 1000) / 1000;
    const column: string[] = [positionBetween(null, null)];
    for (let move = 0; move < 1000; move += 1) {
      const at = Math.floor(random() * (column.length + 1));
      const key = positionBetween(column[at - 1] ?? null, column[at] ?? null);
      expectBetween(key, column[at - 1] ?? null, column[at] ?? null);
      column.splice(at, 0, key);
    }
    expect([...column].sort()).toEqual(column);
    expect(new Set(column).size).toBe(column.length);
  });

  it('refuses keys out of order or that are not keys', () => {
    expect(() => positionBetween('a1', 'a0')).toThrow('a1 is not before a0');
    expect(() => positionBetween('a1', 'a1')).toThrow();
    expect(() => positionBetween('0a', null)).toThrow('Not a task position: 0a');
    expect(() => positionBetween('a10', null)).toThrow('Not a task position: a10');
    expect(() => positionBetween('b0', null)).toThrow('Not a task position: b0');
  });
});
