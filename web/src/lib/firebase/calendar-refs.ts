/**
 * Workspace calendar: events (workspaces/{id}/events) and the workspace's calendarConfig.
 * Stored shapes, app models, converters, the range-bounded queries and the writes the rules allow.
 */
import type { CalendarConfig } from '@crewspace/common/models';
import { DEFAULT_CALENDAR_CONFIG } from '@crewspace/common/models';
import {
  Timestamp,
  addDoc,
  collection,
  deleteDoc,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type DocumentReference,
  type FieldValue,
  type FirestoreDataConverter,
  type Query,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
} from 'firebase/firestore';
import { firebaseServices } from './app';

export type RecurrenceFreq = 'daily' | 'weekly' | 'monthly';
export const RECURRENCE_FREQS: readonly RecurrenceFreq[] = ['daily', 'weekly', 'monthly'];

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

/** What an event document holds. */
export interface EventDoc {
  title: string;
  start: Timestamp;
  end: Timestamp;
  allDay: boolean;
  description: string;
  location: string;
  projectId: string | null;
  attendees: string[];
  createdBy: string;
  recurrence: { freq: RecurrenceFreq; until?: Timestamp; count?: number } | null;
  reminders: number[];
  createdAt: Timestamp | FieldValue | null;
  updatedAt: Timestamp | FieldValue | null;
}

/** The fields a create or edit form supplies. */
export type EventInput = Omit<CalendarEvent, 'id' | 'workspaceId' | 'createdBy' | 'createdAt' | 'updatedAt'>;

function toDate(value: unknown): Date | null {
  return value instanceof Timestamp ? value.toDate() : null;
}

function recurrenceToDoc(recurrence: Recurrence | null): EventDoc['recurrence'] {
  if (!recurrence) return null;
  if (recurrence.until) return { freq: recurrence.freq, until: Timestamp.fromDate(recurrence.until) };
  if (recurrence.count !== null) return { freq: recurrence.freq, count: recurrence.count };
  return { freq: recurrence.freq };
}

function eventConverter(workspaceId: string): FirestoreDataConverter<CalendarEvent, EventDoc> {
  return {
    toFirestore() {
      throw new Error('Write events through createEvent/updateEvent.');
    },
    fromFirestore(snapshot: QueryDocumentSnapshot<EventDoc, EventDoc>, options?: SnapshotOptions) {
      const data = snapshot.data({ serverTimestamps: 'estimate', ...options });
      const start = toDate(data.start) ?? new Date(0);
      const rule = data.recurrence;
      return {
        id: snapshot.id,
        workspaceId,
        title: data.title ?? '',
        start,
        end: toDate(data.end) ?? start,
        allDay: data.allDay === true,
        description: data.description ?? '',
        location: data.location ?? '',
        projectId: data.projectId ?? null,
        attendees: data.attendees ?? [],
        createdBy: data.createdBy ?? '',
        recurrence:
          rule && RECURRENCE_FREQS.includes(rule.freq)
            ? { freq: rule.freq, until: toDate(rule.until), count: rule.count ?? null }
            : null,
        reminders: data.reminders ?? [],
        createdAt: toDate(data.createdAt),
        updatedAt: toDate(data.updatedAt),
      };
    },
  };
}

function eventsCollection(workspaceId: string) {
  return collection(firebaseServices().db, 'workspaces', workspaceId, 'events').withConverter(
    eventConverter(workspaceId),
  );
}

export function eventRef(workspaceId: string, eventId: string): DocumentReference<CalendarEvent, EventDoc> {
  return doc(eventsCollection(workspaceId), eventId);
}

/**
 * Events that overlap [rangeStart, rangeEnd) as stored (one-offs and the first occurrence of
 * repeats). Two range filters on different fields (index events start+end).
 */
export function eventsOverlappingQuery(
  workspaceId: string,
  rangeStart: Date,
  rangeEnd: Date,
): Query<CalendarEvent, EventDoc> {
  return query(
    eventsCollection(workspaceId),
    where('start', '<', Timestamp.fromDate(rangeEnd)),
    where('end', '>', Timestamp.fromDate(rangeStart)),
  );
}

