import {
  eventToForm,
  formToInput,
  newEventForm,
  withStart,
  type EventFormValues,
} from './event-form';
import { buildEvent } from './test-event';

const base: EventFormValues = {
  title: 'Review',
  allDay: false,
  start: '2026-03-02T09:00',
  end: '2026-03-02T10:00',
  description: '',
  location: '',
  repeat: 'none',
  ends: 'never',
  until: '',
  count: '',
  attendees: [],
  reminders: '',
  projectId: null,
};

describe('event form', () => {
  it('starts a new event at the next full hour, one hour long, in no project', () => {
    const values = newEventForm('UTC', Date.parse('2026-03-02T09:20:00Z'));
    expect(values).toMatchObject({
      start: '2026-03-02T10:00',
      end: '2026-03-02T11:00',
      allDay: false,
      projectId: null,
    });
  });

  it('reads wall times in the calendar zone', () => {
    const result = formToInput(base, 'Europe/Paris');
    expect(result.ok && result.input.start.toISOString()).toBe('2026-03-02T08:00:00.000Z');
    expect(result.ok && result.input.end.toISOString()).toBe('2026-03-02T09:00:00.000Z');
  });

  it('round-trips an event', () => {
    const event = buildEvent({
      recurrence: { freq: 'weekly', until: null, count: 4 },
      reminders: [10, 60],
      attendees: ['bob'],
      projectId: 'p1',
    });
    const values = eventToForm(event, 'Europe/Paris');
    expect(values).toMatchObject({
      start: '2026-03-02T10:00',
      repeat: 'weekly',
      ends: 'count',
      count: '4',
      reminders: '10, 60',
      projectId: 'p1',
    });
    const result = formToInput(values, 'Europe/Paris');
    expect(result.ok && result.input).toMatchObject({
      start: event.start,
      end: event.end,
      recurrence: event.recurrence,
      reminders: [10, 60],
      attendees: ['bob'],
      projectId: 'p1',
    });
  });

  it('stores all-day ranges with an exclusive end', () => {
    const result = formToInput(
      { ...base, allDay: true, start: '2026-03-02', end: '2026-03-03' },
      'Asia/Tokyo',
    );
    expect(result.ok && result.input.start.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(result.ok && result.input.end.toISOString()).toBe('2026-03-04T00:00:00.000Z');
    const back = eventToForm(
      {
        allDay: true,
        start: new Date('2026-03-02T00:00:00Z'),
        end: new Date('2026-03-04T00:00:00Z'),
      },
      'Asia/Tokyo',
    );
    expect([back.start, back.end]).toEqual(['2026-03-02', '2026-03-03']);
  });

  it('builds an inclusive until date', () => {
    const result = formToInput(
      { ...base, repeat: 'daily', ends: 'until', until: '2026-03-05' },
      'UTC',
    );
    expect(result.ok && result.input.recurrence).toEqual({
      freq: 'daily',
      until: new Date('2026-03-05T23:59:59Z'),
      count: null,
    });
  });

  it('rejects bad input', () => {
    expect(formToInput({ ...base, title: '  ' }, 'UTC')).toEqual({
      ok: false,
      error: 'Give the event a title.',
    });
    expect(formToInput({ ...base, end: '2026-03-02T08:00' }, 'UTC').ok).toBe(false);
    expect(formToInput({ ...base, repeat: 'daily', ends: 'count', count: '0' }, 'UTC').ok).toBe(
      false,
    );
    expect(formToInput({ ...base, reminders: '10, soon' }, 'UTC').ok).toBe(false);
    expect(formToInput({ ...base, start: '' }, 'UTC').ok).toBe(false);
  });

  it('keeps within what firestore.rules accept', () => {
    const people = (n: number) => Array.from({ length: n }, (_, i) => `u${i}`);
    expect(formToInput({ ...base, attendees: people(100) }, 'UTC').ok).toBe(true);
    expect(formToInput({ ...base, attendees: people(101) }, 'UTC')).toEqual({
      ok: false,
      error: 'Invite at most 100 attendees.',
    });
    expect(formToInput({ ...base, description: 'x'.repeat(5001) }, 'UTC').ok).toBe(false);
    expect(formToInput({ ...base, location: 'x'.repeat(501) }, 'UTC').ok).toBe(false);
    const eleven = Array.from({ length: 11 }, (_, i) => String(i + 1)).join(',');
    expect(formToInput({ ...base, reminders: eleven }, 'UTC')).toEqual({
      ok: false,
      error: 'Set at most 10 reminders.',
    });
  });
});

describe('withStart', () => {
  const form = (start: string, end: string, allDay = false) => ({
    ...newEventForm('UTC', Date.UTC(2026, 2, 2, 8, 30)),
    allDay,
    start,
    end,
  });

  it('moves the end with the start, so the event keeps its length', () => {
    const moved = withStart(form('2026-03-02T09:00', '2026-03-02T10:30'), '2026-03-02T16:00');
    expect([moved.start, moved.end]).toEqual(['2026-03-02T16:00', '2026-03-02T17:30']);
    // Past midnight and into another day alike.
    const late = withStart(form('2026-03-02T09:00', '2026-03-02T10:30'), '2026-03-04T23:00');
    expect(late.end).toBe('2026-03-05T00:30');
    expect(formToInput({ ...late, title: 'Standup' }, 'UTC').ok).toBe(true);
  });

  it('keeps an all-day event as many days long', () => {
    const moved = withStart(form('2026-03-02', '2026-03-04', true), '2026-03-30');
    expect([moved.start, moved.end]).toEqual(['2026-03-30', '2026-04-01']);
  });

  it('takes a start it cannot read as it is (an emptied field)', () => {
    const cleared = withStart(form('2026-03-02T09:00', '2026-03-02T10:00'), '');
    expect([cleared.start, cleared.end]).toEqual(['', '2026-03-02T10:00']);
  });
});
