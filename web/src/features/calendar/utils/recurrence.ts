/**
 * Expands a recurring event into the occurrences that overlap a visible range. Repeats keep
 * their wall-clock time in the calendar's time zone (a weekly 09:00 meeting stays at 09:00
 * across DST); all-day events repeat on UTC dates. A monthly event on the 31st skips months
 * without one, as RFC 5545 does.
 */
import type { CalendarEvent, Occurrence } from '../types';
import { addToWallTime, fromWallTime, toWallTime } from './time-zone';

/** A hard stop for pathological rules (daily for centuries); ranges are weeks or months. */
export const MAX_OCCURRENCES = 5000;

function overlaps(start: Date, end: Date, rangeStart: Date, rangeEnd: Date): boolean {
  // Zero-length events still show when they start inside the range.
  if (start.getTime() === end.getTime()) return start >= rangeStart && start < rangeEnd;
  return start < rangeEnd && end > rangeStart;
}

export function expandOccurrences(
  event: CalendarEvent,
  rangeStart: Date,
  rangeEnd: Date,
  timeZone: string,
): Occurrence[] {
  const duration = event.end.getTime() - event.start.getTime();
  if (!event.recurrence) {
    return overlaps(event.start, event.end, rangeStart, rangeEnd)
      ? [{ event, index: 0, start: event.start, end: event.end }]
      : [];
  }
  const { freq, until, count } = event.recurrence;
  const zone = event.allDay ? 'UTC' : timeZone;
  const first = toWallTime(event.start, zone);
  const occurrences: Occurrence[] = [];
  // Daily and weekly rules without a count jump close to the range instead of walking from the start.
  const periodMs = freq === 'daily' ? 86400000 : 7 * 86400000;
  const skip =
    freq !== 'monthly' && count === null
      ? Math.max(
          0,
          Math.floor((rangeStart.getTime() - event.start.getTime() - duration) / periodMs) - 1,
        )
      : 0;
  let index = skip;
  for (let step = skip; step < skip + MAX_OCCURRENCES * 2; step += 1) {
    if (count !== null && index >= count) break;
    const wall =
      freq === 'daily'
        ? addToWallTime(first, { days: step })
        : freq === 'weekly'
          ? addToWallTime(first, { days: step * 7 })
          : addToWallTime(first, { months: step });
    // Jan 31 + 1 month normalises to Mar 3: that month has no 31st, so it has no occurrence.
    if (freq === 'monthly' && wall.day !== first.day) continue;
    const start = fromWallTime(wall, zone);
    if (start >= rangeEnd) break;
    if (until !== null && start > until) break;
    const end = new Date(start.getTime() + duration);
    if (overlaps(start, end, rangeStart, rangeEnd)) {
      occurrences.push({ event, index, start, end });
      if (occurrences.length >= MAX_OCCURRENCES) break;
    }
    index += 1;
  }
  return occurrences;
}

/** Every occurrence of every event in the range, sorted by start. */
export function expandAll(
  events: readonly CalendarEvent[],
  rangeStart: Date,
  rangeEnd: Date,
  timeZone: string,
): Occurrence[] {
  return events
    .flatMap((event) => expandOccurrences(event, rangeStart, rangeEnd, timeZone))
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}
