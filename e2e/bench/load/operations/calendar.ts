/**
 * Calendar actions: renaming one of one's own events (only its creator edits an event here, so
 * the last acknowledged title must be the one stored, and each rename must reach its attendees
 * once) and creating an event with attendees, who are invited once each.
 */
import { Timestamp, collection, doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { LOAD_WORKSPACE_ID, OBSERVER, seededAttendees, seededEventId } from '../dataset';
import { pick } from '../random';
import type { ActionContext, Effect } from './operation';

/** New events start in the week after the seeded ones. */
const NEW_EVENTS_FROM = Date.parse('2027-01-04T09:00:00Z');

function events(context: ActionContext) {
  return collection(context.member.db, 'workspaces', LOAD_WORKSPACE_ID, 'events');
}

function notices(attendees: readonly string[], me: string): Effect['notices'] {
  return attendees
    .filter((uid) => uid !== me)
    .map((recipient) => ({ kind: 'calendar event' as const, recipient }));
}

export async function renameEvent(context: ActionContext): Promise<Effect> {
  const { member, people, ledger, token, random } = context;
  const me = member.person;
  const own = [
    {
      eventId: seededEventId(me.index),
      attendees: seededAttendees(me.index, people.length).map((index) => people[index]!.uid),
    },
    ...ledger.events.filter((one) => one.created && one.by === me.uid),
  ];
  const { eventId, attendees } = pick(random, own);
  const title = `Meeting ${token}`;
  context.attempt(token);
  await updateDoc(doc(events(context), eventId), {
    title,
    updatedBy: me.uid,
    updatedAt: serverTimestamp(),
  });
  ledger.events.push({ eventId, title, token, by: me.uid, attendees, created: false });
  return { seen: token, notices: notices(attendees, me.uid) };
}

export async function createEvent(context: ActionContext): Promise<Effect> {
  const { member, people, token, random } = context;
  const me = member.person;
  const others = people.filter((one) => one.uid !== me.uid && one.index !== OBSERVER);
  const count = 1 + Math.floor(random() * 3);
  const attendees = [...new Set(Array.from({ length: count }, () => pick(random, others).uid))];
  const start = NEW_EVENTS_FROM + Math.floor(random() * 5 * 24) * 3_600_000;
  const ref = doc(events(context));
  const title = `Meeting ${token}`;
  context.attempt(token);
  await setDoc(ref, {
    title,
    start: Timestamp.fromMillis(start),
    end: Timestamp.fromMillis(start + 1_800_000),
    allDay: false,
    description: '',
    location: '',
    projectId: null,
    attendees,
    createdBy: me.uid,
    updatedBy: me.uid,
    recurrence: null,
    reminders: [],
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  context.ledger.events.push({
    eventId: ref.id,
    title,
    token,
    by: me.uid,
    attendees,
    created: true,
  });
  return { seen: token, notices: notices(attendees, me.uid) };
}
