import { expandAll, expandOccurrences } from './recurrence';
import { buildEvent } from './test-event';

const iso = (dates: { start: Date }[]) => dates.map((o) => o.start.toISOString());

describe('expandOccurrences', () => {
  const march = [new Date('2026-03-01T00:00:00Z'), new Date('2026-04-01T00:00:00Z')] as const;

  it('returns a one-off event only when it overlaps the range', () => {
    const event = buildEvent();
    expect(expandOccurrences(event, ...march, 'UTC')).toHaveLength(1);
    expect(
      expandOccurrences(
        event,
        new Date('2026-03-03T00:00:00Z'),
        new Date('2026-03-04T00:00:00Z'),
        'UTC',
      ),
    ).toEqual([]);
  });

  it('expands a daily rule with a count', () => {
    const event = buildEvent({ recurrence: { freq: 'daily', until: null, count: 3 } });
    expect(iso(expandOccurrences(event, ...march, 'UTC'))).toEqual([
      '2026-03-02T09:00:00.000Z',
      '2026-03-03T09:00:00.000Z',
      '2026-03-04T09:00:00.000Z',
    ]);
  });

  it('stops a weekly rule at its until date (inclusive)', () => {
    const event = buildEvent({
      recurrence: { freq: 'weekly', until: new Date('2026-03-16T09:00:00Z'), count: null },
    });
    expect(iso(expandOccurrences(event, ...march, 'UTC'))).toEqual([
      '2026-03-02T09:00:00.000Z',
      '2026-03-09T09:00:00.000Z',
      '2026-03-16T09:00:00.000Z',
    ]);
  });

  it('bounds an endless rule to the visible range', () => {
    const event = buildEvent({
      start: new Date('2020-01-01T09:00:00Z'),
      end: new Date('2020-01-01T10:00:00Z'),
      recurrence: { freq: 'daily', until: null, count: null },
    });
    const week = expandOccurrences(
      event,
      new Date('2026-03-02T00:00:00Z'),
      new Date('2026-03-09T00:00:00Z'),
      'UTC',
    );
    expect(week).toHaveLength(7);
    expect(week[0]?.start.toISOString()).toBe('2026-03-02T09:00:00.000Z');
    expect(week[0]?.end.toISOString()).toBe('2026-03-02T10:00:00.000Z');
  });

  it('skips months without the day for a monthly rule', () => {
    const event = buildEvent({
      start: new Date('2026-01-31T12:00:00Z'),
      end: new Date('2026-01-31T13:00:00Z'),
      recurrence: { freq: 'monthly', until: null, count: 3 },
    });
    expect(
      iso(
        expandOccurrences(
          event,
          new Date('2026-01-01T00:00:00Z'),
          new Date('2027-01-01T00:00:00Z'),
          'UTC',
        ),
      ),
    ).toEqual(['2026-01-31T12:00:00.000Z', '2026-03-31T12:00:00.000Z', '2026-05-31T12:00:00.000Z']);
  });

  it('keeps the wall-clock time across DST in the calendar zone', () => {
    // 09:00 Paris: 08:00Z in winter, 07:00Z after 29 March.
    const event = buildEvent({
      start: new Date('2026-03-23T08:00:00Z'),
      end: new Date('2026-03-23T09:00:00Z'),
      recurrence: { freq: 'weekly', until: null, count: 2 },
    });
    expect(iso(expandOccurrences(event, ...march, 'Europe/Paris'))).toEqual([
      '2026-03-23T08:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
    ]);
  });

  it('includes an occurrence that started before the range but runs into it', () => {
    const event = buildEvent({
      start: new Date('2026-02-28T22:00:00Z'),
      end: new Date('2026-03-01T02:00:00Z'),
      recurrence: { freq: 'daily', until: null, count: 2 },
    });
    expect(iso(expandOccurrences(event, ...march, 'UTC'))).toEqual([
      '2026-02-28T22:00:00.000Z',
      '2026-03-01T22:00:00.000Z',
    ]);
  });

  it('repeats all-day events on dates', () => {
    const event = buildEvent({
      allDay: true,
      start: new Date('2026-03-02T00:00:00Z'),
      end: new Date('2026-03-03T00:00:00Z'),
      recurrence: { freq: 'weekly', until: null, count: 2 },
    });
    expect(iso(expandOccurrences(event, ...march, 'America/New_York'))).toEqual([
      '2026-03-02T00:00:00.000Z',
      '2026-03-09T00:00:00.000Z',
    ]);
  });

  it('merges and sorts occurrences of several events', () => {
    const a = buildEvent({
      id: 'a',
      start: new Date('2026-03-05T09:00:00Z'),
      end: new Date('2026-03-05T10:00:00Z'),
    });
    const b = buildEvent({ id: 'b', recurrence: { freq: 'daily', until: null, count: 5 } });
    expect(expandAll([a, b], ...march, 'UTC').map((o) => `${o.event.id}${o.index}`)).toEqual([
      'b0',
      'b1',
      'b2',
      'a0',
      'b3',
      'b4',
    ]);
  });
});
