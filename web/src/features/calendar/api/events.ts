/**
 * Workspace events (workspaces/{id}/events): stored shape, app model, one converter, the bounded
 * queries (the calendar's visible range, a project's and the dashboard's upcoming events, the
 * export) and the writes the rules allow.
 */
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentReference,
  type FieldValue,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { trackWrite } from '@/lib/firebase/pending-writes';
import { readOnlyConverter, toDate } from '@/lib/firebase/converter';

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
  /** Who wrote it last ('' on an event no edit has stamped). */
  updatedBy: string;
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
  updatedBy?: string;
  recurrence: { freq: RecurrenceFreq; until?: Timestamp; count?: number } | null;
  reminders: number[];
  createdAt: Timestamp | FieldValue | null;
  updatedAt: Timestamp | FieldValue | null;
}

/** The fields a create or edit form supplies. */
export type EventInput = Omit<
  CalendarEvent,
  'id' | 'workspaceId' | 'createdBy' | 'updatedBy' | 'createdAt' | 'updatedAt'
>;

function recurrenceToDoc(recurrence: Recurrence | null): EventDoc['recurrence'] {
  if (!recurrence) return null;
  if (recurrence.until)
    return { freq: recurrence.freq, until: Timestamp.fromDate(recurrence.until) };
  if (recurrence.count !== null) return { freq: recurrence.freq, count: recurrence.count };
  return { freq: recurrence.freq };
}

const eventConverter = readOnlyConverter<CalendarEvent, EventDoc>(
  'Event',
  (id, data, [workspaceId = '']) => {
    const start = toDate(data.start) ?? new Date(0);
    const rule = data.recurrence;
    return {
      id,
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
      updatedBy: data.updatedBy ?? '',
      recurrence:
        rule && RECURRENCE_FREQS.includes(rule.freq)
          ? { freq: rule.freq, until: toDate(rule.until), count: rule.count ?? null }
          : null,
      reminders: data.reminders ?? [],
      createdAt: toDate(data.createdAt),
      updatedAt: toDate(data.updatedAt),
    };
  },
);

function eventsCollection(db: Firestore, workspaceId: string) {
  return collection(db, 'workspaces', workspaceId, 'events').withConverter(eventConverter);
}

export function eventRef(
  db: Firestore,
  workspaceId: string,
  eventId: string,
): DocumentReference<CalendarEvent, EventDoc> {
  return doc(eventsCollection(db, workspaceId), eventId);
}

/**
 * Events that overlap [rangeStart, rangeEnd) as stored (one-offs and the first occurrence of
 * repeats). Two range filters on different fields (index events start+end).
 */
export function eventsOverlappingQuery(
  db: Firestore,
  workspaceId: string,
  rangeStart: Date,
  rangeEnd: Date,
): Query<CalendarEvent, EventDoc> {
  return query(
    eventsCollection(db, workspaceId),
    where('start', '<', Timestamp.fromDate(rangeEnd)),
    where('end', '>', Timestamp.fromDate(rangeStart)),
  );
}

/** Recurring events that start before the range ends (index events recurrence.freq+start). */
export function recurringEventsQuery(
  db: Firestore,
  workspaceId: string,
  rangeEnd: Date,
): Query<CalendarEvent, EventDoc> {
  return query(
    eventsCollection(db, workspaceId),
    where('recurrence.freq', 'in', [...RECURRENCE_FREQS]),
    where('start', '<', Timestamp.fromDate(rangeEnd)),
  );
}

/** Every event of the workspace, oldest first (for the whole-calendar .ics export). */
export async function readAllEvents(
  db: Firestore,
  workspaceId: string,
  max = 2000,
): Promise<CalendarEvent[]> {
  const all = await getDocs(
    query(eventsCollection(db, workspaceId), orderBy('start', 'asc'), limit(max)),
  );
  return all.docs.map((docSnap) => docSnap.data());
}

/** A project's events starting at or after `from`, soonest first (index events projectId+start). */
export function projectEventsQuery(
  db: Firestore,
  workspaceId: string,
  projectId: string,
  from: Date,
  max: number,
): Query<CalendarEvent, EventDoc> {
  return query(
    eventsCollection(db, workspaceId),
    where('projectId', '==', projectId),
    where('start', '>=', Timestamp.fromDate(from)),
    orderBy('start', 'asc'),
    limit(max),
  );
}

/** Events starting in [from, to), soonest first, at most `max` (the dashboard card). */
export function upcomingEventsQuery(
  db: Firestore,
  workspaceId: string,
  from: Date,
  to: Date,
  max: number,
): Query<CalendarEvent, EventDoc> {
  return query(
    eventsCollection(db, workspaceId),
    where('start', '>=', Timestamp.fromDate(from)),
    where('start', '<', Timestamp.fromDate(to)),
    orderBy('start', 'asc'),
    limit(max),
  );
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

export async function createEvent(
  db: Firestore,
  workspaceId: string,
  uid: string,
  input: EventInput,
): Promise<string> {
  // The id is chosen here, so it is known offline, before the server has the event.
  const ref = doc(collection(db, 'workspaces', workspaceId, 'events'));
  await trackWrite(
    setDoc(ref, {
      ...inputToDoc(input),
      createdBy: uid,
      updatedBy: uid,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    }),
  );
  return ref.id;
}

/** The editable fields of an event, as `inputToDoc` writes them. */
const EVENT_FIELDS = [
  'title',
  'start',
  'end',
  'allDay',
  'description',
  'location',
  'projectId',
  'attendees',
  'recurrence',
  'reminders',
] as const satisfies readonly (keyof EventInput)[];

/**
 * Writes the fields an edit changed (`changes`), so another member's change to a different
 * field is kept: the last write wins per field, stamped with its writer. createdBy and
 * createdAt stay as they are (firestore.rules).
 */
export async function updateEvent(
  db: Firestore,
  workspaceId: string,
  uid: string,
  eventId: string,
  changes: Partial<EventInput>,
): Promise<void> {
  const stored: Record<string, unknown> = {};
  for (const field of EVENT_FIELDS) {
    const value = changes[field];
    if (value === undefined) continue;
    if (field === 'start' || field === 'end') stored[field] = Timestamp.fromDate(value as Date);
    else if (field === 'recurrence') stored[field] = recurrenceToDoc(value as Recurrence | null);
    else stored[field] = value;
  }
  if (Object.keys(stored).length === 0) return;
  await trackWrite(
    updateDoc(doc(db, 'workspaces', workspaceId, 'events', eventId), {
      ...stored,
      updatedBy: uid,
      updatedAt: serverTimestamp(),
    }),
  );
}

/** Moves or resizes an event (drag on the calendar). */
export async function rescheduleEvent(
  db: Firestore,
  workspaceId: string,
  uid: string,
  eventId: string,
  change: { start: Date; end: Date; allDay: boolean },
): Promise<void> {
  await trackWrite(
    updateDoc(doc(db, 'workspaces', workspaceId, 'events', eventId), {
      start: Timestamp.fromDate(change.start),
      end: Timestamp.fromDate(change.end),
      allDay: change.allDay,
      updatedBy: uid,
      updatedAt: serverTimestamp(),
    }),
  );
}

export async function deleteEvent(
  db: Firestore,
  workspaceId: string,
  eventId: string,
): Promise<void> {
  await trackWrite(deleteDoc(doc(db, 'workspaces', workspaceId, 'events', eventId)));
}
