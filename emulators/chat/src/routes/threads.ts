/** `queryThreads` and `getThread`. */
import { z } from 'zod';
import type { EmulatorContext } from '../domain/context';
import { findThreads, requireThread, threadJson } from '../domain/queries/threads';
import { viewerOf } from '../domain/users/acting-user';
import { parse } from '../lib/validate';
import type { RouteTable } from './route-table';

const queryThreadsSchema = z.looseObject({
  limit: z.number().int().min(1).max(100).optional(),
  reply_limit: z.number().int().min(0).max(100).optional(),
  participant_limit: z.number().int().min(0).max(100).optional(),
  user_id: z.string().optional(),
});

export function registerThreadRoutes(routes: RouteTable, ctx: EmulatorContext): void {
  routes.on('POST', '/threads', (request) => {
    const body = parse(queryThreadsSchema, request.body, 'QueryThreads');
    const viewer = viewerOf(ctx, request.caller, body.user_id);
    return {
      threads: findThreads(ctx, viewer)
        .slice(0, body.limit ?? 10)
        .map((thread) => threadJson(ctx, thread, viewer, body.reply_limit ?? 2)),
    };
  });

  routes.on('GET', '/threads/:mid', (request) => {
    const parent = ctx.store.requireMessage(request.params.mid as string);
    const viewer = viewerOf(ctx, request.caller);
    requireThread(ctx, parent, viewer);
    const replyLimit = Number(request.query.get('reply_limit') ?? 2) || 2;
    return { thread: threadJson(ctx, parent, viewer, replyLimit) };
  });
}
