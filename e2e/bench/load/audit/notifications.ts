/**
 * The notifications the functions must write for the bench's actions, exactly once each:
 *
 * - a chat message's @mention: the person mentioned (the chat webhook's `chat-mention`);
 * - a video comment (the review trigger): the people it mentions, the uploader, and for a reply
 *   everyone who wrote in the thread before it was sent; a reply sent at the same time as this
 *   one may or may not count as "before", so its author may be told and need not be;
 * - a new event's attendees (`event-invite`) and, for a renamed event, its attendees
 *   (`event-updated`); never the person who made the change.
 *
 * Each is found by addressee, type and the action's token, which its title or body repeats.
 */
import type { EventWrite, NotificationRead, SentComment, SentMessage } from '../ledger';
import { tokensIn } from '../sightings';
import { finding, tally, type Finding } from './findings';

export interface ExpectedNotice {
  userId: string;
  type: string;
  token: string;
  /** False: may be there (once at most) and need not be. */
  required: boolean;
}

export interface StoredNotification {
  id: string;
  userId: string;
  type: string;
  title: string;
  body: string;
  read: boolean;
}

export function chatMentionNotices(messages: readonly SentMessage[]): ExpectedNotice[] {
  return messages.flatMap((message) =>
    message.mentions
      .filter((uid) => uid !== message.sender)
      .map((userId) => ({ userId, type: 'chat-mention', token: message.token, required: true })),
  );
}

export function videoNotices(
  comments: readonly SentComment[],
  uploaderOf: (videoId: string) => string,
): ExpectedNotice[] {
  return comments.flatMap((comment) => {
    const reasons = new Map<string, { type: string; required: boolean }>();
    const add = (uid: string, type: string, required: boolean) => {
      if (uid !== comment.author && !reasons.has(uid)) reasons.set(uid, { type, required });
    };
    for (const uid of comment.mentions) add(uid, 'video-mention', true);
    if (comment.parentId === null) {
      add(uploaderOf(comment.videoId), 'video-comment', true);
    } else {
      const parent = comments.find((one) => one.id === comment.parentId);
      const replies = comments.filter(
        (one) => one.parentId === comment.parentId && one.id !== comment.id,
      );
      const before = replies.filter((one) => one.ackedAt < comment.startedAt);
      for (const uid of [parent?.author ?? '', ...before.map((one) => one.author)]) {
        if (uid) add(uid, 'video-reply', true);
      }
      add(uploaderOf(comment.videoId), 'video-reply', true);
      for (const one of replies) add(one.author, 'video-reply', false);
    }
    return [...reasons].map(([userId, { type, required }]) => ({
      userId,
      type,
      token: comment.token,
      required,
    }));
  });
}

export function eventNotices(events: readonly EventWrite[]): ExpectedNotice[] {
  return events.flatMap((event) =>
    event.attendees
      .filter((uid) => uid !== event.by)
      .map((userId) => ({
        userId,
        type: event.created ? 'event-invite' : 'event-updated',
        token: event.token,
        required: true,
      })),
  );
}

const key = (userId: string, type: string, token: string) => `${userId} ${type} ${token}`;

export function auditNotifications(
  expected: readonly ExpectedNotice[],
  stored: readonly StoredNotification[],
  unacknowledged: ReadonlySet<string>,
): Finding[] {
  const findings: Finding[] = [];
  const wanted = new Map(
    expected.map((notice) => [key(notice.userId, notice.type, notice.token), notice]),
  );
  const found: string[] = [];
  for (const notification of stored) {
    for (const token of new Set(tokensIn(`${notification.title} ${notification.body}`))) {
      const noticeKey = key(notification.userId, notification.type, token);
      if (wanted.has(noticeKey)) found.push(noticeKey);
      else if (!unacknowledged.has(token)) {
        findings.push(
          finding(
            'unexplained',
            'notification',
            `${notification.id} (${notification.type} to ${notification.userId}) about ${token}`,
          ),
        );
      }
    }
  }
  const counts = tally(found);
  for (const [noticeKey, notice] of wanted) {
    const count = counts.get(noticeKey) ?? 0;
    if (count === 0 && notice.required) {
      findings.push(
        finding('lost', 'notification', `${notice.type} to ${notice.userId} about ${notice.token}`),
      );
    } else if (count > 1) {
      findings.push(
        finding(
          'duplicated',
          'notification',
          `${notice.type} to ${notice.userId} about ${notice.token}: ${count} of them`,
        ),
      );
    }
  }
  return findings;
}

/** Every notification a member marked read (and was told was saved) is read. */
export function auditReads(
  reads: readonly NotificationRead[],
  stored: readonly StoredNotification[],
): Finding[] {
  const byId = new Map(stored.map((notification) => [notification.id, notification]));
  return reads.flatMap((read) => {
    const notification = byId.get(read.id);
    if (!notification) return [finding('lost', 'notification read', `${read.id} is gone`)];
    return notification.read
      ? []
      : [finding('lost', 'notification read', `${read.id} was marked read and is unread`)];
  });
}
