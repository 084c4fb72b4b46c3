/**
 * The events trigger (workspaces/{workspaceId}/events/{eventId}): sends the notifications
 * planAttendeeNotifications decides on, to attendees who are active members of the event's
 * workspace only (an event's attendee list is client-written, so it may name anyone).
 * index.ts re-exports the trigger.
 */
import { DEFAULT_CALENDAR_CONFIG } from '@crewspace/common/models';
import { onDocumentWrittenWithAuthContext } from 'firebase-functions/v2/firestore';
import { db } from '../lib/firebase';
import { notifyMembers } from '../notifications/notify';
import { activeMembers } from '../workspaces/active-members';
import { planAttendeeNotifications, type EventSnapshot } from './attendee-notifications';

export async function notifyAttendees(input: {
  workspaceId: string;
  eventId: string;
  before: EventSnapshot | undefined;
  after: EventSnapshot | undefined;
  actorId?: string;
}): Promise<number> {
  // Most writes announce nothing (a drag by the only attendee): the workspace is read only when
  // a notice names the calendar's zone.
  if (planAttendeeNotifications({ ...input, timeZone: '' }).length === 0) return 0;
  const planned = planAttendeeNotifications({
    ...input,
    timeZone: await calendarTimeZone(input.workspaceId),
  });
  const members = await activeMembers(
    input.workspaceId,
    planned.map((notification) => notification.userId),
  );
  return notifyMembers(planned, members);
}

/** The workspace calendar's time zone (its settings are client-written: a string or the default). */
async function calendarTimeZone(workspaceId: string): Promise<string> {
  const workspace = await db.collection('workspaces').doc(workspaceId).get();
  const zone: unknown = workspace.get('calendarConfig.timePreferences.timeZone');
  return typeof zone === 'string' && zone ? zone : DEFAULT_CALENDAR_CONFIG.timePreferences.timeZone;
}

export const onCalendarEventWritten = onDocumentWrittenWithAuthContext(
  'workspaces/{workspaceId}/events/{eventId}',
  async (event) => {
    const before = event.data?.before.exists
      ? (event.data.before.data() as EventSnapshot)
      : undefined;
    const after = event.data?.after.exists ? (event.data.after.data() as EventSnapshot) : undefined;
    const byUser = event.authType !== 'service_account' && event.authType !== 'system';
    await notifyAttendees({
      workspaceId: event.params.workspaceId,
      eventId: event.params.eventId,
      before,
      after,
      ...(byUser && event.authId ? { actorId: event.authId } : {}),
    });
  },
);
