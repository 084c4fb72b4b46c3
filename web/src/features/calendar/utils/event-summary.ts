/**
 * An event in words for its read view (components/event-details.tsx): when, in the calendar's
 * zone, and how it repeats; and which date the calendar opens on for it.
 */
import { dateTimeFormat, formatDateTime, formatTime } from '@/lib/format-time';
import type { CalendarEvent } from '../types';
import { expandOccurrences } from './recurrence';

const DAY_MS = 86_400_000;

/** A stored all-day date (a UTC midnight), as the locale writes a date. */
function allDayDate(date: Date): string {
  return dateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** "Mar 2, 2026, 9:00 AM – 9:30 AM", across days in full; all-day events as dates. */
export function describeWhen(
  event: Pick<CalendarEvent, 'start' | 'end' | 'allDay'>,
  timeZone: string,
): string {
  if (event.allDay) {
    // All-day ends are exclusive in storage.
    const last = new Date(Math.max(event.start.getTime(), event.end.getTime() - DAY_MS));
    const first = allDayDate(event.start);
    return last.getTime() === event.start.getTime()
      ? `${first}, all day`
      : `${first} – ${allDayDate(last)}`;
  }
  const day = (date: Date) =>
    dateTimeFormat(undefined, { dateStyle: 'medium', timeZone }).format(date);
  const end =
    day(event.start) === day(event.end)
      ? formatTime(event.end, timeZone)
      : formatDateTime(event.end, timeZone);
  return `${formatDateTime(event.start, timeZone)} – ${end}`;
}

const EVERY = { daily: 'Every day', weekly: 'Every week', monthly: 'Every month' } as const;

/** "Every week, until Apr 1, 2026", "Every day, 10 times", or null for a one-off. */
export function describeRepeat(
  event: Pick<CalendarEvent, 'recurrence' | 'allDay'>,
  timeZone: string,
): string | null {
  const rule = event.recurrence;
  if (!rule) return null;
  if (rule.until) {
    const until = dateTimeFormat(undefined, {
      dateStyle: 'medium',
      timeZone: event.allDay ? 'UTC' : timeZone,
    }).format(rule.until);
    return `${EVERY[rule.freq]}, until ${until}`;
  }
  if (rule.count !== null) return `${EVERY[rule.freq]}, ${rule.count} times`;
  return EVERY[rule.freq];
}

/**
 * The date the calendar opens on for an event opened by its link: its start, or for a repeat its
 * next showing from `now` (within a year; else its first).
 */
export function dateToShow(event: CalendarEvent, timeZone: string, now = new Date()): Date {
  if (!event.recurrence) return event.start;
  const [next] = expandOccurrences(event, now, new Date(now.getTime() + 366 * DAY_MS), timeZone);
  return next?.start ?? event.start;
}
