import { describe, expect, it } from 'vitest';
import {
  meaningfulChange,
  planAttendeeNotifications,
  type EventSnapshot,
} from './attendee-notifications';

const at = (iso: string) => ({ toMillis: () => Date.parse(iso) });
const base: EventSnapshot = {
  title: 'Planning',
  start: at('2026-03-02T09:00:00Z'),
  end: at('2026-03-02T10:00:00Z'),
  allDay: false,
  attendees: ['alice', 'bob'],
  createdBy: 'alice',
  recurrence: null,
  updatedAt: at('2026-03-01T08:00:00Z'),
};

describe('planAttendeeNotifications', () => {
  it('invites attendees on create, not the creator', () => {
    const planned = planAttendeeNotifications({
      workspaceId: 'ws1',
      timeZone: 'Europe/Paris',
      eventId: 'e1',
      before: undefined,
      after: base,
    });
    expect(planned.map((n) => [n.type, n.userId])).toEqual([['event-invite', 'bob']]);
    // The time is not baked into words (a reader elsewhere would read it in the wrong zone): the
    // notice carries the start and the calendar's zone for the reader's app to write.
    expect(planned[0]?.body).toBe('You were added to Planning.');
    expect(planned[0]?.event).toEqual({
      start: new Date('2026-03-02T09:00:00Z'),
      allDay: false,
      timeZone: 'Europe/Paris',
      repeats: null,
    });
    // The link opens the event in its workspace, whichever workspace the reader has open.
    expect(planned[0]?.link).toBe('/w/ws1/calendar?event=e1');
  });

  it('invites only added attendees and tells existing ones about a change', () => {
    const after = {
      ...base,
      start: at('2026-03-02T11:00:00Z'),
      attendees: ['alice', 'bob', 'carol'],
      updatedAt: at('2026-03-01T09:00:00Z'),
    };
    const planned = planAttendeeNotifications({
      workspaceId: 'ws1',
      timeZone: 'Europe/Paris',
      eventId: 'e1',
      before: base,
      after,
      actorId: 'alice',
    });
    expect(planned.map((n) => [n.type, n.userId])).toEqual([
      ['event-invite', 'carol'],
      ['event-updated', 'bob'],
    ]);
    expect(new Set(planned.map((n) => n.id)).size).toBe(2);
  });

  it('names each notification by what it announces, so repeats find the earlier one', () => {
    const moved = {
      ...base,
      start: at('2026-03-02T11:00:00Z'),
      updatedAt: at('2026-03-01T09:00:00Z'),
    };
    const movedBack = { ...base, updatedAt: at('2026-03-01T10:00:00Z') };
    const ids = (before: EventSnapshot | undefined, after: EventSnapshot) =>
      planAttendeeNotifications({
        workspaceId: 'ws1',
        timeZone: 'Europe/Paris',
        eventId: 'e1',
        before,
        after,
        actorId: 'alice',
      }).map((n) => n.id);

    // Re-adding an attendee invites them under the same id as the first time.
    const without = { ...base, attendees: ['alice'] };
    expect(ids(without, base)).toEqual(ids(undefined, base));
    expect(ids(undefined, base)).toEqual(['event-invite_e1_bob']);
    // Flipping between two states gives each state one id, whatever the client's updatedAt.
    const toMoved = ids(base, moved);
    expect(toMoved).toHaveLength(1);
    expect(ids(movedBack, moved)).toEqual(toMoved);
    expect(ids(moved, movedBack)).toEqual(
      ids(moved, { ...base, updatedAt: at('2026-03-05T00:00:00Z') }),
    );
    expect(ids(moved, movedBack)).not.toEqual(toMoved);
  });

  it('stays quiet when nothing meaningful changed', () => {
    const after = { ...base, updatedAt: at('2026-03-01T09:00:00Z') };
    expect(
      planAttendeeNotifications({
        workspaceId: 'ws1',
        timeZone: 'Europe/Paris',
        eventId: 'e1',
        before: base,
        after,
        actorId: 'alice',
      }),
    ).toEqual([]);
    expect(meaningfulChange(base, { ...base, recurrence: { freq: 'weekly', count: 3 } })).toBe(
      true,
    );
  });

  it('tells attendees about a cancellation, except whoever deleted it', () => {
    const planned = planAttendeeNotifications({
      workspaceId: 'ws1',
      timeZone: 'Europe/Paris',
      eventId: 'e1',
      before: base,
      after: undefined,
      actorId: 'bob',
    });
    expect(planned.map((n) => [n.type, n.userId])).toEqual([['event-cancelled', 'alice']]);
    expect(planned[0]?.body).toBe('Planning was cancelled.');
    expect(planned[0]?.event?.start).toEqual(new Date('2026-03-02T09:00:00Z'));
  });

  it('says how the event repeats, and only what the rule names', () => {
    const weekly = { ...base, recurrence: { freq: 'weekly', until: null, count: null } };
    const plan = (after: EventSnapshot) =>
      planAttendeeNotifications({
        workspaceId: 'ws1',
        timeZone: 'UTC',
        eventId: 'e1',
        before: undefined,
        after,
      })[0]?.event;
    expect(plan(weekly)?.repeats).toBe('weekly');
    expect(plan({ ...base, recurrence: { freq: 'hourly' } })?.repeats).toBeNull();
    expect(plan({ ...base, allDay: true })?.allDay).toBe(true);
    expect(plan({ ...base, start: undefined })).toBeUndefined();
  });
});
