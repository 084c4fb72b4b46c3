/**
 * Wall-clock time in a named IANA time zone, computed with Intl only: the calendar stores
 * instants (UTC) and shows them in calendarConfig.timePreferences.timeZone.
 */
import { dateTimeFormat } from '@/lib/format-time';

/** A wall-clock reading in some time zone; month is 1–12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  return dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
}

/** True when Intl knows the zone (for validating a settings form). */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock reading of an instant in a zone. */
export function toWallTime(instant: Date, timeZone: string): WallTime {
  const parts = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type in parts) parts[part.type as keyof typeof parts] = Number(part.value);
  }
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    // Some engines print midnight as 24 even with h23.
    hour: parts.hour === 24 ? 0 : parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
}

function wallAsUtcMs(wall: WallTime): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
}

/** The zone's offset from UTC at an instant, in minutes (east positive: Europe/Paris is 60 or 120). */
export function timeZoneOffsetMinutes(instant: Date, timeZone: string): number {
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round(
    (wallAsUtcMs(toWallTime(new Date(wholeSeconds), timeZone)) - wholeSeconds) / 60000,
  );
}

/**
 * The instant at which clocks in the zone read `wall`. A wall time skipped by a DST jump
 * resolves to the instant just after the jump (02:30 on a spring-forward night becomes 03:30);
 * a repeated one resolves to its first occurrence.
 */
export function fromWallTime(wall: WallTime, timeZone: string): Date {
  const guess = wallAsUtcMs(wall);
  const halfDay = 12 * 3600000;
  // The offsets in force half a day either side bracket any single DST transition.
  const before = timeZoneOffsetMinutes(new Date(guess - halfDay), timeZone);
  const after = timeZoneOffsetMinutes(new Date(guess + halfDay), timeZone);
  const valid = [guess - before * 60000, guess - after * 60000]
    .filter((ms) => wallAsUtcMs(toWallTime(new Date(ms), timeZone)) === guess)
    .sort((a, b) => a - b);
  // In a gap neither reads back: the pre-jump offset lands just after the jump.
  return new Date(valid[0] ?? guess - before * 60000);
}

/** Adds calendar days/months to a wall time, normalising overflow (Jan 32 → Feb 1). */
export function addToWallTime(
  wall: WallTime,
  amount: { days?: number; months?: number },
): WallTime {
  const ms = Date.UTC(
    wall.year,
    wall.month - 1 + (amount.months ?? 0),
    wall.day + (amount.days ?? 0),
    wall.hour,
    wall.minute,
    wall.second,
  );
  const date = new Date(ms);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  };
}

/** "HH:MM" (working hours in calendarConfig) to minutes after midnight; null when malformed. */
export function parseClockTime(value: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}