/** Recurring events that start before the range ends (index events recurrence.freq+start). */
export function recurringEventsQuery(workspaceId: string, rangeEnd: Date): Query<CalendarEvent, EventDoc> {
  return query(
    eventsCollection(workspaceId),
    where('recurrence.freq', 'in', [...RECURRENCE_FREQS]),
    where('start', '<', Timestamp.fromDate(rangeEnd)),
  );
}

/** Every event of the workspace, oldest first (for the whole-calendar .ics export). */
export function allEventsQuery(workspaceId: string, max = 2000): Query<CalendarEvent, EventDoc> {
  return query(eventsCollection(workspaceId), orderBy('start', 'asc'), limit(max));
}

function inputToDoc(input: EventInput) {
  return {
    title: input.title,
    start: Timestamp.fromDate(input.start),
    end: Timestamp.fromDate(input.end),
    allDay: input.allDay,
    description: input.description,
    location: input.location,
    projectId: input.projectId,
    attendees: input.attendees,
    recurrence: recurrenceToDoc(input.recurrence),
    reminders: input.reminders,
  };
}

export async function createEvent(workspaceId: string, uid: string, input: EventInput): Promise<string> {
  const ref = await addDoc(collection(firebaseServices().db, 'workspaces', workspaceId, 'events'), {
    ...inputToDoc(input),
    createdBy: uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return ref.id;
}

/** Replaces the editable fields; createdBy and createdAt stay as they are (firestore.rules). */
export async function updateEvent(workspaceId: string, eventId: string, input: EventInput): Promise<void> {
  await updateDoc(doc(firebaseServices().db, 'workspaces', workspaceId, 'events', eventId), {
    ...inputToDoc(input),
    updatedAt: serverTimestamp(),
  });
}

/** Moves or resizes an event (drag on the calendar). */
export async function rescheduleEvent(
  workspaceId: string,
  eventId: string,
  change: { start: Date; end: Date; allDay: boolean },
): Promise<void> {
  await updateDoc(doc(firebaseServices().db, 'workspaces', workspaceId, 'events', eventId), {
    start: Timestamp.fromDate(change.start),
    end: Timestamp.fromDate(change.end),
    allDay: change.allDay,
    updatedAt: serverTimestamp(),
  });
}

export async function deleteEvent(workspaceId: string, eventId: string): Promise<void> {
  await deleteDoc(doc(firebaseServices().db, 'workspaces', workspaceId, 'events', eventId));
}

/** Fills missing parts of a stored calendarConfig with the defaults. */
export function normalizeCalendarConfig(value: unknown): CalendarConfig {
  const stored = (value ?? {}) as Partial<CalendarConfig>;
  return {
    timePreferences: {
      ...DEFAULT_CALENDAR_CONFIG.timePreferences,
      ...stored.timePreferences,
      workingHours: {
        ...DEFAULT_CALENDAR_CONFIG.timePreferences.workingHours,
        ...stored.timePreferences?.workingHours,
      },
    },
    viewPreferences: { ...DEFAULT_CALENDAR_CONFIG.viewPreferences, ...stored.viewPreferences },
  };
}

/** The workspace document, read for its calendarConfig only. */
export function workspaceCalendarConfigRef(
  workspaceId: string,
): DocumentReference<CalendarConfig, { calendarConfig?: CalendarConfig }> {
  return doc(firebaseServices().db, 'workspaces', workspaceId).withConverter<
    CalendarConfig,
    { calendarConfig?: CalendarConfig }
  >({
    toFirestore() {
      throw new Error('Write the calendar settings through updateCalendarConfig.');
    },
    fromFirestore(snapshot: QueryDocumentSnapshot<{ calendarConfig?: CalendarConfig }>) {
      return normalizeCalendarConfig(snapshot.data().calendarConfig);
    },
  });
}

/** Needs the changeSettings right (firestore.rules: workspace update). */
export async function updateCalendarConfig(workspaceId: string, config: CalendarConfig): Promise<void> {
  await updateDoc(doc(firebaseServices().db, 'workspaces', workspaceId), {
    calendarConfig: config,
    updatedAt: serverTimestamp(),
  });
}
