/**
 * A task's due date, as stored in `due`: a wall-clock reading in the workspace's time zone
 * (`calendarConfig.timePreferences.timeZone`), never an instant.
 *
 * - `YYYY-MM-DD`: due that day (a date has no instant; "due Friday" stays Friday whatever zone
 *   a reader is in);
 * - `YYYY-MM-DDTHH:mm`: due at that time of the workspace's clock.
 *
 * Both forms sort as strings in time order (a date before the times of that day), so one field
 * orders "my tasks" and bounds the daily due-notice queries by range. Calendar events store
 * instants instead because they are shown on a time grid in each reader's view of the zone; a
 * due date is a day (or a moment) of the team's own calendar.
 */

export const TASK_DUE_PATTERN =
  /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])(T([01][0-9]|2[0-3]):[0-5][0-9])?$/;

/** A calendar day `YYYY-MM-DD`. */
export type DayKey = string;

/** Whether `value` is a stored due date (a real calendar day, with or without a time). */
export function isTaskDue(value: unknown): value is string {
  if (typeof value !== 'string' || !TASK_DUE_PATTERN.test(value)) return false;
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The day a due date falls on. */
export function dueDay(due: string): DayKey {
  return due.slice(0, 10);
}

/** A due date from a day and, optionally, a time `HH:mm`. */
export function taskDue(day: DayKey, time?: string | null): string {
  return time ? `${day}T${time}` : day;
}

/** The day `days` after `day` (before it when negative). */
export function addDays(day: DayKey, days: number): DayKey {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Formats in `timeZone`, or null when Intl does not know the zone. */
function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      });
    } catch {
      return null;
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The workspace clock at an instant: its day, hour and the `due`-shaped reading of both. */
export interface ZonedNow {
  day: DayKey;
  hour: number;
  /** `YYYY-MM-DDTHH:mm`, comparable with a timed due date. */
  minute: string;
}

/** What clocks in `timeZone` read at `instant` (UTC for a zone Intl does not know). */
export function zonedNow(instant: Date, timeZone: string): ZonedNow {
  const formatter = formatterFor(timeZone) ?? formatterFor('UTC')!;
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(instant)) parts[part.type] = part.value;
  // Some engines print midnight as 24 even with h23.
  const hour = Number(parts.hour) % 24;
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  return { day, hour, minute: `${day}T${String(hour).padStart(2, '0')}:${parts.minute}` };
}

/**
 * Whether a task due at `due` is late at `instant` on the workspace's clock: a day once that
 * day is over, a time once it has passed.
 */
export function isOverdue(due: string, instant: Date, timeZone: string): boolean {
  const now = zonedNow(instant, timeZone);
  return due.length === 10 ? due < now.day : due < now.minute;
}
