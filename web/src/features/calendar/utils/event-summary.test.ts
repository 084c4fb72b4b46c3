import { formatDateTime, formatTime } from '@/lib/format-time';
import { dateToShow, describeRepeat, describeWhen } from './event-summary';
import { buildEvent } from './test-event';

describe('event summary', () => {
  it('says when in the calendar zone, the end as a time on the same day', () => {
    const event = buildEvent();
    expect(describeWhen(event, 'Asia/Tokyo')).toBe(
      `${formatDateTime(event.start, 'Asia/Tokyo')} – ${formatTime(event.end, 'Asia/Tokyo')}`,
    );
    const overnight = buildEvent({ end: new Date('2026-03-03T01:00:00Z') });
    expect(describeWhen(overnight, 'UTC')).toBe(
      `${formatDateTime(overnight.start, 'UTC')} – ${formatDateTime(overnight.end, 'UTC')}`,
    );
  });

  it('writes all-day events as their dates, the end inclusive', () => {
    const day = { start: new Date('2026-03-02T00:00:00Z'), allDay: true };
    expect(describeWhen({ ...day, end: new Date('2026-03-03T00:00:00Z') }, 'Asia/Tokyo')).toBe(
      'Mar 2, 2026, all day',
    );
    expect(describeWhen({ ...day, end: new Date('2026-03-05T00:00:00Z') }, 'UTC')).toBe(
      'Mar 2, 2026 – Mar 4, 2026',
    );
  });

  it('says how an event repeats', () => {
    expect(describeRepeat(buildEvent(), 'UTC')).toBeNull();
    const weekly = (until: Date | null, count: number | null) =>
      buildEvent({ recurrence: { freq: 'weekly', until, count } });
    expect(describeRepeat(weekly(null, null), 'UTC')).toBe('Every week');
    expect(describeRepeat(weekly(null, 10), 'UTC')).toBe('Every week, 10 times');
    expect(describeRepeat(weekly(new Date('2026-04-01T23:59:59Z'), null), 'UTC')).toBe(
      'Every week, until Apr 1, 2026',
    );
  });

  it('opens a one-off on its date and a repeat on its next showing', () => {
    const now = new Date('2026-06-10T12:00:00Z');
    const oneOff = buildEvent({ start: new Date('2026-09-01T09:00:00Z') });
    expect(dateToShow(oneOff, 'UTC', now)).toEqual(oneOff.start);
    // Mondays from March 2 at 09:00: the next after Wednesday June 10 is Monday June 15.
    const weekly = buildEvent({ recurrence: { freq: 'weekly', until: null, count: null } });
    expect(dateToShow(weekly, 'UTC', now)).toEqual(new Date('2026-06-15T09:00:00Z'));
  });
});
