/** The dashboard's events window: one query all hour long, and only events yet to start. */
import { notStartedBy, upcomingWindow } from './use-dashboard-data';

const AT = Date.UTC(2026, 10, 26, 10, 0, 59, 500);
const MINUTE = 60_000;

describe('upcomingWindow', () => {
  it('is the same window all hour long, from the start of the hour', () => {
    const first = upcomingWindow(AT);
    const later = upcomingWindow(AT + 58 * MINUTE);
    expect(first.from.toISOString()).toBe('2026-11-26T10:00:00.000Z');
    expect(later).toEqual(first);
  });

  it('spans one week (7 days) from its start', () => {
    const { from, to } = upcomingWindow(AT);
    expect(to.getTime() - from.getTime()).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it('moves on with the next hour', () => {
    const next = upcomingWindow(AT + 60 * MINUTE);
    expect(next.from.toISOString()).toBe('2026-11-26T11:00:00.000Z');
  });
});

describe('notStartedBy', () => {
  it('leaves out the events of the window that started before now', () => {
    const event = (id: string, minutes: number) => ({ id, start: new Date(AT + minutes * MINUTE) });
    const events = [event('earlier', -1), event('now', 0), event('later', 30)];
    expect(notStartedBy(events, AT).map(({ id }) => id)).toEqual(['now', 'later']);
  });
});
