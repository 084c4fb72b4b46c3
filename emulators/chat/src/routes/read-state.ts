/** Read state: mark read and unread, mark all read, and the unread counts. */
import { z } from 'zod';
import {
  markAllRead,
  markChannelRead,
  markChannelUnread,
  unreadCounts,
} from '../domain/channels/read-state';
import type { EmulatorContext } from '../domain/context';
import { actingUser } from '../domain/users/acting-user';
import { notAllowed } from '../lib/errors';
import { parse } from '../lib/validate';
import { channelFromPath } from './request';
import type { RouteTable } from './route-table';

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

const markAllReadSchema = z.looseObject({
  read_by_channel: z.record(z.string(), z.string()).optional(),
  user_id: z.string().optional(),
});

const unreadBatchSchema = z.looseObject({ user_ids: z.array(z.string()).min(1) });

export function registerReadStateRoutes(routes: RouteTable, ctx: EmulatorContext): void {
  routes.on('POST', '/channels/:type/:id/read', (request) => {
    const channel = channelFromPath(ctx, request);
    const body = parse(markReadSchema, request.body, 'MarkRead');
    const user = actingUser(ctx, request.caller, body.user_id, 'MarkRead');
    const event = markChannelRead(
      ctx,
      request.caller,
      channel,
      user,
      body.message_id,
      body.thread_id,
    );
    return event ? { event } : {};
  });

  routes.on('POST', '/channels/:type/:id/unread', (request) => {
    const channel = channelFromPath(ctx, request);
    const body = parse(markUnreadSchema, request.body, 'MarkUnread');
    const user = actingUser(ctx, request.caller, body.user_id, 'MarkUnread');
    markChannelUnread(ctx, request.caller, channel, user, body);
    return {};
  });

  routes.on('POST', '/channels/read', (request) => {
    const body = parse(markAllReadSchema, request.body, 'MarkAllRead');
    const user = actingUser(ctx, request.caller, body.user_id, 'MarkAllRead');
    markAllRead(ctx, user, body.read_by_channel);
    return {};
  });

  routes.on('GET', '/unread', (request) => {
    const user = actingUser(ctx, request.caller, request.query.get('user_id'), 'UnreadCounts');
    return unreadCounts(ctx, user.id);
  });

  routes.on('POST', '/unread_batch', (request) => {
    if (request.caller.kind !== 'server')
      throw notAllowed('unread_batch is a server-side endpoint');
    const body = parse(unreadBatchSchema, request.body, 'UnreadCountsBatch');
    return {
      counts_by_user: Object.fromEntries(body.user_ids.map((id) => [id, unreadCounts(ctx, id)])),
    };
  });
}
