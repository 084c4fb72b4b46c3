/**
 * Bridges the calendar's instants and FullCalendar. FullCalendar runs in UTC and is fed
 * "UTC-coerced" wall times of the workspace zone, so the grid shows the zone's clock without a
 * time-zone plugin; dates it hands back are turned into instants with the same zone.
 */
import type { CalendarConfig } from '@crewspace/common/models';
import { formatTime } from '@/lib/format-time';
import type { CalendarEvent, Occurrence } from '../types';
import { fromWallTime, parseClockTime, toWallTime } from './time-zone';

export const VIEW_NAMES = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
  agenda: 'listWeek',
} as const;

/** A Date whose UTC fields read the wall time of `instant` in `timeZone`. */
export function toCoercedDate(instant: Date, timeZone: string): Date {
  const wall = toWallTime(instant, timeZone);
  return new Date(
    Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second),
  );
}

/** The instant for a UTC-coerced Date that FullCalendar returned. */
export function fromCoercedDate(coerced: Date, timeZone: string): Date {
  return fromWallTime(
    {
      year: coerced.getUTCFullYear(),
      month: coerced.getUTCMonth() + 1,
      day: coerced.getUTCDate(),
      hour: coerced.getUTCHours(),
      minute: coerced.getUTCMinutes(),
      second: coerced.getUTCSeconds(),
    },
    timeZone,
  );
}

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
}

/** What FullCalendar hands a formatting function: UTC-coerced wall times (markers). */
interface FormattingArg {
  start: { marker: Date };
  end?: { marker: Date } | null;
}

/**
 * Event and hour labels as every other page writes times (lib/format-time: the reader's locale).
 * The markers are coerced wall times, so they are read in UTC.
 */
export function formatGridTime({ start, end }: FormattingArg): string {
  const from = formatTime(start.marker, 'UTC');
  return end ? `${from} – ${formatTime(end.marker, 'UTC')}` : from;
}

/** Screens this narrow or narrower squeeze a week's events into slivers. */
export const NARROW_SCREEN_QUERY = '(max-width: 600px)';

/**
 * The FullCalendar options that calendarConfig decides. On a narrow screen (`narrow`) a month or
 * week default opens as the list instead, which reads at any width; the other views stay a
 * press away.
 */
export function calendarViewOptions(config: CalendarConfig, narrow = false) {
  const { timePreferences: time, viewPreferences: view } = config;
  const start = parseClockTime(time.workingHours.start) ?? 9 * 60;
  const parsedEnd = parseClockTime(time.workingHours.end) ?? 17 * 60;
  const end = parsedEnd > start ? parsedEnd : start + 60;
  // Working days: Monday–Friday, or Sunday–Thursday when the week starts on Saturday.
  const daysOfWeek = time.weekStartsOn === 6 ? [0, 1, 2, 3, 4] : [1, 2, 3, 4, 5];
  return {
    initialView:
      narrow && view.defaultView !== 'day'
        ? VIEW_NAMES.agenda
        : (VIEW_NAMES[view.defaultView] ?? VIEW_NAMES.week),
    weekends: view.showWeekends,
    firstDay: time.weekStartsOn,
    businessHours: { daysOfWeek, startTime: clock(start), endTime: clock(end) },
    scrollTime: clock(start),
    eventTimeFormat: formatGridTime,
    slotLabelFormat: formatGridTime,
  };
}

/** What FullCalendar's dayCellDidMount hands over, as far as the tab stop below reads it. */
export interface DayCellMount {
  el: HTMLElement;
  date: Date;
  view: { type: string; currentStart: Date };
}

/**
 * Makes the first day column of the week or day grid a tab stop. The time grid scrolls inside
 * the page, and with no event in view nothing in it takes focus, so a keyboard user could not
 * scroll it (axe: scrollable-region-focusable). The column is a `gridcell` of FullCalendar's
 * grid, where a tab stop belongs (one on the scroller itself breaks the grid's structure); once
 * focused, the arrow and page keys scroll the hours. The all-day row's cells are left alone.
 */
export function makeTimeGridFocusable({ el, date, view }: DayCellMount): void {
  if (!el.classList.contains('fc-timegrid-col')) return;
  if (date.getTime() !== view.currentStart.getTime()) return;
  el.tabIndex = 0;
}

export interface FullCalendarEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  allDay: boolean;
  editable: boolean;
  extendedProps: { eventId: string; occurrenceIndex: number };
}

/** One occurrence as FullCalendar input; all-day dates are already UTC midnights. */
export function toFullCalendarEvent(
  occurrence: Occurrence,
  timeZone: string,
  canEdit: boolean,
): FullCalendarEvent {
  const { event } = occurrence;
  return {
    id: `${event.id}:${occurrence.index}`,
    title: event.title || '(untitled)',
    start: event.allDay ? occurrence.start : toCoercedDate(occurrence.start, timeZone),
    end: event.allDay ? occurrence.end : toCoercedDate(occurrence.end, timeZone),
    allDay: event.allDay,
    editable: canEdit,
    extendedProps: { eventId: event.id, occurrenceIndex: occurrence.index },
  };
}

const DAY = 86400000;

/** Start and end instants for a selection or drop (all-day: UTC midnights, end exclusive). */
export function selectionToTimes(
  coercedStart: Date,
  coercedEnd: Date | null,
  allDay: boolean,
  timeZone: string,
): { start: Date; end: Date; allDay: boolean } {
  if (allDay) {
    const start = new Date(
      Date.UTC(
        coercedStart.getUTCFullYear(),
        coercedStart.getUTCMonth(),
        coercedStart.getUTCDate(),
      ),
    );
    const end = coercedEnd && coercedEnd > start ? coercedEnd : new Date(start.getTime() + DAY);
    return { start, end, allDay };
  }
  const start = fromCoercedDate(coercedStart, timeZone);
  const end = coercedEnd
    ? fromCoercedDate(coercedEnd, timeZone)
    : new Date(start.getTime() + 3600000);
  return { start, end, allDay };
}

/**
 * The event's new times after one of its occurrences was dragged or resized: the whole series
 * moves by the same amount (a one-off simply takes the new times).
 */
export function rescheduleFromOccurrence(
  event: CalendarEvent,
  occurrenceStart: Date,
  moved: { start: Date; end: Date; allDay: boolean },
): { start: Date; end: Date; allDay: boolean } {
  if (!event.recurrence) return moved;
  const shift = moved.start.getTime() - occurrenceStart.getTime();
  const duration = moved.end.getTime() - moved.start.getTime();
  const start = new Date(event.start.getTime() + shift);
  return { start, end: new Date(start.getTime() + duration), allDay: moved.allDay };
}

/** The range to query for a view: FullCalendar's (coerced) range as instants, a day wider each side. */
export function visibleRange(coercedStart: Date, coercedEnd: Date, timeZone: string) {
  return {
    start: new Date(fromCoercedDate(coercedStart, timeZone).getTime() - DAY),
    end: new Date(fromCoercedDate(coercedEnd, timeZone).getTime() + DAY),
  };
}
