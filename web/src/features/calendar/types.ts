/** The calendar's app models (stored shapes live in api/events.ts). */
import type { CalendarEvent } from './api/events';

export type { CalendarEvent, EventInput, Recurrence, RecurrenceFreq } from './api/events';

/** One showing of an event (the event itself, or one repeat of a recurring event). */
export interface Occurrence {
  event: CalendarEvent;
  /** 0 for the first occurrence. */
  index: number;
  start: Date;
  end: Date;
}
