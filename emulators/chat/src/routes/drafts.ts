/** Drafts: get, save and delete a channel's or thread's draft, and `queryDrafts`. */
import { z } from 'zod';
import type { EmulatorContext } from '../domain/context';
import { draftJson } from '../domain/messages/draft-json';
import {
  deleteDraft,
  draftMessageSchema,
  draftSlot,
  getDraft,
  queryDrafts,
  saveDraft,
} from '../domain/messages/drafts';
import { actingUser } from '../domain/users/acting-user';
import { pageByCursor } from '../lib/cursor';
import { parse } from '../lib/validate';
import { channelFromPath } from './request';
import type { RequestContext, RouteTable } from './route-table';

const saveDraftSchema = z.looseObject({
  message: draftMessageSchema,
  user_id: z.string().optional(),
});

const queryDraftsSchema = z.looseObject({
  filter: z.record(z.string(), z.unknown()).optional(),
  sort: z.unknown().optional(),
  limit: z.number().int().min(1).max(100).optional(),
  next: z.string().optional(),
  prev: z.string().optional(),
  user_id: z.string().optional(),
});

export function registerDraftRoutes(routes: RouteTable, ctx: EmulatorContext): void {
  const slotOf = (request: RequestContext, parentId: string | undefined, userId?: string) =>
    draftSlot(
      ctx,
      request.caller,
      channelFromPath(ctx, request),
      userId ?? request.query.get('user_id'),
      parentId,
    );

  routes.on('GET', '/channels/:type/:id/draft', (request) => {
    const slot = slotOf(request, request.query.get('parent_id') ?? undefined);
    return { draft: draftJson(ctx, getDraft(ctx, slot)) };
  });

  routes.on('POST', '/channels/:type/:id/draft', (request) => {
    const body = parse(saveDraftSchema, request.body, 'CreateDraft');
    const slot = slotOf(request, body.message.parent_id, body.user_id);
    return { draft: saveDraft(ctx, slot, body.message) };
  });

  routes.on('DELETE', '/channels/:type/:id/draft', (request) => {
    deleteDraft(ctx, slotOf(request, request.query.get('parent_id') ?? undefined));
    return {};
  });

  routes.on('POST', '/drafts/query', (request) => {
    const body = parse(queryDraftsSchema, request.body, 'QueryDrafts');
    const user = actingUser(ctx, request.caller, body.user_id, 'QueryDrafts');
    const sorted = queryDrafts(ctx, user, { filter: body.filter ?? {}, sort: body.sort });
    const { page, next, prev } = pageByCursor(sorted, body, 25);
    return { drafts: page.map((draft) => draftJson(ctx, draft)), next, prev };
  });
}
