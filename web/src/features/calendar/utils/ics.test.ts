import { escapeText, foldLine, icsFileName, timeZoneCoverage, toIcs } from './ics';
import { icsShapeProblems } from './ics-shape';
import { buildEvent } from './test-event';

const now = new Date('2026-03-01T10:00:00Z');
const utf8Length = (line: string) => new TextEncoder().encode(line).length;

describe('ics', () => {
  it('escapes commas, semicolons, backslashes and newlines', () => {
    expect(escapeText('a,b;c\\d\ne\r\nf')).toBe('a\\,b\\;c\\\\d\\ne\\nf');
  });

  it('folds long lines at 75 octets without splitting characters', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(100)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(utf8Length(line)).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(
      `SUMMARY:${'é'.repeat(100)}`,
    );
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('writes a valid calendar for a timed, recurring event', () => {
    const ics = toIcs(
      [
        buildEvent({
          title: 'Plan, review; ship',
          description: 'Line one\nLine two',
          location: 'Room\\1',
          recurrence: { freq: 'weekly', until: new Date('2026-04-01T09:00:00Z'), count: null },
          reminders: [15],
        }),
      ],
      { now },
    );
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('UID:evt-1@crewspace.app');
    expect(lines).toContain('DTSTAMP:20260301T100000Z');
    expect(lines).toContain('DTSTART:20260302T090000Z');
    expect(lines).toContain('DTEND:20260302T093000Z');
    expect(lines).toContain('RRULE:FREQ=WEEKLY;UNTIL=20260401T090000Z');
    expect(lines).toContain('SUMMARY:Plan\\, review\\; ship');
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two');
    expect(lines).toContain('LOCATION:Room\\\\1');
    expect(lines).toContain('TRIGGER:-PT15M');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('writes all-day events as dates and counts', () => {
    const ics = toIcs(
      [
        buildEvent({
          id: 'day',
          allDay: true,
          start: new Date('2026-03-05T00:00:00Z'),
          end: new Date('2026-03-06T00:00:00Z'),
          recurrence: { freq: 'daily', until: null, count: 4 },
        }),
        buildEvent({ id: 'two' }),
      ],
      { now, calendarName: 'Team' },
    );
    const lines = ics.split('\r\n');
    expect(lines).toContain('DTSTART;VALUE=DATE:20260305');
    expect(lines).toContain('DTEND;VALUE=DATE:20260306');
    expect(lines).toContain('RRULE:FREQ=DAILY;COUNT=4');
    expect(lines).toContain('X-WR-CALNAME:Team');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
  });

  it('writes timed events with TZID and a VTIMEZONE for the workspace zone', () => {
    const ics = toIcs(
      [
        buildEvent({
          // 09:00 in Paris before and after the spring change.
          start: new Date('2026-03-23T08:00:00Z'),
          end: new Date('2026-03-23T09:30:00Z'),
          recurrence: { freq: 'weekly', until: new Date('2026-04-06T07:00:00Z'), count: null },
        }),
        buildEvent({
          id: 'day',
          allDay: true,
          start: new Date('2026-07-14T00:00:00Z'),
          end: new Date('2026-07-15T00:00:00Z'),
        }),
      ],
      { now, timeZone: 'Europe/Paris', calendarName: 'Équipe' },
    );
    expect(icsShapeProblems(ics)).toEqual([]);
    const lines = ics.split('\r\n');
    expect(lines).toContain('DTSTART;TZID=Europe/Paris:20260323T090000');
    expect(lines).toContain('DTEND;TZID=Europe/Paris:20260323T103000');
    // UNTIL stays UTC when DTSTART has a TZID.
    expect(lines).toContain('RRULE:FREQ=WEEKLY;UNTIL=20260406T070000Z');
    expect(lines).toContain('DTSTART;VALUE=DATE:20260714');
    expect(lines).toContain('X-WR-TIMEZONE:Europe/Paris');
    expect(lines.filter((l) => l === 'BEGIN:VTIMEZONE')).toHaveLength(1);
    expect(lines).toContain('DTSTART:20260329T020000');
    // The VTIMEZONE comes before the events that use it.
    expect(lines.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
  });

  it('keeps UTC times and no VTIMEZONE for a UTC calendar or all-day events only', () => {
    const utc = toIcs([buildEvent()], { now, timeZone: 'UTC' });
    expect(utc).toContain('DTSTART:20260302T090000Z\r\n');
    expect(utc).not.toContain('VTIMEZONE');
    const dates = toIcs([buildEvent({ allDay: true })], { now, timeZone: 'Asia/Tokyo' });
    expect(dates).not.toContain('VTIMEZONE');
    expect(icsShapeProblems(utc)).toEqual([]);
    expect(icsShapeProblems(dates)).toEqual([]);
  });

  it('covers every occurrence, open-ended repeats two years past now', () => {
    const start = new Date('2026-03-02T09:00:00Z');
    expect(
      timeZoneCoverage(
        [buildEvent({ recurrence: { freq: 'daily', until: null, count: 10 } })],
        now,
      ),
    ).toEqual({ start: new Date('2026-03-01T09:00:00Z'), end: new Date('2026-03-13T09:30:00Z') });
    const open = timeZoneCoverage(
      [buildEvent({ recurrence: { freq: 'weekly', until: null, count: null } })],
      now,
    );
    expect(open?.start).toEqual(new Date(start.getTime() - 86400000));
    expect(open?.end.getUTCFullYear()).toBe(2028);
  });

  it('reports shape problems in broken files', () => {
    expect(icsShapeProblems('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nEND:VCALENDAR\r\n')).toEqual(
      expect.arrayContaining(['END:VCALENDAR closes VEVENT', 'VEVENT is never closed']),
    );
    expect(
      icsShapeProblems(
        'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nBEGIN:VEVENT\r\nUID:a\r\nDTSTAMP:20260101T000000Z\r\nDTSTART;TZID=Mars/Base:20260101T000000\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
      ),
    ).toEqual(['TZID Mars/Base has no VTIMEZONE']);
  });

  it('makes safe file names', () => {
    expect(icsFileName('Team Sync: Q2!')).toBe('team-sync-q2.ics');
    expect(icsFileName('***')).toBe('calendar.ics');
  });
});
