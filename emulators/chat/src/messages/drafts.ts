/**
 * Drafts (`channel.createDraft` / `getDraft` / `deleteDraft`, `client.queryDrafts`): one per
 * user and channel, and one per user and thread (`parent_id`). They are the user's own, on every
 * device: `draft.updated` / `draft.deleted` go to all the user's connections, and channel states
 * (`query`, `queryChannels`) and threads carry the caller's draft, which the message composer
 * restores.
 */
import { z } from 'zod';
import { actingUser, requireFullReadAccess, validateChannelPath } from '../channels/access';
import { configOf } from '../channels/channel-json';
import { nowIso } from '../clock';
import type { EmulatorContext } from '../context';
import { ApiError, inputError, notFound } from '../errors';
import { channelEvent } from '../events/channel-events';
import { compileFilter, normalizeSort, sortRecords } from '../filters';
import { pageByCursor } from '../http/cursor';
import type { RequestContext, Router } from '../http/router';
import { parse } from '../http/validate';
import type { ChannelRecord, DraftRecord } from '../state/types';
import { draftJson } from './draft-json';

const saveDraftSchema = z.looseObject({
  message: z.looseObject({
    id: z.string().min(1).max(255).optional(),
    text: z.string().optional(),
    parent_id: z.string().min(1).optional(),
    quoted_message_id: z.string().min(1).optional(),
  }),
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

function draftField(draft: DraftRecord, field: string): unknown {
  switch (field) {
    case 'channel_cid':
      return draft.cid;
    case 'parent_id':
    case 'created_at':
      return draft[field];
    default:
      return undefined;
  }
}

/**
 * A draft keeps the limits of the message it will become: its length (code 20), and the thread
 * parent and quoted message it names must be in its channel (code 4; a reply's reply: 21).
 */
function checkReferences(
  ctx: EmulatorContext,
  channel: ChannelRecord,
  message: z.infer<typeof saveDraftSchema>['message'],
): void {
  const maxLength = Number(configOf(ctx, channel).max_message_length ?? 5000);
  const length = message.text?.length ?? 0;
  if (length > maxLength) {
    throw new ApiError(20, 400, `draft message is too long (${length} > ${maxLength} characters)`);
  }
  for (const [field, id] of [
    ['parent_id', message.parent_id],
    ['quoted_message_id', message.quoted_message_id],
  ] as const) {
    if (id === undefined) continue;
    const referenced = ctx.store.message(id);
    if (!referenced || referenced.cid !== channel.cid) {
      throw inputError(`${field}: message ${id} does not exist in ${channel.cid}`);
    }
    if (field === 'parent_id' && referenced.parent_id) {
      throw new ApiError(21, 400, 'a draft reply to a reply is not allowed');
    }
  }
}

export function registerDraftRoutes(router: Router, ctx: EmulatorContext): void {
  const drafts = () => ctx.store.state.drafts;

  const locate = (request: RequestContext, parentId: string | undefined, userId?: string) => {
    const { type, id } = request.params as { type: string; id: string };
    validateChannelPath(type, id);
    const channel = ctx.store.requireChannel(type, id);
    const user = actingUser(ctx, request.caller, userId ?? request.query.get('user_id'), 'Draft');
    requireFullReadAccess(channel, user);
    const index = drafts().findIndex(
      (d) => d.cid === channel.cid && d.user_id === user.id && d.parent_id === parentId,
    );
    return { channel, user, index };
  };

  router.on('GET', '/channels/:type/:id/draft', (request) => {
    const { index } = locate(request, request.query.get('parent_id') ?? undefined);
    const draft = drafts()[index];
    if (!draft) throw notFound('Draft not found');
    return { draft: draftJson(ctx, draft) };
  });

  router.on('POST', '/channels/:type/:id/draft', (request) => {
    const body = parse(saveDraftSchema, request.body, 'CreateDraft');
    const { channel, user, index } = locate(request, body.message.parent_id, body.user_id);
    checkReferences(ctx, channel, body.message);
    const draft: DraftRecord = {
      user_id: user.id,
      cid: channel.cid,
      parent_id: body.message.parent_id,
      message: { ...body.message, id: body.message.id ?? crypto.randomUUID() },
      created_at: nowIso(),
    };
    if (index === -1) drafts().push(draft);
    else drafts()[index] = draft;
    const json = draftJson(ctx, draft);
    ctx.fanout.toUser(user.id, channelEvent('draft.updated', channel, { draft: json }));
    return { draft: json };
  });

  router.on('DELETE', '/channels/:type/:id/draft', (request) => {
    const { channel, user, index } = locate(request, request.query.get('parent_id') ?? undefined);
    const [draft] = index === -1 ? [] : drafts().splice(index, 1);
    if (draft) {
      ctx.fanout.toUser(
        user.id,
        channelEvent('draft.deleted', channel, { draft: draftJson(ctx, draft) }),
      );
    }
    return {};
  });

  router.on('POST', '/drafts/query', (request) => {
    const body = parse(queryDraftsSchema, request.body, 'QueryDrafts');
    const user = actingUser(ctx, request.caller, body.user_id, 'QueryDrafts');
    const matches = compileFilter(body.filter ?? {});
    const own = drafts().filter(
      (draft) => draft.user_id === user.id && matches((field) => draftField(draft, field)),
    );
    const sorted = sortRecords(
      own,
      [...normalizeSort(body.sort), { field: 'created_at', direction: -1 }],
      draftField,
    );
    const { page, next, prev } = pageByCursor(sorted, body, 25);
    return { drafts: page.map((draft) => draftJson(ctx, draft)), next, prev };
  });
}
