import { z } from 'zod';
import { readAccess, viewerOf } from '../permissions/read-access';
import type { Viewer } from '../channels/channel-json';
import { channelJson } from '../channels/channel-json';
import type { EmulatorContext } from '../context';
import { notFound } from '../../lib/errors';
import type { Router } from '../../http/router';
import { parse } from '../../lib/validate';
import type { MessageRecord } from '../../state/types';
import { userJsonById } from '../users/user-json';
import { draftJson, findDraft } from '../messages/draft-json';
import { messageJson } from '../messages/message-json';

const queryThreadsSchema = z.looseObject({
  limit: z.number().int().min(1).max(100).optional(),
  reply_limit: z.number().int().min(0).max(100).optional(),
  participant_limit: z.number().int().min(0).max(100).optional(),
  user_id: z.string().optional(),
});

/** Threads are parent messages with replies, shaped as Stream's thread objects. */
export function registerThreadRoutes(router: Router, ctx: EmulatorContext): void {
  const threadJson = (parent: MessageRecord, viewer: Viewer, replyLimit: number) => {
    const channel = ctx.store.channel(parent.cid);
    const viewerId = viewer === 'server' ? null : viewer.id;
    const replies = parent.reply_ids.flatMap((id) => ctx.store.message(id) ?? []);
    const last = replies.at(-1);
    const draft = viewerId ? findDraft(ctx, viewerId, parent.cid, parent.id) : undefined;
    return {
      channel_cid: parent.cid,
      channel: channel ? channelJson(ctx, channel, viewer) : undefined,
      parent_message_id: parent.id,
      parent_message: messageJson(ctx, parent, viewerId),
      created_by_user_id: parent.user_id,
      created_by: userJsonById(ctx, parent.user_id),
      reply_count: replies.length,
      participant_count: parent.thread_participant_ids.length,
      thread_participants: parent.thread_participant_ids.map((id) => ({
        channel_cid: parent.cid,
        user_id: id,
        user: userJsonById(ctx, id),
        created_at: parent.created_at,
      })),
      last_message_at: last?.created_at ?? parent.created_at,
      created_at: parent.created_at,
      updated_at: last?.created_at ?? parent.updated_at,
      title: parent.text.slice(0, 80),
      latest_replies: replies.slice(-replyLimit).map((m) => messageJson(ctx, m, viewerId)),
      read: [],
      draft: draft ? draftJson(ctx, draft) : undefined,
    };
  };

  router.on('POST', '/threads', (request) => {
    const body = parse(queryThreadsSchema, request.body, 'QueryThreads');
    const viewer = viewerOf(ctx, request.caller, body.user_id);
    const viewerId = viewer === 'server' ? null : viewer.id;
    const threads = Object.values(ctx.store.state.messages).filter((message) => {
      if (message.reply_ids.length === 0) return false;
      if (viewerId && !message.thread_participant_ids.includes(viewerId)) return false;
      const channel = ctx.store.channel(message.cid);
      return channel !== undefined && readAccess(channel, viewer) === 'full';
    });
    const newestFirst = threads.sort((a, b) =>
      (ctx.store.message(b.reply_ids.at(-1) ?? '')?.created_at ?? '').localeCompare(
        ctx.store.message(a.reply_ids.at(-1) ?? '')?.created_at ?? '',
      ),
    );
    return {
      threads: newestFirst
        .slice(0, body.limit ?? 10)
        .map((t) => threadJson(t, viewer, body.reply_limit ?? 2)),
    };
  });

  router.on('GET', '/threads/:mid', (request) => {
    const parent = ctx.store.requireMessage(request.params.mid as string);
    const channel = ctx.store.channel(parent.cid);
    const viewer = viewerOf(ctx, request.caller);
    if (!channel || readAccess(channel, viewer) !== 'full' || parent.reply_ids.length === 0) {
      throw notFound(`thread ${parent.id} not found`);
    }
    return {
      thread: threadJson(parent, viewer, Number(request.query.get('reply_limit') ?? 2) || 2),
    };
  });
}
