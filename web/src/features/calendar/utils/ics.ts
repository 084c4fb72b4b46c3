/**
 * iCalendar (RFC 5545) output for one event or a whole calendar: CRLF line ends, lines folded
 * at 75 octets, TEXT values escaped. Timed events are written as local times of the workspace's
 * zone with TZID, and the file carries a VTIMEZONE for it (generated from Intl), so importing
 * clients keep repeats at the same wall time across daylight-saving changes; in UTC they are
 * plain UTC times. All-day events are VALUE=DATE (floating dates, as the calendar shows them).
 */
import type { CalendarEvent } from '../types';
import { toWallTime } from './time-zone';
import { formatLocalDateTime, vtimezoneLines } from './vtimezone';

const CRLF = '\r\n';
const PRODID = '-//Crewspace//Calendar//EN';

/** Escapes a TEXT value: backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Folds a content line so no line exceeds 75 octets (UTF-8), never splitting a character;
 * continuation lines start with one space, which counts towards their 75 (RFC 5545 §3.1).
 */
export function foldLine(line: string): string {
  const chunks: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      chunks.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += char;
    octets += size;
  }
  chunks.push(current);
  return chunks.join(`${CRLF} `);
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** 20260305T141500Z */
export function formatUtcDateTime(date: Date): string {
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

/** 20260305 (all-day events are stored as UTC midnights). */
export function formatDate(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
}

function recurrenceRule(event: CalendarEvent): string | null {
  const rule = event.recurrence;
  if (!rule) return null;
  const parts = [`FREQ=${rule.freq.toUpperCase()}`];
  // UNTIL takes the same value type as DTSTART, and is UTC when DTSTART has a TZID (§3.3.10).
  if (rule.until)
    parts.push(`UNTIL=${event.allDay ? formatDate(rule.until) : formatUtcDateTime(rule.until)}`);
  else if (rule.count !== null) parts.push(`COUNT=${rule.count}`);
  return `RRULE:${parts.join(';')}`;
}

export interface IcsOptions {
  /** DTSTAMP: when the file was made. */
  now: Date;
  /** The workspace's IANA time zone (calendarConfig.timePreferences.timeZone); UTC when left out. */
  timeZone?: string;
  /** The domain part of each UID. */
  uidDomain?: string;
  calendarName?: string;
}

const UTC_NAMES = new Set(['UTC', 'Etc/UTC', 'Etc/GMT', 'GMT', 'Etc/Zulu', 'Zulu']);

function isUtc(timeZone: string | undefined): boolean {
  return !timeZone || UTC_NAMES.has(timeZone);
}

/** A DTSTART/DTEND property: `NAME;TZID=zone:local` or `NAME:utcZ`. */
function dateTimeProperty(name: string, instant: Date, timeZone: string | undefined): string {
  if (!timeZone || isUtc(timeZone)) return `${name}:${formatUtcDateTime(instant)}`;
  return `${name};TZID=${timeZone}:${formatLocalDateTime(toWallTime(instant, timeZone))}`;
}

const DAY = 86400000;
const PERIOD_DAYS = { daily: 1, weekly: 7, monthly: 31 } as const;

/** The span the VTIMEZONE must describe: every occurrence start and end, open repeats 2 years on. */
export function timeZoneCoverage(
  events: readonly CalendarEvent[],
  now: Date,
): { start: Date; end: Date } | null {
  const timed = events.filter((event) => !event.allDay);
  if (timed.length === 0) return null;
  let start = Infinity;
  let end = -Infinity;
  for (const event of timed) {
    start = Math.min(start, event.start.getTime());
    let last = event.end.getTime();
    const rule = event.recurrence;
    if (rule?.until) last = Math.max(last, rule.until.getTime() + DAY);
    else if (rule?.count) last += rule.count * PERIOD_DAYS[rule.freq] * DAY;
    else if (rule) last = Math.max(last, now.getTime()) + 2 * 365 * DAY;
    end = Math.max(end, last);
  }
  // Bounded, so one event repeating from 1970 cannot make the file huge.
  end = Math.min(end, start + 30 * 366 * DAY);
  return { start: new Date(start - DAY), end: new Date(end + DAY) };
}

function eventLines(event: CalendarEvent, options: IcsOptions): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.id}@${options.uidDomain ?? 'crewspace.app'}`,
    `DTSTAMP:${formatUtcDateTime(options.now)}`,
  ];
  if (event.allDay) {
    lines.push(`DTSTART;VALUE=DATE:${formatDate(event.start)}`);
    lines.push(`DTEND;VALUE=DATE:${formatDate(event.end)}`);
  } else {
    lines.push(dateTimeProperty('DTSTART', event.start, options.timeZone));
    lines.push(dateTimeProperty('DTEND', event.end, options.timeZone));
  }
  const rule = recurrenceRule(event);
  if (rule) lines.push(rule);
  lines.push(`SUMMARY:${escapeText(event.title)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.updatedAt) lines.push(`LAST-MODIFIED:${formatUtcDateTime(event.updatedAt)}`);
  for (const minutes of event.reminders) {
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(event.title)}`,
      `TRIGGER:-PT${Math.max(0, Math.round(minutes))}M`,
      'END:VALARM',
    );
  }
  lines.push('END:VEVENT');
  return lines;
}

/** A complete VCALENDAR holding the given events (one for a single-event export). */
export function toIcs(events: readonly CalendarEvent[], options: IcsOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  if (options.calendarName) lines.push(`X-WR-CALNAME:${escapeText(options.calendarName)}`);
  const coverage = isUtc(options.timeZone) ? null : timeZoneCoverage(events, options.now);
  if (coverage && options.timeZone) {
    lines.push(`X-WR-TIMEZONE:${options.timeZone}`);
    lines.push(...vtimezoneLines(options.timeZone, coverage.start, coverage.end));
  }
  for (const event of events) lines.push(...eventLines(event, options));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A file name for the download: letters, digits and dashes only. */
export function icsFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'calendar'}.ics`;
}
