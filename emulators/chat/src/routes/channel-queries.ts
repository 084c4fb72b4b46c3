/** `channel.query()` / `watch()` (get or create, then the channel state) and `queryChannels`. */
import { z } from 'zod';
import { queryChannels } from '../domain/channels/channel-filter';
import { getOrCreateChannel, memberInputSchema } from '../domain/channels/create-channel';
import type { EmulatorContext } from '../domain/context';
import { messagePagingSchema } from '../domain/messages/paging';
import { stateForQuery } from '../domain/queries/channel-state';
import { viewerOf } from '../domain/users/acting-user';
import { parse } from '../lib/validate';
import { callerConnection, validateChannelPath } from './request';
import type { RequestContext, RouteTable } from './route-table';

const pageSchema = z.looseObject({
  limit: z.number().int().min(0).max(300).optional(),
  offset: z.number().int().min(0).optional(),
});

const channelQuerySchema = z.looseObject({
  data: z
    .looseObject({
      members: z.array(memberInputSchema).optional(),
      created_by_id: z.string().optional(),
      name: z.string().optional(),
    })
    .optional(),
  state: z.boolean().optional(),
  watch: z.boolean().optional(),
  presence: z.boolean().optional(),
  messages: messagePagingSchema.optional(),
  members: pageSchema.optional(),
  watchers: pageSchema.optional(),
  user_id: z.string().optional(),
});

const queryChannelsSchema = z.looseObject({
  filter_conditions: z.record(z.string(), z.unknown()).optional(),
  sort: z.unknown().optional(),
  state: z.boolean().optional(),
  watch: z.boolean().optional(),
  presence: z.boolean().optional(),
  limit: z.number().int().min(0).max(30).optional(),
  offset: z.number().int().min(0).optional(),
  message_limit: z.number().int().min(0).max(300).optional(),
  member_limit: z.number().int().min(0).max(100).optional(),
  user_id: z.string().optional(),
});

export function registerChannelQueryRoutes(routes: RouteTable, ctx: EmulatorContext): void {
  const query = (request: RequestContext) => {
    const { type, id } = request.params as { type: string; id?: string };
    validateChannelPath(type, id);
    const body = parse(channelQuerySchema, request.body, 'GetOrCreateChannel');
    const channel = getOrCreateChannel(ctx, request.caller, type, id, body.data ?? {});
    const viewer = viewerOf(ctx, request.caller, body.user_id);
    return stateForQuery(ctx, callerConnection(ctx, request), channel, viewer, {
      watch: body.watch,
      presence: body.presence,
      messages: body.messages,
      memberLimit: body.members?.limit,
      memberOffset: body.members?.offset,
      watcherLimit: body.watchers?.limit,
    });
  };
  routes.on('POST', '/channels/:type/:id/query', query);
  routes.on('POST', '/channels/:type/query', query);

  routes.on('POST', '/channels', (request) => {
    const body = parse(queryChannelsSchema, request.body, 'QueryChannels');
    const viewer = viewerOf(ctx, request.caller, body.user_id);
    const page = queryChannels(ctx, viewer, {
      filter: body.filter_conditions ?? {},
      sort: body.sort,
      offset: body.offset,
      limit: body.limit,
    });
    const connection = callerConnection(ctx, request);
    return {
      channels: page.map((channel) =>
        stateForQuery(ctx, connection, channel, viewer, {
          watch: body.watch,
          presence: body.presence,
          messages: { limit: body.message_limit ?? 25 },
          memberLimit: body.member_limit,
        }),
      ),
    };
  });
}
