import type { CalendarEvent } from '../types';

/** A calendar event for tests, with overrides. */
export function buildEvent(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id: 'evt-1',
    workspaceId: 'ws-1',
    title: 'Stand-up',
    start: new Date('2026-03-02T09:00:00Z'),
    end: new Date('2026-03-02T09:30:00Z'),
    allDay: false,
    description: '',
    location: '',
    projectId: null,
    attendees: [],
    createdBy: 'alice',
    updatedBy: 'alice',
    recurrence: null,
    reminders: [],
    createdAt: null,
    updatedAt: null,
    ...overrides,
  };
}
