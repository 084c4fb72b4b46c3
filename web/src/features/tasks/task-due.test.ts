import { dueLabel, inDueFilter, isLate } from './task-due';

// Friday 2026-03-06, 10:30 in Tokyo (01:30 UTC).
const NOW = new Date('2026-03-06T01:30:00Z');
const TOKYO = 'Asia/Tokyo';
const open = (due: string | null) => ({ due, status: 'todo' });

describe('due dates on the board', () => {
  it('reads a day or a day and time as stored', () => {
    expect(dueLabel('2026-03-04')).toBe('Mar 4');
    expect(dueLabel('2026-03-04T09:30')).toBe('Mar 4, 09:30');
  });

  it('is late the day after, or once the time has passed, on the workspace clock', () => {
    expect(isLate(open('2026-03-05'), NOW, TOKYO)).toBe(true);
    expect(isLate(open('2026-03-06'), NOW, TOKYO)).toBe(false);
    expect(isLate(open('2026-03-06T10:00'), NOW, TOKYO)).toBe(true);
    expect(isLate(open('2026-03-06T11:00'), NOW, TOKYO)).toBe(false);
    // In New York it is still Thursday the 5th.
    expect(isLate(open('2026-03-05'), NOW, 'America/New_York')).toBe(false);
  });

  it('is never late once done', () => {
    expect(isLate({ due: '2026-03-01', status: 'done' }, NOW, TOKYO)).toBe(false);
  });

  it('filters by overdue, this week (today and the 6 days after) and none', () => {
    expect(inDueFilter(open('2026-03-12'), 'week', NOW, TOKYO)).toBe(true);
    expect(inDueFilter(open('2026-03-13'), 'week', NOW, TOKYO)).toBe(false);
    expect(inDueFilter(open('2026-03-05'), 'week', NOW, TOKYO)).toBe(false);
    expect(inDueFilter(open('2026-03-05'), 'overdue', NOW, TOKYO)).toBe(true);
    expect(inDueFilter(open(null), 'none', NOW, TOKYO)).toBe(true);
    expect(inDueFilter(open('2026-03-05'), 'none', NOW, TOKYO)).toBe(false);
    expect(inDueFilter(open(null), 'any', NOW, TOKYO)).toBe(true);
  });
});
