/** The dashboard's events window: one query for every mount within a minute of its start. */
import { upcomingWindow } from './use-dashboard-data';

const AT = Date.UTC(2026, 10, 26, 10, 0, 59, 500);

describe('upcomingWindow', () => {
  it('is reused across a minute boundary by a mount within a minute of its start', () => {
    const first = upcomingWindow(AT);
    const again = upcomingWindow(AT + 700);
    expect(again).toBe(first);
    expect(first.from.toISOString()).toBe('2026-11-26T10:00:59.500Z');
  });

  it('spans one week (7 days) from its start', () => {
    const { from, to } = upcomingWindow(AT);
    expect(to.getTime() - from.getTime()).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it('starts again once a minute has passed', () => {
    const first = upcomingWindow(AT);
    const later = upcomingWindow(AT + 60_000);
    expect(later).not.toBe(first);
    expect(later.from.toISOString()).toBe('2026-11-26T10:01:59.500Z');
  });
});
