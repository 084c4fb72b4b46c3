/**
 * The calendar hooks: the events of a visible range, one event, a project's and the dashboard's
 * upcoming events, the settings, live; and the writes, bound to the providers' Firestore.
 */
import type { CalendarConfig } from '@crewspace/common/models';
import { useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import { useDocData, useQueriesData, useQueryData, type LiveState } from '@/lib/firebase/live-data';
import { updateCalendarConfig, workspaceCalendarConfigRef } from './calendar-config';
import {
  createEvent,
  deleteEvent,
  eventRef,
  eventsOverlappingQuery,
  projectEventsQuery,
  readAllEvents,
  recurringEventsQuery,
  rescheduleEvent,
  upcomingEventsQuery,
  updateEvent,
  type CalendarEvent,
  type EventInput,
} from './events';

/** Merges the two listeners' results, one entry per event id. */
export function mergeEventLists(...lists: readonly (readonly CalendarEvent[])[]): CalendarEvent[] {
  const byId = new Map<string, CalendarEvent>();
  for (const list of lists) for (const event of list) byId.set(event.id, event);
  return [...byId.values()];
}

/**
 * Live events for a visible range: those overlapping it plus every recurring event that starts
 * before it ends (expanded on the client). Null range: nothing yet (loading).
 */
export function useCalendarEvents(
  workspaceId: string,
  rangeStart: number | null,
  rangeEnd: number | null,
): LiveState<CalendarEvent[]> {
  const db = useFirestore();
  const live = useQueriesData(
    rangeStart === null || rangeEnd === null
      ? null
      : [
          eventsOverlappingQuery(db, workspaceId, new Date(rangeStart), new Date(rangeEnd)),
          recurringEventsQuery(db, workspaceId, new Date(rangeEnd)),
        ],
  );
  const loading = rangeStart === null || rangeEnd === null;
  return useMemo<LiveState<CalendarEvent[]>>(() => {
    if (loading) return { status: 'loading' };
    return live.status === 'ready'
      ? { status: 'ready', data: mergeEventLists(...live.data) }
      : live;
  }, [loading, live]);
}

/** One event, live; null when it does not exist. A null id reads nothing. */
export function useEvent(
  workspaceId: string,
  eventId: string | null,
): LiveState<CalendarEvent | null> {
  const db = useFirestore();
  return useDocData(eventId ? eventRef(db, workspaceId, eventId) : null);
}

/** A project's upcoming events (from when the view opened), soonest first, live. */
export function useProjectEvents(
  workspaceId: string,
  projectId: string,
  max: number,
): LiveState<CalendarEvent[]> {
  const [from] = useState(() => new Date());
  return useQueryData(projectEventsQuery(useFirestore(), workspaceId, projectId, from, max));
}

/** Events starting in [from, to), soonest first, at most `max`, live. */
export function useUpcomingEvents(
  workspaceId: string,
  from: Date,
  to: Date,
  max: number,
): LiveState<CalendarEvent[]> {
  return useQueryData(upcomingEventsQuery(useFirestore(), workspaceId, from, to, max));
}

/** The workspace's calendarConfig (defaults filled in), live. */
export function useCalendarConfig(workspaceId: string): LiveState<CalendarConfig | null> {
  return useDocData(workspaceCalendarConfigRef(useFirestore(), workspaceId));
}

export function useCalendarActions(workspaceId: string, uid: string) {
  const db = useFirestore();
  return useMemo(
    () => ({
      create: (input: EventInput) => createEvent(db, workspaceId, uid, input),
      update: (eventId: string, changes: Partial<EventInput>) =>
        updateEvent(db, workspaceId, uid, eventId, changes),
      reschedule: (eventId: string, change: { start: Date; end: Date; allDay: boolean }) =>
        rescheduleEvent(db, workspaceId, uid, eventId, change),
      remove: (eventId: string) => deleteEvent(db, workspaceId, eventId),
      readAll: () => readAllEvents(db, workspaceId),
    }),
    [db, workspaceId, uid],
  );
}

/** Saves the workspace's calendarConfig (the changeSettings right). */
export function useSaveCalendarConfig(
  workspaceId: string,
): (config: CalendarConfig) => Promise<void> {
  const db = useFirestore();
  return (config) => updateCalendarConfig(db, workspaceId, config);
}
