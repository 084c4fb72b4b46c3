/** Reading messages: a thread's replies, messages by id, and a channel's pinned messages. */
import type { EmulatorContext } from '../domain/context';
import { messageJson } from '../domain/messages/message-json';
import { messagePagingSchema, pageMessages } from '../domain/messages/paging';
import { pagePinned, pinnedMessages, pinnedPagingSchema } from '../domain/messages/pins';
import { requireFullReadAccess, requireReadAccess } from '../domain/permissions/read-access';
import { viewerOf } from '../domain/users/acting-user';
import { inputError } from '../lib/errors';
import { normalizeSort } from '../lib/filters';
import { parse } from '../lib/validate';
import { jsonQueryParam, payloadOf, validateChannelPath } from './request';
import type { RouteTable } from './route-table';

export function registerMessageListRoutes(routes: RouteTable, ctx: EmulatorContext): void {
  routes.on('GET', '/messages/:mid/replies', (request) => {
    const parent = ctx.store.requireMessage(request.params.mid as string);
    const channel = ctx.store.channel(parent.cid);
    const viewer = viewerOf(ctx, request.caller);
    if (!channel || requireReadAccess(channel, viewer) !== 'full') return { messages: [] };
    const paging = parse(messagePagingSchema, Object.fromEntries(request.query), 'GetReplies');
    const replies = parent.reply_ids.flatMap((id) => ctx.store.message(id) ?? []);
    const page = pageMessages(replies, paging, 25);
    const sort = normalizeSort(jsonQueryParam(request, 'sort'));
    // Oldest first unless the caller sorts by created_at descending.
    if (sort[0]?.field === 'created_at' && sort[0].direction < 0) page.reverse();
    const viewerId = viewer === 'server' ? null : viewer.id;
    return { messages: page.map((message) => messageJson(ctx, message, viewerId)) };
  });

  routes.on('GET', '/channels/:type/:id/messages', (request) => {
    const { type, id } = request.params as { type: string; id: string };
    validateChannelPath(type, id);
    const channel = ctx.store.requireChannel(type, id);
    const viewer = viewerOf(ctx, request.caller);
    requireFullReadAccess(channel, viewer);
    const ids = (request.query.get('ids') ?? '').split(',').filter(Boolean);
    if (ids.length === 0) throw inputError('ids is required');
    const viewerId = viewer === 'server' ? null : viewer.id;
    const messages = ids.flatMap((messageId) => {
      const message = ctx.store.message(messageId);
      return message && message.cid === channel.cid ? [messageJson(ctx, message, viewerId)] : [];
    });
    return { messages };
  });

  routes.on('GET', '/channels/:type/:id/pinned_messages', (request) => {
    const { type, id } = request.params as { type: string; id: string };
    validateChannelPath(type, id);
    const channel = ctx.store.requireChannel(type, id);
    const viewer = viewerOf(ctx, request.caller);
    if (requireReadAccess(channel, viewer) !== 'full') return { messages: [] };
    const payload = payloadOf(request) as { sort?: unknown };
    const paging = parse(pinnedPagingSchema, payload, 'GetPinnedMessages');
    const [sort] = normalizeSort(payload.sort);
    if (sort && sort.field !== 'pinned_at')
      throw inputError('pinned messages sort by pinned_at only');
    const page = pagePinned(pinnedMessages(ctx, channel), paging, (sort?.direction ?? -1) < 0);
    const viewerId = viewer === 'server' ? null : viewer.id;
    return { messages: page.map((message) => messageJson(ctx, message, viewerId)) };
  });
}
