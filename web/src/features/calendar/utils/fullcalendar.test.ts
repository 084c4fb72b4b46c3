import { DEFAULT_CALENDAR_CONFIG } from '@crewspace/common/models';
import {
  calendarViewOptions,
  fromCoercedDate,
  rescheduleFromOccurrence,
  selectionToTimes,
  toCoercedDate,
  toFullCalendarEvent,
} from './fullcalendar';
import { buildEvent } from './test-event';
import { formatTime } from '@/lib/format-time';

describe('FullCalendar bridge', () => {
  it('maps calendarConfig to view options', () => {
    const options = calendarViewOptions({
      timePreferences: {
        timeZone: 'Europe/Paris',
        weekStartsOn: 0,
        workingHours: { start: '08:30', end: '18:00' },
      },
      viewPreferences: { defaultView: 'month', showWeekends: false },
    });
    expect(options.initialView).toBe('dayGridMonth');
    expect(options.weekends).toBe(false);
    expect(options.firstDay).toBe(0);
    expect(options.businessHours).toEqual({
      daysOfWeek: [1, 2, 3, 4, 5],
      startTime: '08:30:00',
      endTime: '18:00:00',
    });
    const defaults = calendarViewOptions(DEFAULT_CALENDAR_CONFIG);
    expect(defaults.initialView).toBe('timeGridWeek');
    expect(
      calendarViewOptions({
        ...DEFAULT_CALENDAR_CONFIG,
        viewPreferences: { defaultView: 'agenda', showWeekends: true },
      }).initialView,
    ).toBe('listWeek');
  });

  it('opens a month or week default as the list on a narrow screen', () => {
    const withView = (defaultView: 'month' | 'week' | 'day' | 'agenda') => ({
      ...DEFAULT_CALENDAR_CONFIG,
      viewPreferences: { defaultView, showWeekends: true },
    });
    expect(calendarViewOptions(withView('week'), true).initialView).toBe('listWeek');
    expect(calendarViewOptions(withView('month'), true).initialView).toBe('listWeek');
    expect(calendarViewOptions(withView('day'), true).initialView).toBe('timeGridDay');
    expect(calendarViewOptions(withView('week'), false).initialView).toBe('timeGridWeek');
  });

  it("labels events and hours with the app's one clock format, in the coerced wall time", () => {
    const options = calendarViewOptions(DEFAULT_CALENDAR_CONFIG);
    const ten = new Date('2026-12-01T10:00:00Z');
    const half = new Date('2026-12-01T10:30:00Z');
    expect(options.slotLabelFormat({ start: { marker: ten }, end: null })).toBe(
      formatTime(ten, 'UTC'),
    );
    expect(options.eventTimeFormat({ start: { marker: ten }, end: { marker: half } })).toBe(
      `${formatTime(ten, 'UTC')} – ${formatTime(half, 'UTC')}`,
    );
  });

  it('coerces instants to zone wall time and back', () => {
    const instant = new Date('2026-07-01T07:30:00Z');
    const coerced = toCoercedDate(instant, 'Europe/Paris');
    expect(coerced.toISOString()).toBe('2026-07-01T09:30:00.000Z');
    expect(fromCoercedDate(coerced, 'Europe/Paris').toISOString()).toBe(instant.toISOString());
  });

  it('feeds occurrences in the zone, all-day ones unchanged', () => {
    const timed = buildEvent();
    expect(
      toFullCalendarEvent(
        { event: timed, index: 2, start: timed.start, end: timed.end },
        'Asia/Tokyo',
        true,
      ),
    ).toMatchObject({
      id: 'evt-1:2',
      start: new Date('2026-03-02T18:00:00Z'),
      editable: true,
      extendedProps: { eventId: 'evt-1', occurrenceIndex: 2 },
    });
    const day = buildEvent({
      allDay: true,
      start: new Date('2026-03-02T00:00:00Z'),
      end: new Date('2026-03-03T00:00:00Z'),
    });
    expect(
      toFullCalendarEvent(
        { event: day, index: 0, start: day.start, end: day.end },
        'Asia/Tokyo',
        false,
      ).start,
    ).toEqual(day.start);
  });

  it('turns selections into instants or dates', () => {
    expect(
      selectionToTimes(
        new Date('2026-03-02T09:00:00Z'),
        new Date('2026-03-02T10:00:00Z'),
        false,
        'America/New_York',
      ),
    ).toEqual({
      start: new Date('2026-03-02T14:00:00Z'),
      end: new Date('2026-03-02T15:00:00Z'),
      allDay: false,
    });
    expect(
      selectionToTimes(new Date('2026-03-02T00:00:00Z'), null, true, 'America/New_York'),
    ).toEqual({
      start: new Date('2026-03-02T00:00:00Z'),
      end: new Date('2026-03-03T00:00:00Z'),
      allDay: true,
    });
  });

  it('moves a whole series when one occurrence is dragged', () => {
    const series = buildEvent({ recurrence: { freq: 'daily', until: null, count: 5 } });
    const moved = rescheduleFromOccurrence(series, new Date('2026-03-04T09:00:00Z'), {
      start: new Date('2026-03-04T11:00:00Z'),
      end: new Date('2026-03-04T12:00:00Z'),
      allDay: false,
    });
    expect(moved).toEqual({
      start: new Date('2026-03-02T11:00:00Z'),
      end: new Date('2026-03-02T12:00:00Z'),
      allDay: false,
    });
    const single = buildEvent();
    const target = {
      start: new Date('2026-03-05T09:00:00Z'),
      end: new Date('2026-03-05T09:45:00Z'),
      allDay: false,
    };
    expect(rescheduleFromOccurrence(single, single.start, target)).toEqual(target);
  });
});
