/**
 * Read state: which messages count as unread, marking a channel read or unread (one member, or
 * all of a user's channels), and the unread counts `GET /unread` answers.
 */
import type { Caller } from '../../lib/auth';
import { nowIso } from '../../lib/clock';
import { inputError, notAllowed } from '../../lib/errors';
import type { ChannelRecord, MessageRecord, UserRecord } from '../../state/types';
import type { EmulatorContext } from '../context';
import { unreadTotals } from '../users/unread-totals';
import { userJson } from '../users/user-json';
import { channelEvent } from './channel-events';
import { channelMessages, configOf, ownCapabilities } from './channel-json';

/** Whether a message shows in the channel list (and so counts for unread and ordering). */
export function inChannel(message: MessageRecord): boolean {
  return !message.parent_id || message.show_in_channel;
}

export function countsAsUnread(message: MessageRecord): boolean {
  return inChannel(message) && !message.silent && message.type !== 'system';
}

function readableMember(
  ctx: EmulatorContext,
  caller: Caller,
  channel: ChannelRecord,
  user: UserRecord,
) {
  const member = channel.members[user.id];
  if (!member || member.status !== 'member') {
    throw notAllowed(`User '${user.id}' is not a member of '${channel.cid}'`);
  }
  if (caller.kind === 'user' && !ownCapabilities(ctx, channel, user).includes('read-events')) {
    throw notAllowed(
      `User '${user.id}' is not allowed to perform action ReadChannel in '${channel.cid}'`,
    );
  }
  return member;
}

/** Marks a channel read for a user and tells watchers and the user's other tabs. */
function markRead(
  ctx: EmulatorContext,
  channel: ChannelRecord,
  user: UserRecord,
  messageId?: string,
  threadId?: string,
) {
  const member = channel.members[user.id];
  const at = nowIso();
  const lastId = messageId ?? channel.message_ids.at(-1);
  if (member && !threadId) {
    Object.assign(member, { last_read: at, unread_messages: 0, last_read_message_id: lastId });
    delete member.first_unread_message_id;
  }
  const event = channelEvent('message.read', channel, {
    user: userJson(ctx, user),
    created_at: at,
    last_read_message_id: lastId,
    ...(threadId ? { thread_id: threadId, thread: { parent_message_id: threadId } } : {}),
  });
  ctx.fanout.toWatchers(channel.cid, event);
  ctx.fanout.toUser(
    user.id,
    channelEvent('notification.mark_read', channel, {
      user: userJson(ctx, user),
      last_read_message_id: lastId,
      thread_id: threadId,
      ...unreadTotals(ctx, user.id),
    }),
  );
  return event;
}

/**
 * `markRead`: for a member who may read events; nothing happens where the type has read events
 * off. Returns the `message.read` event sent, if any.
 */
export function markChannelRead(
  ctx: EmulatorContext,
  caller: Caller,
  channel: ChannelRecord,
  user: UserRecord,
  messageId?: string,
  threadId?: string,
): Record<string, unknown> | null {
  readableMember(ctx, caller, channel, user);
  if (configOf(ctx, channel).read_events === false) return null;
  return markRead(ctx, channel, user, messageId, threadId);
}

/** `markUnread`: from a message (by id or time) on, as the member's other tabs hear. */
export function markChannelUnread(
  ctx: EmulatorContext,
  caller: Caller,
  channel: ChannelRecord,
  user: UserRecord,
  from: { message_id?: string; message_timestamp?: string; thread_id?: string },
): void {
  const member = readableMember(ctx, caller, channel, user);
  if (from.thread_id) return;
  const messages = channelMessages(ctx, channel);
  const index = from.message_id
    ? messages.findIndex((message) => message.id === from.message_id)
    : from.message_timestamp
      ? messages.findIndex(
          (m) => m.created_at >= new Date(from.message_timestamp as string).toISOString(),
        )
      : -1;
  if (index === -1) throw inputError('message_id or message_timestamp must name a channel message');
  const previous = messages[index - 1];
  const unread = messages
    .slice(index)
    .filter((message) => message.user_id !== user.id && countsAsUnread(message));
  Object.assign(member, {
    unread_messages: unread.length,
    first_unread_message_id: messages[index]?.id,
    last_read: previous?.created_at ?? member.created_at,
    last_read_message_id: previous?.id,
  });
  ctx.fanout.toUser(
    user.id,
    channelEvent('notification.mark_unread', channel, {
      user: userJson(ctx, user),
      first_unread_message_id: member.first_unread_message_id,
      last_read_at: member.last_read,
      last_read_message_id: member.last_read_message_id ?? '',
      unread_messages: member.unread_messages,
      ...unreadTotals(ctx, user.id),
    }),
  );
}

/** `markAllRead`: the channels named (or all the user's), for the channels the user is a member of. */
export function markAllRead(
  ctx: EmulatorContext,
  user: UserRecord,
  readByChannel: Record<string, string> | undefined,
): void {
  const channels = readByChannel
    ? Object.keys(readByChannel).flatMap((cid) => ctx.store.channel(cid) ?? [])
    : ctx.store.channelsOf(user.id);
  for (const channel of channels) {
    const member = channel.members[user.id];
    if (member?.status !== 'member') continue;
    Object.assign(member, {
      last_read: nowIso(),
      unread_messages: 0,
      last_read_message_id: channel.message_ids.at(-1),
    });
    delete member.first_unread_message_id;
  }
  ctx.fanout.toUser(user.id, {
    type: 'notification.mark_read',
    created_at: nowIso(),
    user: userJson(ctx, user),
    ...unreadTotals(ctx, user.id),
  });
}

/** What `GET /unread` answers for a user: totals, per channel and per channel type. */
export function unreadCounts(ctx: EmulatorContext, userId: string) {
  const channels = ctx.store
    .channelsOf(userId)
    .filter((c) => c.members[userId]?.status === 'member');
  const byType = new Map<string, { channel_count: number; unread_count: number }>();
  for (const channel of channels) {
    const entry = byType.get(channel.type) ?? { channel_count: 0, unread_count: 0 };
    entry.channel_count += 1;
    entry.unread_count += channel.members[userId]?.unread_messages ?? 0;
    byType.set(channel.type, entry);
  }
  const totals = unreadTotals(ctx, userId);
  return {
    total_unread_count: totals.total_unread_count,
    total_unread_threads_count: 0,
    channels: channels.map((channel) => ({
      channel_id: channel.cid,
      last_read: channel.members[userId]?.last_read,
      unread_count: channel.members[userId]?.unread_messages ?? 0,
    })),
    channel_type: [...byType].map(([type, entry]) => ({ channel_type: type, ...entry })),
    threads: [],
  };
}
