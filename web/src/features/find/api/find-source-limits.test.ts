import { findEventWindow } from './find-source-limits';

const DAY = 24 * 60 * 60 * 1000;
const MORNING = Date.UTC(2026, 10, 27, 0, 0, 1);
const NIGHT = Date.UTC(2026, 10, 27, 23, 59, 59);

describe('findEventWindow', () => {
  it('is the same query all day: from 30 days before the day to 365 days after it', () => {
    const window = findEventWindow(MORNING);
    expect(findEventWindow(NIGHT)).toEqual(window);
    expect(window.from.toISOString()).toBe('2026-10-28T00:00:00.000Z');
    expect(window.to.getTime() - window.from.getTime()).toBe((30 + 365) * DAY);
  });

  it('moves on with the next day', () => {
    expect(findEventWindow(NIGHT + 1000).from.toISOString()).toBe('2026-10-29T00:00:00.000Z');
  });
});
