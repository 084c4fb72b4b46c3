/**
 * Dates and times as people read them, in the browser's locale unless a caller names one. Every
 * clock time in the app (chat list and messages, dashboard, calendar, notices) comes from
 * `formatTime` or `formatDateTime`, so one person sees one format ("3:04 PM" or "15:04", as their
 * locale writes it) on every page.
 *
 * `toLocaleDateString(locale, options)` builds a new Intl.DateTimeFormat on every call (V8 only
 * reuses the formatter of a call without options): about 140 µs each against 1 µs for a kept
 * formatter. A list that formats a date per row did that on every render, so the formatters are
 * built once per locale and options and kept.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The formatter for `locale` (undefined: the browser's) and `options`, built once. */
export function dateTimeFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = JSON.stringify([locale ?? null, options]);
  let formatter = formatters.get(key);
  if (!formatter) {
    // Throws a RangeError for an unknown time zone before anything is kept.
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** "Nov 27, 2026". */
export function formatDate(date: Date, locale?: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** Only the zone a caller names; none is the browser's. */
const inZone = (timeZone: string | undefined) => (timeZone ? { timeZone } : {});

/** "3:04 PM" or "15:04": the reader's clock, in `timeZone` (undefined: the browser's). */
export function formatTime(date: Date, timeZone?: string): string {
  return dateTimeFormat(undefined, { timeStyle: 'short', ...inZone(timeZone) }).format(date);
}

/** "Nov 27, 2026, 3:04 PM", in `timeZone` (undefined: the browser's). */
export function formatDateTime(date: Date, timeZone?: string): string {
  return dateTimeFormat(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...inZone(timeZone),
  }).format(date);
}

const DAY_MS = 86_400_000;

/** The calendar day of `date` in the browser's zone, as a day count. */
function dayNumber(date: Date): number {
  return Math.floor((date.getTime() - date.getTimezoneOffset() * 60_000) / DAY_MS);
}

/**
 * A list's short stamp of when something happened: the time today ("3:04 PM"), "Yesterday", the
 * weekday within the week ("Monday"), else the short date.
 */
export function formatListTime(date: Date, now: Date = new Date()): string {
  const daysAgo = dayNumber(now) - dayNumber(date);
  if (daysAgo === 0) return formatTime(date);
  if (daysAgo === 1) return 'Yesterday';
  if (daysAgo > 1 && daysAgo < 7)
    return dateTimeFormat(undefined, { weekday: 'long' }).format(date);
  return dateTimeFormat(undefined, { dateStyle: 'short' }).format(date);
}

/** "just now", "5 min ago", "3 h ago", else a short date. */
export function formatRelativeTime(date: Date, now: Date = new Date()): string {
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return dateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' }).format(
    date,
  );
}

/** The zone the reader's browser is in. */
function readerTimeZone(): string {
  return dateTimeFormat(undefined, {}).resolvedOptions().timeZone;
}

const REPEATS = { daily: 'repeats daily', weekly: 'repeats weekly', monthly: 'repeats monthly' };

/**
 * When an event starts, for a notice: in the reader's zone, with the calendar's own time when
 * that zone's clock reads otherwise ("Dec 1, 2026, 11:00 AM (10:00 AM in UTC)"), and how it
 * repeats. All-day events are dates, the same everywhere.
 */
export function formatEventStart(event: {
  start: Date;
  allDay: boolean;
  timeZone: string;
  repeats: keyof typeof REPEATS | null;
}): string {
  const { start, allDay, timeZone, repeats } = event;
  let when: string;
  if (allDay) {
    when = `${dateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(start)}, all day`;
  } else {
    when = formatDateTime(start);
    const theirs = formatDateTime(start, timeZone);
    if (timeZone !== readerTimeZone() && theirs !== when) {
      const sameDay =
        formatDate(start) ===
        dateTimeFormat(undefined, { dateStyle: 'medium', timeZone }).format(start);
      when += ` (${sameDay ? formatTime(start, timeZone) : theirs} in ${timeZone})`;
    }
  }
  return repeats ? `${when}, ${REPEATS[repeats]}` : when;
}
