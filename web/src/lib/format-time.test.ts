import { dateTimeFormat, formatDate, formatDateTime, formatRelativeTime } from './format-time';

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
