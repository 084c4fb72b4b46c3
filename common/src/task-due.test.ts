import { describe, expect, it } from 'vitest';
import { addDays, dueDay, isOverdue, isTaskDue, taskDue, zonedNow } from './task-due';

describe('due dates', () => {
  it('are a day, or a day and a time, that exist', () => {
    expect(isTaskDue('2026-03-04')).toBe(true);
    expect(isTaskDue('2026-03-04T17:30')).toBe(true);
    expect(isTaskDue('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-04-31', '2026-3-4', '2026-03-04T24:00', '', null, 7])
      expect(isTaskDue(bad)).toBe(false);
    expect(taskDue('2026-03-04')).toBe('2026-03-04');
    expect(taskDue('2026-03-04', '09:05')).toBe('2026-03-04T09:05');
    expect(dueDay('2026-03-04T09:05')).toBe('2026-03-04');
  });

  it('sort as strings in time order, a day before the times of that day', () => {
    const dues = ['2026-03-05', '2026-03-04T09:00', '2026-03-04', '2026-12-01', '2026-03-04T17:30'];
    expect([...dues].sort()).toEqual([
      '2026-03-04',
      '2026-03-04T09:00',
      '2026-03-04T17:30',
      '2026-03-05',
      '2026-12-01',
    ]);
  });

  it('count days across months and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('the workspace clock', () => {
  const instant = new Date('2026-03-02T23:30:00Z');

  it('reads the day and hour in the zone', () => {
    expect(zonedNow(instant, 'Asia/Tokyo')).toEqual({
      day: '2026-03-03',
      hour: 8,
      minute: '2026-03-03T08:30',
    });
    expect(zonedNow(instant, 'America/New_York').day).toBe('2026-03-02');
    expect(zonedNow(instant, 'America/New_York').hour).toBe(18);
    expect(zonedNow(new Date('2026-03-02T00:10:00Z'), 'UTC').hour).toBe(0);
    // A zone Intl does not know reads as UTC.
    expect(zonedNow(instant, 'Mars/Olympus')).toEqual(zonedNow(instant, 'UTC'));
  });

  it('says a day is overdue once it is over there, a time once it has passed', () => {
    expect(isOverdue('2026-03-02', instant, 'Asia/Tokyo')).toBe(true);
    expect(isOverdue('2026-03-02', instant, 'America/New_York')).toBe(false);
    expect(isOverdue('2026-03-03T08:00', instant, 'Asia/Tokyo')).toBe(true);
    expect(isOverdue('2026-03-03T09:00', instant, 'Asia/Tokyo')).toBe(false);
  });
});
