import { formatOffset, offsetTransitions, vtimezoneLines } from './vtimezone';

const year2026 = { start: new Date('2026-01-01T00:00:00Z'), end: new Date('2027-01-01T00:00:00Z') };

describe('vtimezone', () => {
  it('formats UTC offsets as ±HHMM, never -0000', () => {
    expect(formatOffset(60)).toBe('+0100');
    expect(formatOffset(-270)).toBe('-0430');
    expect(formatOffset(330)).toBe('+0530');
    expect(formatOffset(0)).toBe('+0000');
  });

  it('finds Paris’s 2026 changes to the minute', () => {
    expect(offsetTransitions(year2026.start, year2026.end, 'Europe/Paris')).toEqual([
      { at: new Date('2026-03-29T01:00:00Z'), fromMinutes: 60, toMinutes: 120 },
      { at: new Date('2026-10-25T01:00:00Z'), fromMinutes: 120, toMinutes: 60 },
    ]);
  });

  it('describes Paris with onsets in local time before each change', () => {
    expect(vtimezoneLines('Europe/Paris', year2026.start, year2026.end)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Paris',
      'BEGIN:STANDARD',
      'DTSTART:20260101T010000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:20260329T020000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:20261025T030000',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  it('handles the southern hemisphere and negative offsets', () => {
    const sydney = vtimezoneLines('Australia/Sydney', year2026.start, year2026.end);
    // January is summer time in Sydney: the zone starts in DAYLIGHT (+11), falls back in April.
    expect(sydney.slice(2, 7)).toEqual([
      'BEGIN:DAYLIGHT',
      'DTSTART:20260101T110000',
      'TZOFFSETFROM:+1100',
      'TZOFFSETTO:+1100',
      'END:DAYLIGHT',
    ]);
    expect(sydney).toContain('DTSTART:20260405T030000');
    expect(sydney).toContain('DTSTART:20261004T020000');
    const newYork = vtimezoneLines('America/New_York', year2026.start, year2026.end);
    expect(newYork).toContain('TZOFFSETFROM:-0500');
    expect(newYork).toContain('DTSTART:20260308T020000');
    expect(newYork).toContain('DTSTART:20261101T020000');
  });

  it('gives a zone without changes one STANDARD part', () => {
    expect(vtimezoneLines('Asia/Kolkata', year2026.start, year2026.end)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Kolkata',
      'BEGIN:STANDARD',
      'DTSTART:20260101T053000',
      'TZOFFSETFROM:+0530',
      'TZOFFSETTO:+0530',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });
});
