/**
 * A VTIMEZONE (RFC 5545 §3.6.5) for an IANA zone, generated from Intl: the offset in force at the
 * start of a window, then one STANDARD or DAYLIGHT part per offset change inside it, each with its
 * onset as local time in the offset before the change. Listing the actual transitions (instead of
 * guessing a yearly RRULE) stays exact when a zone's rules changed within the window.
 */
import { timeZoneOffsetMinutes, toWallTime } from './time-zone';

const DAY = 86400000;
const MINUTE = 60000;

export interface OffsetTransition {
  /** The first instant with the new offset. */
  at: Date;
  fromMinutes: number;
  toMinutes: number;
}

/** The instant in (low, high] where the offset changes, to the minute. */
function findChange(lowMs: number, highMs: number, timeZone: string): number {
  const before = timeZoneOffsetMinutes(new Date(lowMs), timeZone);
  let low = lowMs;
  let high = highMs;
  while (high - low > MINUTE) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
    if (timeZoneOffsetMinutes(new Date(middle), timeZone) === before) low = middle;
    else high = middle;
  }
  return high;
}

/** Every offset change in [start, end), found by a daily scan refined to the minute. */
export function offsetTransitions(start: Date, end: Date, timeZone: string): OffsetTransition[] {
  const transitions: OffsetTransition[] = [];
  let previousMs = start.getTime();
  let previous = timeZoneOffsetMinutes(start, timeZone);
  for (let ms = previousMs + DAY; previousMs < end.getTime(); ms += DAY) {
    const probe = Math.min(ms, end.getTime());
    const offset = timeZoneOffsetMinutes(new Date(probe), timeZone);
    if (offset !== previous) {
      const at = findChange(previousMs, probe, timeZone);
      transitions.push({ at: new Date(at), fromMinutes: previous, toMinutes: offset });
      previous = offset;
    }
    previousMs = probe;
  }
  return transitions;
}

/** +0100, -0430, +0000 (UTC-OFFSET, §3.3.14: never -0000). */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  const hours = String(Math.floor(absolute / 60)).padStart(2, '0');
  return `${sign}${hours}${String(absolute % 60).padStart(2, '0')}`;
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** A local DATE-TIME without zone: 20260329T020000. */
export function formatLocalDateTime(wall: {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}): string {
  return (
    `${pad(wall.year, 4)}${pad(wall.month)}${pad(wall.day)}` +
    `T${pad(wall.hour)}${pad(wall.minute)}${pad(wall.second)}`
  );
}

/** The wall time an instant reads at a fixed offset (the onset of a VTIMEZONE part). */
function wallAtOffset(instant: Date, offsetMinutes: number) {
  const shifted = new Date(instant.getTime() + offsetMinutes * MINUTE);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

function part(
  kind: 'STANDARD' | 'DAYLIGHT',
  onset: string,
  fromMinutes: number,
  toMinutes: number,
): string[] {
  return [
    `BEGIN:${kind}`,
    `DTSTART:${onset}`,
    `TZOFFSETFROM:${formatOffset(fromMinutes)}`,
    `TZOFFSETTO:${formatOffset(toMinutes)}`,
    `END:${kind}`,
  ];
}

/**
 * The VTIMEZONE lines for `timeZone` covering [start, end). A change to a larger offset is
 * DAYLIGHT, to a smaller one STANDARD; the part for the offset at the window's start is dated at
 * the window's start.
 */
export function vtimezoneLines(timeZone: string, start: Date, end: Date): string[] {
  const transitions = offsetTransitions(start, end, timeZone);
  const initial = timeZoneOffsetMinutes(start, timeZone);
  const first = transitions[0];
  const initialKind = first && first.toMinutes < initial ? 'DAYLIGHT' : 'STANDARD';
  const lines = [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    ...part(initialKind, formatLocalDateTime(toWallTime(start, timeZone)), initial, initial),
  ];
  for (const transition of transitions) {
    lines.push(
      ...part(
        transition.toMinutes > transition.fromMinutes ? 'DAYLIGHT' : 'STANDARD',
        formatLocalDateTime(wallAtOffset(transition.at, transition.fromMinutes)),
        transition.fromMinutes,
        transition.toMinutes,
      ),
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
