import { z } from 'zod';
import type { Caller } from '../auth';
import { nowIso } from '../clock';
import type { EmulatorContext } from '../context';
import { inputError, notAllowed } from '../errors';
import { channelEvent } from '../events/channel-events';
import type { Router } from '../http/router';
import { parse } from '../http/validate';
import { countsAsUnread } from '../messages/send-message';
import type { ChannelRecord, UserRecord } from '../state/types';
import { userJson } from '../users/user-json';
import { actingUser, validateChannelPath } from './access';
import { channelMessages, configOf, ownCapabilities } from './channel-json';
import { unreadTotals } from './unread';

const markReadSchema = z.looseObject({
  message_id: z.string().optional(),
  thread_id: z.string().optional(),
  user_id: z.string().optional(),
});

const markUnreadSchema = z.looseObject({
  message_id: z.string().optional(),
  message_timestamp: z.string().optional(),
  thread_id: z.string().optional(),
  user_id: z.string().optional(),
});

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
export function markRead(
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

export function registerReadStateRoutes(router: Router, ctx: EmulatorContext): void {
  const target = (params: Record<string, string>) => {
    const { type, id } = params as { type: string; id: string };
    validateChannelPath(type, id);
    return ctx.store.requireChannel(type, id);
  };

  router.on('POST', '/channels/:type/:id/read', (request) => {
    const channel = target(request.params);
    const body = parse(markReadSchema, request.body, 'MarkRead');
    const user = actingUser(ctx, request.caller, body.user_id, 'MarkRead');
    readableMember(ctx, request.caller, channel, user);
    if (configOf(ctx, channel).read_events === false) return {};
    return { event: markRead(ctx, channel, user, body.message_id, body.thread_id) };
  });

  router.on('POST', '/channels/:type/:id/unread', (request) => {
    const channel = target(request.params);
    const body = parse(markUnreadSchema, request.body, 'MarkUnread');
    const user = actingUser(ctx, request.caller, body.user_id, 'MarkUnread');
    const member = readableMember(ctx, request.caller, channel, user);
    if (body.thread_id) return {};
    const messages = channelMessages(ctx, channel);
    const index = body.message_id
      ? messages.findIndex((message) => message.id === body.message_id)
      : body.message_timestamp
        ? messages.findIndex(
            (m) => m.created_at >= new Date(body.message_timestamp as string).toISOString(),
          )
        : -1;
    if (index === -1)
      throw inputError('message_id or message_timestamp must name a channel message');
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
    return {};
  });

  router.on('POST', '/channels/read', (request) => {
    const body = parse(
      z.looseObject({
        read_by_channel: z.record(z.string(), z.string()).optional(),
        user_id: z.string().optional(),
      }),
      request.body,
      'MarkAllRead',
    );
    const user = actingUser(ctx, request.caller, body.user_id, 'MarkAllRead');
    const channels = body.read_by_channel
      ? Object.keys(body.read_by_channel).flatMap((cid) => ctx.store.channel(cid) ?? [])
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
    return {};
  });

  const unreadCounts = (userId: string) => {
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
  };

  router.on('GET', '/unread', (request) => {
    const user = actingUser(ctx, request.caller, request.query.get('user_id'), 'UnreadCounts');
    return unreadCounts(user.id);
  });

  router.on('POST', '/unread_batch', (request) => {
    if (request.caller.kind !== 'server')
      throw notAllowed('unread_batch is a server-side endpoint');
    const body = parse(
      z.looseObject({ user_ids: z.array(z.string()).min(1) }),
      request.body,
      'UnreadCountsBatch',
    );
    return {
      counts_by_user: Object.fromEntries(body.user_ids.map((id) => [id, unreadCounts(id)])),
    };
  });
}
