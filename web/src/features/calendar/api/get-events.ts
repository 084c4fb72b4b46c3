import { useCallback } from 'react';
import {
  eventsOverlappingQuery,
  recurringEventsQuery,
  workspaceCalendarConfigRef,
  type CalendarEvent,
} from '../../../lib/firebase/calendar-refs';
import { listenToDoc, listenToQuery } from '../../../lib/firebase/firestore';
import { useLive, type LiveState } from '../../../lib/use-live';
import type { CalendarConfig } from '@crewspace/common/models';

/** Merges the two listeners' results, one entry per event id. */
export function mergeEventLists(...lists: readonly (readonly CalendarEvent[])[]): CalendarEvent[] {
  const byId = new Map<string, CalendarEvent>();
  for (const list of lists) for (const event of list) byId.set(event.id, event);
  return [...byId.values()];
}

/**
 * Live events for a visible range: those overlapping it plus every recurring event that starts
 * before it ends (expanded on the client). Null range: nothing yet.
 */
export function subscribeToEvents(
  workspaceId: string,
  range: { start: Date; end: Date },
  onNext: (events: CalendarEvent[]) => void,
  onError: (error: Error) => void,
): () => void {
  let overlapping: CalendarEvent[] | null = null;
  let recurring: CalendarEvent[] | null = null;
  const emit = () => {
    if (overlapping && recurring) onNext(mergeEventLists(overlapping, recurring));
  };
  const stopA = listenToQuery(
    eventsOverlappingQuery(workspaceId, range.start, range.end),
    (events) => {
      overlapping = events;
      emit();
    },
    onError,
  );
  const stopB = listenToQuery(
    recurringEventsQuery(workspaceId, range.end),
    (events) => {
      recurring = events;
      emit();
    },
    onError,
  );
  return () => {
    stopA();
    stopB();
  };
}

export function useCalendarEvents(
  workspaceId: string,
  rangeStart: number | null,
  rangeEnd: number | null,
): LiveState<CalendarEvent[]> {
  const subscribe = useCallback(
    (onNext: (value: CalendarEvent[]) => void, onError: (error: Error) => void) =>
      rangeStart === null || rangeEnd === null
        ? () => undefined
        : subscribeToEvents(
            workspaceId,
            { start: new Date(rangeStart), end: new Date(rangeEnd) },
            onNext,
            onError,
          ),
    [workspaceId, rangeStart, rangeEnd],
  );
  return useLive(subscribe);
}

/** The workspace's calendarConfig (defaults filled in), live. */
export function useCalendarConfig(workspaceId: string): LiveState<CalendarConfig | null> {
  const subscribe = useCallback(
    (onNext: (value: CalendarConfig | null) => void, onError: (error: Error) => void) =>
      listenToDoc(workspaceCalendarConfigRef(workspaceId), onNext, onError),
    [workspaceId],
  );
  return useLive(subscribe);
}
