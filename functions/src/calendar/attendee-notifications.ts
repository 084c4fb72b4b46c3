/**
 * Who hears about an event write: attendees newly added get an invitation; attendees already on
 * the event hear when its time, place, title, description or repeat rule changes; everyone on a
 * deleted event hears it was cancelled. The person who made the write is never notified.
 * Each notification's id names what it announces (the event and attendee; for a change, the
 * state the event changed to), and an existing one is kept: adding and removing an attendee over
 * and over, or flipping an event between two states, notifies nobody again.
 * Pure, so the rules are tested without Firestore.
 */
import type { NotificationType } from '@crewspace/common/models';
import { calendarHref } from '@crewspace/common/links';
import { createHash } from 'node:crypto';

/** The stored event fields this reads (Timestamps expose toMillis). */
export interface EventSnapshot {
  title?: string;
  start?: unknown;
  end?: unknown;
  allDay?: boolean;
  location?: string;
  description?: string;
  attendees?: string[];
  createdBy?: string;
  recurrence?: unknown;
  updatedAt?: unknown;
}

export interface PlannedNotification {
  /** Names what is announced, so a retried or repeated write finds it instead of adding one. */
  id: string;
  userId: string;
  type: Extract<NotificationType, 'event-invite' | 'event-updated' | 'event-cancelled'>;
  title: string;
  body: string;
  link: string;
  subjectUserId?: string;
}

function millis(value: unknown): number | null {
  if (
    value &&
    typeof value === 'object' &&
    'toMillis' in value &&
    typeof value.toMillis === 'function'
  ) {
    return Number(value.toMillis());
  }
  return value instanceof Date ? value.getTime() : null;
}

function describeWhen(event: EventSnapshot): string {
  const start = millis(event.start);
  if (start === null) return '';
  const iso = new Date(start).toISOString();
  return event.allDay ? `on ${iso.slice(0, 10)}` : `at ${iso.slice(0, 16).replace('T', ' ')} UTC`;
}

function stableJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, inner: unknown) => {
    const ms = millis(inner);
    return ms === null ? inner : ms;
  });
}

/** What attendees see of an event, as a short stable digest. */
function visibleState(event: EventSnapshot): string {
  const seen = [
    event.title ?? '',
    millis(event.start),
    millis(event.end),
    Boolean(event.allDay),
    event.location ?? '',
    event.description ?? '',
    event.recurrence ?? null,
  ];
  return createHash('sha256').update(stableJson(seen)).digest('hex').slice(0, 16);
}

/** True when a change is worth telling attendees about. */
export function meaningfulChange(before: EventSnapshot, after: EventSnapshot): boolean {
  return (
    (before.title ?? '') !== (after.title ?? '') ||
    millis(before.start) !== millis(after.start) ||
    millis(before.end) !== millis(after.end) ||
    Boolean(before.allDay) !== Boolean(after.allDay) ||
    (before.location ?? '') !== (after.location ?? '') ||
    (before.description ?? '') !== (after.description ?? '') ||
    stableJson(before.recurrence) !== stableJson(after.recurrence)
  );
}

export function planAttendeeNotifications(input: {
  /** The event's workspace: notifications link to the event there. */
  workspaceId: string;
  eventId: string;
  before: EventSnapshot | undefined;
  after: EventSnapshot | undefined;
  /** Who made the write, when known; else the event's creator is assumed on create. */
  actorId?: string;
}): PlannedNotification[] {
  const { workspaceId, eventId, before, after } = input;
  const actor = input.actorId ?? (before ? undefined : after?.createdBy);
  const link = calendarHref(workspaceId, eventId);
  const notMe = (uid: string) => uid !== actor;

  if (!after) {
    if (!before) return [];
    const title = before.title || 'An event';
    return [...new Set(before.attendees ?? [])].filter(notMe).map((userId) => ({
      id: `event-cancelled_${eventId}_${userId}`,
      userId,
      type: 'event-cancelled',
      title: `Cancelled: ${title}`,
      body: `${title} ${describeWhen(before)} was cancelled.`.replace(/\s+/g, ' '),
      link,
      ...(actor ? { subjectUserId: actor } : {}),
    }));
  }

  const title = after.title || 'An event';
  const previous = new Set(before?.attendees ?? []);
  const current = [...new Set(after.attendees ?? [])].filter(notMe);
  const planned: PlannedNotification[] = [];
  for (const userId of current.filter((uid) => !previous.has(uid))) {
    planned.push({
      id: `event-invite_${eventId}_${userId}`,
      userId,
      type: 'event-invite',
      title: `Invitation: ${title}`,
      body: `You were added to ${title} ${describeWhen(after)}.`.replace(/\s+/g, ' '),
      link,
      ...(actor ? { subjectUserId: actor } : {}),
    });
  }
  if (before && meaningfulChange(before, after)) {
    const state = visibleState(after);
    for (const userId of current.filter((uid) => previous.has(uid))) {
      planned.push({
        id: `event-updated_${eventId}_${userId}_${state}`,
        userId,
        type: 'event-updated',
        title: `Updated: ${title}`,
        body: `${title} changed; it is now ${describeWhen(after)}.`.replace(/\s+/g, ' '),
        link,
        ...(actor ? { subjectUserId: actor } : {}),
      });
    }
  }
  return planned;
}
