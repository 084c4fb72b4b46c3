import { z } from 'zod';
import type { EmulatorContext } from '../context';
import { inputError, notFound } from '../errors';
import type { RequestContext, Router } from '../http/router';
import { parse } from '../http/validate';
import { draftJson, findDraft } from '../messages/draft-json';
import { messagePagingSchema } from '../messages/paging';
import type { ChannelRecord } from '../state/types';
import type { Connection } from '../ws/connections';
import { requireReadAccess, validateChannelPath, viewerOf } from './access';
import type { Viewer } from './channel-json';
import { channelState } from './channel-json';
import {
  createChannel,
  distinctChannelId,
  memberInputSchema,
  normalizeMembers,
} from './create-channel';
import { followPresence, watch } from './watching';

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

/** The caller's own connection named by `connection_id`, if any (never someone else's). */
export function callerConnection(
  ctx: EmulatorContext,
  request: RequestContext,
): Connection | undefined {
  const connection = ctx.connections.get(request.connectionId);
  if (!connection || request.caller.kind !== 'user') return undefined;
  return connection.userId === request.caller.userId ? connection : undefined;
}

/** Answers a channel state for a query, subscribing the connection when asked to. */
export function stateForQuery(
  ctx: EmulatorContext,
  request: RequestContext,
  channel: ChannelRecord,
  viewer: Viewer,
  options: {
    watch?: boolean;
    presence?: boolean;
    messages?: z.infer<typeof messagePagingSchema>;
    memberLimit?: number;
    memberOffset?: number;
    watcherLimit?: number;
  },
): Record<string, unknown> {
  const access = requireReadAccess(channel, viewer);
  const connection = callerConnection(ctx, request);
  if (connection && access === 'full') {
    if (options.watch) watch(ctx, connection, channel);
    if (options.presence) followPresence(connection, channel);
  }
  const state = channelState(ctx, channel, viewer, {
    ...options,
    outsider: access === 'outsider',
  });
  // The caller's channel draft, which the composer restores (thread drafts come with threads).
  const draft = viewer === 'server' ? undefined : findDraft(ctx, viewer.id, channel.cid, undefined);
  return draft ? { ...state, draft: draftJson(ctx, draft) } : state;
}

export function registerChannelQueryRoutes(router: Router, ctx: EmulatorContext): void {
  const query = (request: RequestContext) => {
    const { type, id: pathId } = request.params as { type: string; id?: string };
    validateChannelPath(type, pathId);
    const body = parse(channelQuerySchema, request.body, 'GetOrCreateChannel');
    if (!ctx.store.state.channel_types[type])
      throw notFound(`channel type "${type}" does not exist`);
    const data = body.data ?? {};
    let id = pathId;
    if (id === undefined) {
      const memberIds = normalizeMembers(data.members).map((member) => member.user_id);
      if (memberIds.length === 0) {
        throw inputError('either channel id or members must be provided');
      }
      id = distinctChannelId(memberIds);
    }
    const channel =
      ctx.store.channel(`${type}:${id}`) ?? createChannel(ctx, request.caller, type, id, data);
    const viewer = viewerOf(ctx, request.caller, body.user_id);
    return stateForQuery(ctx, request, channel, viewer, {
      watch: body.watch,
      presence: body.presence,
      messages: body.messages,
      memberLimit: body.members?.limit,
      memberOffset: body.members?.offset,
      watcherLimit: body.watchers?.limit,
    });
  };
  router.on('POST', '/channels/:type/:id/query', query);
  router.on('POST', '/channels/:type/query', query);
}
