/**
 * Threads: parent messages with replies, shaped as Stream's thread objects, with the caller's
 * thread draft (`queryThreads`, `getThread`).
 */
import { notFound } from '../../lib/errors';
import type { MessageRecord } from '../../state/types';
import { channelJson } from '../channels/channel-json';
import type { EmulatorContext } from '../context';
import { draftJson, findDraft } from '../messages/draft-json';
import { messageJson } from '../messages/message-json';
import { readAccess, type Viewer } from '../permissions/read-access';
import { userJsonById } from '../users/user-json';

export function threadJson(
  ctx: EmulatorContext,
  parent: MessageRecord,
  viewer: Viewer,
  replyLimit: number,
) {
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
}

/** The threads a viewer takes part in (server: all), in channels they read, latest reply first. */
export function findThreads(ctx: EmulatorContext, viewer: Viewer): MessageRecord[] {
  const viewerId = viewer === 'server' ? null : viewer.id;
  const threads = Object.values(ctx.store.state.messages).filter((message) => {
    if (message.reply_ids.length === 0) return false;
    if (viewerId && !message.thread_participant_ids.includes(viewerId)) return false;
    const channel = ctx.store.channel(message.cid);
    return channel !== undefined && readAccess(channel, viewer) === 'full';
  });
  return threads.sort((a, b) =>
    (ctx.store.message(b.reply_ids.at(-1) ?? '')?.created_at ?? '').localeCompare(
      ctx.store.message(a.reply_ids.at(-1) ?? '')?.created_at ?? '',
    ),
  );
}

/** A thread by its parent: refused (16) where there is none or the viewer cannot read it. */
export function requireThread(ctx: EmulatorContext, parent: MessageRecord, viewer: Viewer): void {
  const channel = ctx.store.channel(parent.cid);
  if (!channel || readAccess(channel, viewer) !== 'full' || parent.reply_ids.length === 0) {
    throw notFound(`thread ${parent.id} not found`);
  }
}
