/** The calendar's app models, independent of how Firestore stores them. */

export type RecurrenceFreq = 'daily' | 'weekly' | 'monthly';

/** A repeat rule: ends at `until` (inclusive, an occurrence start) or after `count` occurrences. */
export interface Recurrence {
  freq: RecurrenceFreq;
  until: Date | null;
  count: number | null;
}

/**
 * A workspace event. Timed events hold instants; all-day events hold UTC midnights of their
 * dates, with `end` exclusive (a one-day event on 3 March runs 3 March 00:00Z → 4 March 00:00Z).
 */
export interface CalendarEvent {
  id: string;
  workspaceId: string;
  title: string;
  start: Date;
  end: Date;
  allDay: boolean;
  description: string;
  location: string;
  projectId: string | null;
  attendees: string[];
  createdBy: string;
  recurrence: Recurrence | null;
  /** Minutes before the start. */
  reminders: number[];
  createdAt: Date | null;
  updatedAt: Date | null;
}

/** One showing of an event (the event itself, or one repeat of a recurring event). */
export interface Occurrence {
  event: CalendarEvent;
  /** 0 for the first occurrence. */
  index: number;
  start: Date;
  end: Date;
}
