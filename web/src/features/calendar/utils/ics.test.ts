import { escapeText, foldLine, icsFileName, toIcs } from './ics';
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

  it('makes safe file names', () => {
    expect(icsFileName('Team Sync: Q2!')).toBe('team-sync-q2.ics');
    expect(icsFileName('***')).toBe('calendar.ics');
  });
});
