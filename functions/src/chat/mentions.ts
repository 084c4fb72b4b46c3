/**
 * What a chat mention notification says and who may get one, as pure functions of the chat
 * service's event and member records (the webhook handler in mention-notifications.ts does the
 * reading and writing).
 */
import type { ChatMessageEvent } from '@crewspace/common/api';
import { isDirectChannelId } from '@crewspace/common/chat';
import { chatChannelPath } from '@crewspace/common/links';
import { shortened } from '@crewspace/common/text';
import type { ChannelMemberResponse } from 'stream-chat';
import type { NewNotification } from '../notifications/notify';

/** At most this many people are notified of one message. */
export const MAX_MENTIONS_PER_MESSAGE = 100;
/** A notification shows the message's text up to this many characters. */
export const MENTION_TEXT_MAX = 140;
const SENDER_NAME_MAX = 60;

/** Messages people read in the channel or a thread; system, error and deleted ones notify nobody. */
const NOTIFYING_MESSAGE_TYPES: ReadonlySet<string> = new Set(['regular', 'reply']);

/** One notification per message and person: a repeated or retried webhook finds it. */
export function mentionNotificationId(messageId: string, uid: string): string {
  return `chat-mention_${messageId}_${uid}`;
}

/**
 * Who wrote the message. Only the id counts: the name a chat user carries is whatever their
 * client last sent when it connected, so notifications take it from the account instead.
 */
export function senderIdOf(event: ChatMessageEvent): string {
  return (event.message.user ?? event.user)?.id ?? '';
}

/** Everyone the message mentions but its sender, once each, in order; none for non-messages. */
export function mentionedUserIds(event: ChatMessageEvent): string[] {
  if (!NOTIFYING_MESSAGE_TYPES.has(event.message.type ?? 'regular')) return [];
  const sender = senderIdOf(event);
  const ids = (event.message.mentioned_users ?? []).map((user) => user.id);
  return [...new Set(ids)].filter((id) => id !== sender).slice(0, MAX_MENTIONS_PER_MESSAGE);
}

/**
 * Mentioned people who hear of it: members of the channel now (not a pending join request, not
 * banned, not deactivated) who have not muted it.
 */
export function notifiableMemberIds(members: readonly ChannelMemberResponse[]): string[] {
  return members
    .filter(
      (member) =>
        member.status !== 'pending' &&
        !member.banned &&
        !member.notifications_muted &&
        !member.user?.deactivated_at,
    )
    .map((member) => member.user_id ?? member.user?.id ?? '')
    .filter(Boolean);
}

// Notification texts everywhere are cut the same way (common/src/text.ts).
export { shortened };

/**
 * How a title names the channel: "#design", or what kind of chat an unnamed one is, told by its
 * id (a direct chat is the server-made distinct channel), never by a field a client could set.
 */
export function channelLabel(channel: { id?: unknown; name?: unknown }): string {
  const name = typeof channel.name === 'string' ? channel.name.trim() : '';
  if (name) return `#${name}`;
  return typeof channel.id === 'string' && isDirectChannelId(channel.id)
    ? 'a direct message'
    : 'a chat';
}

/** At most this many mention notices per sender and hour, whatever their messages say. */
export const MENTION_NOTICES_PER_SENDER_PER_HOUR = 100;
const HOUR_MS = 60 * 60 * 1000;

/** A sender's count of mention notices in the current hour-long window. */
export interface MentionQuota {
  windowStartMs: number;
  count: number;
}

/**
 * How many more notices the sender may cause now, and the quota after `sent` more. A window
 * starts with the first notice after the last one ended.
 */
export function mentionAllowance(
  quota: MentionQuota | undefined,
  nowMs: number,
): { remaining: number; after(sent: number): MentionQuota } {
  const current = quota && nowMs - quota.windowStartMs < HOUR_MS ? quota : undefined;
  const windowStartMs = current?.windowStartMs ?? nowMs;
  const count = current?.count ?? 0;
  return {
    remaining: Math.max(0, MENTION_NOTICES_PER_SENDER_PER_HOUR - count),
    after: (sent) => ({ windowStartMs, count: count + sent }),
  };
}

/** `senderName`: the display name of the sender's account (users/{id}), '' when unknown. */
export function mentionNotification(
  event: ChatMessageEvent,
  recipientId: string,
  label: string,
  senderName: string,
): NewNotification {
  const senderId = senderIdOf(event);
  const text = shortened(event.message.text ?? '', MENTION_TEXT_MAX);
  const who = shortened(senderName, SENDER_NAME_MAX) || 'Someone';
  return {
    userId: recipientId,
    type: 'chat-mention',
    title: `${who} mentioned you in ${label}`,
    body: text || 'Open the chat to see the message.',
    link: chatChannelPath(event.cid, event.message.id),
    ...(senderId ? { subjectUserId: senderId } : {}),
  };
}
