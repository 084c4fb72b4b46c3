import { z } from 'zod';
import { actingUser, requireReadAccess, validateChannelPath } from '../channels/access';
import { channelJson } from '../channels/channel-json';
import { nowIso } from '../clock';
import type { EmulatorContext } from '../context';
import { notFound } from '../errors';
import { channelEvent } from '../events/channel-events';
import type { RequestContext, Router } from '../http/router';
import { parse } from '../http/validate';
import type { DraftRecord } from '../state/types';

const saveDraftSchema = z.looseObject({
  message: z.looseObject({ text: z.string().optional(), parent_id: z.string().optional() }),
  user_id: z.string().optional(),
});

const queryDraftsSchema = z.looseObject({
  limit: z.number().int().min(1).max(100).optional(),
  user_id: z.string().optional(),
});

export function registerDraftRoutes(router: Router, ctx: EmulatorContext): void {
  const draftJson = (draft: DraftRecord) => {
    const channel = ctx.store.channel(draft.cid);
    return {
      channel_cid: draft.cid,
      channel: channel ? channelJson(ctx, channel) : undefined,
      created_at: draft.created_at,
      message: draft.message,
      parent_id: draft.parent_id,
    };
  };

  const locate = (request: RequestContext, parentId: string | undefined, userId?: string) => {
    const { type, id } = request.params as { type: string; id: string };
    validateChannelPath(type, id);
    const channel = ctx.store.requireChannel(type, id);
    const user = actingUser(ctx, request.caller, userId ?? request.query.get('user_id'), 'Draft');
    requireReadAccess(channel, user);
    const index = ctx.store.state.drafts.findIndex(
      (d) => d.cid === channel.cid && d.user_id === user.id && d.parent_id === parentId,
    );
    return { channel, user, index };
  };

  router.on('GET', '/channels/:type/:id/draft', (request) => {
    const { index } = locate(request, request.query.get('parent_id') ?? undefined);
    const draft = ctx.store.state.drafts[index];
    if (!draft) throw notFound('Draft not found');
    return { draft: draftJson(draft) };
  });

  router.on('POST', '/channels/:type/:id/draft', (request) => {
    const body = parse(saveDraftSchema, request.body, 'CreateDraft');
    const { channel, user, index } = locate(request, body.message.parent_id, body.user_id);
    const draft: DraftRecord = {
      user_id: user.id,
      cid: channel.cid,
      parent_id: body.message.parent_id,
      message: { ...body.message, id: body.message.id ?? crypto.randomUUID() },
      created_at: nowIso(),
    };
    if (index === -1) ctx.store.state.drafts.push(draft);
    else ctx.store.state.drafts[index] = draft;
    ctx.fanout.toUser(user.id, channelEvent('draft.updated', channel, { draft: draftJson(draft) }));
    return { draft: draftJson(draft) };
  });

  router.on('DELETE', '/channels/:type/:id/draft', (request) => {
    const { channel, user, index } = locate(request, request.query.get('parent_id') ?? undefined);
    const [draft] = index === -1 ? [] : ctx.store.state.drafts.splice(index, 1);
    if (draft) {
      ctx.fanout.toUser(
        user.id,
        channelEvent('draft.deleted', channel, { draft: draftJson(draft) }),
      );
    }
    return {};
  });

  router.on('POST', '/drafts/query', (request) => {
    const body = parse(queryDraftsSchema, request.body, 'QueryDrafts');
    const user = actingUser(ctx, request.caller, body.user_id, 'QueryDrafts');
    const drafts = ctx.store.state.drafts
      .filter((draft) => draft.user_id === user.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .slice(0, body.limit ?? 25);
    return { drafts: drafts.map(draftJson) };
  });
}
