import {
  addToWallTime,
  fromWallTime,
  isValidTimeZone,
  parseClockTime,
  timeZoneOffsetMinutes,
  toWallTime,
} from './time-zone';

describe('time zones', () => {
  it('reads wall time in a zone', () => {
    expect(toWallTime(new Date('2026-07-01T12:00:00Z'), 'Europe/Paris')).toEqual({
      year: 2026,
      month: 7,
      day: 1,
      hour: 14,
      minute: 0,
      second: 0,
    });
    expect(toWallTime(new Date('2026-01-01T03:00:00Z'), 'America/New_York').day).toBe(31);
  });

  it('knows offsets on both sides of DST', () => {
    expect(timeZoneOffsetMinutes(new Date('2026-01-15T12:00:00Z'), 'Europe/Paris')).toBe(60);
    expect(timeZoneOffsetMinutes(new Date('2026-07-15T12:00:00Z'), 'Europe/Paris')).toBe(120);
    expect(timeZoneOffsetMinutes(new Date('2026-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(timeZoneOffsetMinutes(new Date('2026-07-15T12:00:00Z'), 'UTC')).toBe(0);
  });

  it('converts wall time back to the instant', () => {
    const wall = { year: 2026, month: 7, day: 1, hour: 9, minute: 30, second: 0 };
    expect(fromWallTime(wall, 'Europe/Paris').toISOString()).toBe('2026-07-01T07:30:00.000Z');
    expect(fromWallTime(wall, 'America/Los_Angeles').toISOString()).toBe(
      '2026-07-01T16:30:00.000Z',
    );
    expect(fromWallTime({ ...wall, month: 1 }, 'Europe/Paris').toISOString()).toBe(
      '2026-01-01T08:30:00.000Z',
    );
  });

  it('moves a skipped spring-forward time past the jump and picks the first of a repeated one', () => {
    // Paris jumps 02:00 → 03:00 on 29 March 2026 and 03:00 → 02:00 on 25 October 2026.
    const skipped = { year: 2026, month: 3, day: 29, hour: 2, minute: 30, second: 0 };
    expect(fromWallTime(skipped, 'Europe/Paris').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    const repeated = { year: 2026, month: 10, day: 25, hour: 2, minute: 30, second: 0 };
    expect(fromWallTime(repeated, 'Europe/Paris').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('adds days and months with overflow', () => {
    const wall = { year: 2026, month: 1, day: 31, hour: 9, minute: 0, second: 0 };
    expect(addToWallTime(wall, { days: 1 })).toMatchObject({ month: 2, day: 1 });
    expect(addToWallTime(wall, { months: 1 })).toMatchObject({ month: 3, day: 3 });
    expect(addToWallTime(wall, { months: 12 })).toMatchObject({ year: 2027, month: 1, day: 31 });
  });

  it('validates zones and clock times', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(parseClockTime('09:30')).toBe(570);
    expect(parseClockTime('24:00')).toBe(1440);
    expect(parseClockTime('25:00')).toBeNull();
    expect(parseClockTime('9am')).toBeNull();
  });
});
