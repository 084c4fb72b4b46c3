/** Reactions on a message: send, delete, list and query. */
import { z } from 'zod';
import type { EmulatorContext } from '../domain/context';
import { messageJson, reactionJson } from '../domain/messages/message-json';
import {
  deleteReaction,
  queryReactions,
  reactionInputSchema,
  reactionTarget,
  sendReaction,
} from '../domain/messages/reactions';
import { requireFullReadAccess } from '../domain/permissions/read-access';
import { viewerOf } from '../domain/users/acting-user';
import { pageByCursor } from '../lib/cursor';
import { parse } from '../lib/validate';
import type { RouteTable } from './route-table';

const sendReactionSchema = z.looseObject({
  reaction: reactionInputSchema,
  enforce_unique: z.boolean().optional(),
  skip_push: z.boolean().optional(),
});

const queryReactionsSchema = z.looseObject({
  filter: z.record(z.string(), z.unknown()).optional(),
  sort: z.unknown().optional(),
  limit: z.number().int().min(1).max(300).optional(),
  next: z.string().optional(),
  user_id: z.string().optional(),
});

export function registerReactionRoutes(routes: RouteTable, ctx: EmulatorContext): void {
  routes.on('POST', '/messages/:mid/reaction', (request) => {
    const target = reactionTarget(ctx, request.params.mid as string);
    const body = parse(sendReactionSchema, request.body, 'SendReaction');
    const { reaction, user } = sendReaction(
      ctx,
      request.caller,
      target,
      body.reaction,
      body.enforce_unique,
    );
    return {
      message: messageJson(ctx, target.message, user.id),
      reaction: reactionJson(ctx, reaction),
    };
  });

  routes.on('DELETE', '/messages/:mid/reaction/:rtype', (request) => {
    const target = reactionTarget(ctx, request.params.mid as string);
    const { reaction, user } = deleteReaction(
      ctx,
      request.caller,
      target,
      request.params.rtype as string,
      request.query.get('user_id'),
    );
    return {
      message: messageJson(ctx, target.message, user.id),
      reaction: reactionJson(ctx, reaction),
    };
  });

  routes.on('GET', '/messages/:mid/reactions', (request) => {
    const { message, channel } = reactionTarget(ctx, request.params.mid as string);
    requireFullReadAccess(channel, viewerOf(ctx, request.caller));
    const limit = Math.min(Number(request.query.get('limit') ?? 10) || 10, 300);
    const offset = Number(request.query.get('offset') ?? 0) || 0;
    const newestFirst = [...message.reactions].reverse();
    return {
      reactions: newestFirst.slice(offset, offset + limit).map((r) => reactionJson(ctx, r)),
    };
  });

  routes.on('POST', '/messages/:mid/reactions', (request) => {
    const { message, channel } = reactionTarget(ctx, request.params.mid as string);
    const body = parse(queryReactionsSchema, request.body, 'QueryReactions');
    requireFullReadAccess(channel, viewerOf(ctx, request.caller, body.user_id));
    const sorted = queryReactions(message, { filter: body.filter ?? {}, sort: body.sort });
    // `next` is left out on the last page: the reactions dialog keeps paging while it is truthy.
    const { page, next } = pageByCursor(sorted, { limit: body.limit, next: body.next }, 25);
    return { reactions: page.map((reaction) => reactionJson(ctx, reaction)), next };
  });
}
