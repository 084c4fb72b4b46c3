import {
  dateTimeFormat,
  formatDate,
  formatDateTime,
  formatEventStart,
  formatListTime,
  formatRelativeTime,
  formatTime,
} from './format-time';

const NOON = new Date(Date.UTC(2026, 10, 27, 12, 0, 0));

describe('dateTimeFormat', () => {
  it('builds one formatter per locale and options, and keeps it', () => {
    const first = dateTimeFormat('en', { dateStyle: 'medium' });
    expect(dateTimeFormat('en', { dateStyle: 'medium' })).toBe(first);
    expect(dateTimeFormat('en', { dateStyle: 'long' })).not.toBe(first);
    expect(dateTimeFormat('de', { dateStyle: 'medium' })).not.toBe(first);
    expect(dateTimeFormat(undefined, { dateStyle: 'medium' })).not.toBe(first);
  });

  it('keeps nothing for a time zone Intl does not know', () => {
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});

describe('the formats', () => {
  it('read as the same options of toLocale*String', () => {
    expect(formatDate(NOON, 'en')).toBe('Nov 27, 2026');
    expect(formatDate(NOON)).toBe(NOON.toLocaleDateString(undefined, { dateStyle: 'medium' }));
    expect(formatDateTime(NOON)).toBe(
      NOON.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
    );
  });

  it('says how long ago within a day, and the date after', () => {
    const at = (ms: number) => formatRelativeTime(new Date(NOON.getTime() - ms), NOON);
    expect(at(44_000)).toBe('just now');
    expect(at(5 * 60_000)).toBe('5 min ago');
    expect(at(3 * 3_600_000)).toBe('3 h ago');
    const old = new Date(NOON.getTime() - 3 * 86_400_000);
    expect(formatRelativeTime(old, NOON)).toBe(
      old.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' }),
    );
  });
});

describe('one clock format', () => {
  it("writes times as the reader's locale does, in the zone asked for", () => {
    expect(formatTime(NOON)).toBe(NOON.toLocaleTimeString(undefined, { timeStyle: 'short' }));
    expect(formatTime(NOON, 'Asia/Tokyo')).toBe(
      NOON.toLocaleTimeString(undefined, { timeStyle: 'short', timeZone: 'Asia/Tokyo' }),
    );
    // The date-and-time form carries the very same clock.
    expect(formatDateTime(NOON)).toContain(formatTime(NOON));
    expect(formatDateTime(NOON, 'Asia/Tokyo')).toContain(formatTime(NOON, 'Asia/Tokyo'));
  });

  it("stamps a list with today's time, yesterday, the weekday, then the date", () => {
    const now = new Date(2026, 10, 27, 18, 0);
    const earlier = (days: number) => new Date(2026, 10, 27 - days, 9, 30);
    expect(formatListTime(earlier(0), now)).toBe(formatTime(earlier(0)));
    expect(formatListTime(earlier(1), now)).toBe('Yesterday');
    expect(formatListTime(earlier(3), now)).toBe(
      earlier(3).toLocaleDateString(undefined, { weekday: 'long' }),
    );
    expect(formatListTime(earlier(9), now)).toBe(
      earlier(9).toLocaleDateString(undefined, { dateStyle: 'short' }),
    );
  });
});

describe('an event notice', () => {
  const reader = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  const elsewhere = reader === 'Asia/Tokyo' ? 'America/New_York' : 'Asia/Tokyo';
  const start = new Date('2026-12-01T10:00:00Z');

  it("reads in the reader's zone, with the calendar's clock when it reads otherwise", () => {
    expect(formatEventStart({ start, allDay: false, timeZone: reader, repeats: null })).toBe(
      formatDateTime(start),
    );
    const theirs = formatEventStart({ start, allDay: false, timeZone: elsewhere, repeats: null });
    expect(theirs.startsWith(`${formatDateTime(start)} (`)).toBe(true);
    expect(theirs).toContain(`${formatTime(start, elsewhere)} in ${elsewhere})`);
    expect(theirs).not.toContain('UTC');
  });

  it('says how it repeats, and keeps an all-day date as it is', () => {
    expect(formatEventStart({ start, allDay: false, timeZone: reader, repeats: 'weekly' })).toBe(
      `${formatDateTime(start)}, repeats weekly`,
    );
    const day = new Date('2026-12-01T00:00:00Z');
    expect(formatEventStart({ start: day, allDay: true, timeZone: elsewhere, repeats: null })).toBe(
      `${day.toLocaleDateString(undefined, { dateStyle: 'medium', timeZone: 'UTC' })}, all day`,
    );
  });
});
