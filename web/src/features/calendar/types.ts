/** The calendar's app models (stored shapes live in lib/firebase/calendar-refs). */
import type { CalendarEvent } from '../../lib/firebase/calendar-refs';

export type {
  CalendarEvent,
  EventInput,
  Recurrence,
  RecurrenceFreq,
} from '../../lib/firebase/calendar-refs';

/** One showing of an event (the event itself, or one repeat of a recurring event). */
export interface Occurrence {
  event: CalendarEvent;
  /** 0 for the first occurrence. */
  index: number;
  start: Date;
  end: Date;
}
