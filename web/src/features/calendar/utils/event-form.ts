/** The event dialog's form values, and the conversions between them and an event. */
import type { CalendarEvent, EventInput, RecurrenceFreq } from '../types';
import { fromWallTime, toWallTime } from './time-zone';

export interface EventFormValues {
  title: string;
  allDay: boolean;
  /** datetime-local ("2026-03-02T09:00") or date ("2026-03-02") in the calendar zone. */
  start: string;
  end: string;
  description: string;
  location: string;
  repeat: 'none' | RecurrenceFreq;
  ends: 'never' | 'until' | 'count';
  /** A date ("2026-04-01"): the last day an occurrence may start. */
  until: string;
  count: string;
  attendees: string[];
  /** Minutes before, comma-separated ("10, 60"). */
  reminders: string;
  /** The project the event belongs to, or null. */
  projectId: string | null;
}

/** What firestore.rules accept in one event. */
export const EVENT_LIMITS = {
  title: 200,
  description: 5000,
  location: 500,
  attendees: 100,
  reminders: 10,
} as const;

const pad = (n: number) => String(n).padStart(2, '0');

function localDate(instant: Date, timeZone: string): string {
  const w = toWallTime(instant, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

function localDateTime(instant: Date, timeZone: string): string {
  const w = toWallTime(instant, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

function parseLocal(value: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match;
  return fromWallTime(
    { year: +y!, month: +mo!, day: +d!, hour: h ? +h : 0, minute: mi ? +mi : 0, second: 0 },
    timeZone,
  );
}

const DAY = 86400000;

/** Form values for an existing event, or for a new one over the given times. */
export function eventToForm(
  event: Pick<CalendarEvent, 'start' | 'end' | 'allDay'> & Partial<CalendarEvent>,
  timeZone: string,
): EventFormValues {
  const rule = event.recurrence ?? null;
  return {
    title: event.title ?? '',
    allDay: event.allDay,
    start: event.allDay ? localDate(event.start, 'UTC') : localDateTime(event.start, timeZone),
    // All-day ends are exclusive in storage and inclusive in the form.
    end: event.allDay
      ? localDate(new Date(event.end.getTime() - DAY), 'UTC')
      : localDateTime(event.end, timeZone),
    description: event.description ?? '',
    location: event.location ?? '',
    repeat: rule?.freq ?? 'none',
    ends: rule?.until ? 'until' : rule?.count != null ? 'count' : 'never',
    until: rule?.until ? localDate(rule.until, event.allDay ? 'UTC' : timeZone) : '',
    count: rule?.count != null ? String(rule.count) : '',
    attendees: event.attendees ?? [],
    reminders: (event.reminders ?? []).join(', '),
    projectId: event.projectId ?? null,
  };
}

const HOUR = 3_600_000;

/** A form time ("2026-03-02" or "2026-03-02T09:00") as a count of wall-clock milliseconds. */
function wallMillis(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match;
  return Date.UTC(+y!, +mo! - 1, +d!, h ? +h : 0, mi ? +mi : 0);
}

function formatWall(millis: number, allDay: boolean): string {
  const iso = new Date(millis).toISOString();
  return allDay ? iso.slice(0, 10) : iso.slice(0, 16);
}

/**
 * The form once its start moved: the end moves with it, so the event keeps its length (a start
 * moved past the end no longer leaves "The end must not be before the start").
 */
export function withStart(values: EventFormValues, start: string): EventFormValues {
  const from = wallMillis(values.start);
  const to = wallMillis(start);
  const end = wallMillis(values.end);
  if (from === null || to === null || end === null) return { ...values, start };
  return { ...values, start, end: formatWall(to + Math.max(0, end - from), values.allDay) };
}

/** A new timed event from the next full hour, one hour long ("New event"). */
export function newEventForm(timeZone: string, now = Date.now()): EventFormValues {
  const start = new Date(Math.ceil(now / HOUR) * HOUR);
  return eventToForm({ start, end: new Date(start.getTime() + HOUR), allDay: false }, timeZone);
}

export type FormResult = { ok: true; input: EventInput } | { ok: false; error: string };

/** Validates the form and builds the event input. */
export function formToInput(values: EventFormValues, timeZone: string): FormResult {
  const title = values.title.trim();
  if (!title) return { ok: false, error: 'Give the event a title.' };
  if (title.length > EVENT_LIMITS.title) {
    return { ok: false, error: `Keep the title under ${EVENT_LIMITS.title} characters.` };
  }
  const description = values.description.trim();
  if (description.length > EVENT_LIMITS.description) {
    return {
      ok: false,
      error: `Keep the description under ${EVENT_LIMITS.description} characters.`,
    };
  }
  const location = values.location.trim();
  if (location.length > EVENT_LIMITS.location) {
    return { ok: false, error: `Keep the location under ${EVENT_LIMITS.location} characters.` };
  }
  const attendees = [...new Set(values.attendees)];
  if (attendees.length > EVENT_LIMITS.attendees) {
    return { ok: false, error: `Invite at most ${EVENT_LIMITS.attendees} attendees.` };
  }
  const zone = values.allDay ? 'UTC' : timeZone;
  const startDay = values.allDay ? values.start.slice(0, 10) : values.start;
  const endDay = values.allDay ? values.end.slice(0, 10) : values.end;
  const start = parseLocal(startDay, zone);
  const endRaw = parseLocal(endDay, zone);
  if (!start || !endRaw) return { ok: false, error: 'Enter a start and an end.' };
  const end = values.allDay ? new Date(endRaw.getTime() + DAY) : endRaw;
  if (end < start) {
    return { ok: false, error: 'The end must not be before the start.' };
  }
  let recurrence: EventInput['recurrence'] = null;
  if (values.repeat !== 'none') {
    if (values.ends === 'until') {
      const untilDay = parseLocal(values.until.slice(0, 10), zone);
      if (!untilDay) return { ok: false, error: 'Enter the date the repeats end.' };
      // Inclusive: any occurrence starting on that day counts.
      const until = new Date(untilDay.getTime() + DAY - 1000);
      if (until < start) return { ok: false, error: 'The repeats must end after the start.' };
      recurrence = { freq: values.repeat, until, count: null };
    } else if (values.ends === 'count') {
      const count = Number(values.count);
      if (!Number.isInteger(count) || count < 1 || count > 1000) {
        return { ok: false, error: 'Repeat between 1 and 1000 times.' };
      }
      recurrence = { freq: values.repeat, until: null, count };
    } else {
      recurrence = { freq: values.repeat, until: null, count: null };
    }
  }
  const reminders: number[] = [];
  for (const part of values.reminders
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const minutes = Number(part);
    if (!Number.isInteger(minutes) || minutes < 0 || minutes > 40320) {
      return {
        ok: false,
        error: 'Reminders are whole minutes before the start (up to four weeks).',
      };
    }
    if (!reminders.includes(minutes)) reminders.push(minutes);
  }
  if (reminders.length > EVENT_LIMITS.reminders) {
    return { ok: false, error: `Set at most ${EVENT_LIMITS.reminders} reminders.` };
  }
  return {
    ok: true,
    input: {
      title,
      start,
      end,
      allDay: values.allDay,
      description,
      location,
      projectId: values.projectId,
      attendees,
      recurrence,
      reminders: reminders.sort((a, b) => a - b),
    },
  };
}
