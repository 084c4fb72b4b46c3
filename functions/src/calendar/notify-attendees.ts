/**
 * The events trigger (workspaces/{workspaceId}/events/{eventId}): sends the notifications
 * planAttendeeNotifications decides on. index.ts re-exports the trigger.
 */
import { onDocumentWrittenWithAuthContext } from 'firebase-functions/v2/firestore';
import { notify } from '../notifications/notify';
import { planAttendeeNotifications, type EventSnapshot } from './attendee-notifications';

export async function notifyAttendees(input: {
  eventId: string;
  before: EventSnapshot | undefined;
  after: EventSnapshot | undefined;
  actorId?: string;
}): Promise<number> {
  const planned = planAttendeeNotifications(input);
  await Promise.all(planned.map(({ id, ...notification }) => notify(notification, id)));
  return planned.length;
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
      eventId: event.params.eventId,
      before,
      after,
      ...(byUser && event.authId ? { actorId: event.authId } : {}),
    });
  },
);
