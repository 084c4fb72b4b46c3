/**
 * Who hears about an event write: attendees newly added get an invitation; attendees already on
 * the event hear when its time, place, title, description or repeat rule changes; everyone on a
 * deleted event hears it was cancelled. The person who made the write is never notified.
 * Each notification's id names what it announces (the event and attendee; for a change, the
 * state the event changed to), and an existing one is kept: adding and removing an attendee over
 * and over, or flipping an event between two states, notifies nobody again.
 * The time is not written into the words: the notice carries the start, the calendar's zone and
 * the repeat (`event`), and each reader's app writes them in the reader's own time zone.
 * Pure, so the rules are tested without Firestore.
 */
import type { EventNoticeTime, NotificationType } from '@crewspace/common/models';
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
  event?: EventNoticeTime<Date>;
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

const REPEATS = ['daily', 'weekly', 'monthly'] as const;

/** How the event repeats, from its stored rule (client-written, so read with care). */
function repeatsOf(event: EventSnapshot): EventNoticeTime<Date>['repeats'] {
  const freq: unknown =
    event.recurrence && typeof event.recurrence === 'object' && 'freq' in event.recurrence
      ? event.recurrence.freq
      : null;
  return REPEATS.find((known) => known === freq) ?? null;
}

/** When the event starts, for the reader's app to write in its own zone; none without a start. */
function noticeTime(event: EventSnapshot, timeZone: string): { event?: EventNoticeTime<Date> } {
  const start = millis(event.start);
  if (start === null) return {};
  return {
    event: {
      start: new Date(start),
      allDay: Boolean(event.allDay),
      timeZone,
      repeats: repeatsOf(event),
    },
  };
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
  /** The workspace calendar's time zone, in which the event keeps its wall time. */
  timeZone: string;
  eventId: string;
  before: EventSnapshot | undefined;
  after: EventSnapshot | undefined;
  /** Who made the write, when known; else the event's creator is assumed on create. */
  actorId?: string;
}): PlannedNotification[] {
  const { workspaceId, eventId, before, after, timeZone } = input;
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
      body: `${title} was cancelled.`,
      link,
      ...noticeTime(before, timeZone),
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
      body: `You were added to ${title}.`,
      link,
      ...noticeTime(after, timeZone),
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
        body: `${title} changed.`,
        link,
        ...noticeTime(after, timeZone),
        ...(actor ? { subjectUserId: actor } : {}),
      });
    }
  }
  return planned;
}
