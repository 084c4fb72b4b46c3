/** `client.search`: messages in the searcher's channels. */
import { z } from 'zod';
import { channelJson } from '../domain/channels/channel-json';
import type { EmulatorContext } from '../domain/context';
import { messageJson } from '../domain/messages/message-json';
import { searchMessages } from '../domain/queries/search';
import { viewerOf } from '../domain/users/acting-user';
import { pageByCursor } from '../lib/cursor';
import { inputError } from '../lib/errors';
import { parse } from '../lib/validate';
import { payloadOf } from './request';
import type { RouteTable } from './route-table';

const searchSchema = z.looseObject({
  filter_conditions: z.record(z.string(), z.unknown(), {
    error: 'filter_conditions (a channel filter) is required',
  }),
  query: z.string().optional(),
  message_filter_conditions: z.record(z.string(), z.unknown()).optional(),
  sort: z.unknown().optional(),
  limit: z.number().int().min(1).max(1000).optional(),
  offset: z.number().int().min(0).optional(),
  next: z.string().optional(),
  user_id: z.string().optional(),
});

export function registerSearchRoute(routes: RouteTable, ctx: EmulatorContext): void {
  routes.on('GET', '/search', (request) => {
    const body = parse(searchSchema, payloadOf(request), 'Search');
    if ((body.query === undefined) === (body.message_filter_conditions === undefined)) {
      throw inputError('exactly one of query or message_filter_conditions must be provided');
    }
    if (body.offset !== undefined && body.offset > 0 && body.next !== undefined) {
      throw inputError('Cannot specify offset with next');
    }
    const viewer = viewerOf(ctx, request.caller, body.user_id);
    const { page, next, prev } = pageByCursor(searchMessages(ctx, viewer, body), body, 10);
    const viewerId = viewer === 'server' ? null : viewer.id;
    return {
      results: page.map((message) => {
        const channel = ctx.store.channel(message.cid);
        return {
          message: {
            ...messageJson(ctx, message, viewerId),
            channel: channel ? channelJson(ctx, channel, viewer) : undefined,
          },
        };
      }),
      next,
      previous: prev,
    };
  });
}
