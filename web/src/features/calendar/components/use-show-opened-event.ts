/**
 * An event opened by its link (the bell, a copied link) is shown on its own date: the calendar
 * goes to it (a repeat's next showing) once per event opened. An event clicked in the grid is
 * marked seen first, so the calendar stays on the date the person was looking at.
 */
import type FullCalendar from '@fullcalendar/react';
import { useEffect, useRef, type RefObject } from 'react';
import type { CalendarEvent } from '../types';
import { dateToShow } from '../utils/event-summary';
import { toCoercedDate } from '../utils/fullcalendar';

export function useShowOpenedEvent(
  calendar: RefObject<FullCalendar | null>,
  opened: CalendarEvent | null,
  /** FullCalendar is drawn (it waits for the workspace's settings). */
  drawn: boolean,
  timeZone: string,
): { seen(eventId: string): void } {
  const shownFor = useRef<string | null>(null);
  const openedId = opened?.id ?? null;

  useEffect(() => {
    if (!openedId) shownFor.current = null;
  }, [openedId]);

  useEffect(() => {
    if (!opened || !drawn || shownFor.current === opened.id) return;
    const api = calendar.current?.getApi();
    if (!api) return;
    shownFor.current = opened.id;
    const date = dateToShow(opened, timeZone);
    // FullCalendar runs on UTC-coerced wall times of the calendar's zone (all-day dates as they are).
    api.gotoDate(opened.allDay ? date : toCoercedDate(date, timeZone));
  }, [calendar, opened, drawn, timeZone]);

  return {
    seen(eventId) {
      shownFor.current = eventId;
    },
  };
}
