import { z } from 'zod';
import type { Caller } from '../auth';
import { actingUser, requireFullReadAccess, viewerOf } from '../channels/access';
import { nowIso } from '../clock';
import type { EmulatorContext } from '../context';
import { inputError } from '../errors';
import { channelEvent } from '../events/channel-events';
import type { Router } from '../http/router';
import { parse } from '../http/validate';
import { requireRight } from '../permissions';
import type { ChannelRecord, MessageRecord, UserRecord } from '../state/types';
import { userJson } from '../users/user-json';
import { sendChannelWebhook } from '../webhooks/channel-webhooks';
import { customMessageFields, mentionIds, mentionsSchema } from './message-fields';
import { messageJson } from './message-json';
import { countsAsUnread } from './send-message';

const updateSchema = z.looseObject({
  message: z.looseObject({
    text: z.string().optional(),
    attachments: z.array(z.looseObject({})).optional(),
    mentioned_users: mentionsSchema.optional(),
    quoted_message_id: z.string().nullish(),
    pinned: z.boolean().optional(),
    pin_expires: z.string().nullish(),
    silent: z.boolean().optional(),
    user_id: z.string().optional(),
    user: z.looseObject({ id: z.string() }).optional(),
  }),
  skip_enrich_url: z.boolean().optional(),
});

const partialUpdateSchema = z.looseObject({
  set: z
    .looseObject({
      text: z.string().optional(),
      attachments: z.array(z.looseObject({})).optional(),
      mentioned_users: mentionsSchema.optional(),
      pinned: z.boolean().optional(),
      pin_expires: z.string().nullish(),
      pinned_at: z.string().nullish(),
    })
    .optional(),
  unset: z.array(z.string()).optional(),
  user: z.looseObject({ id: z.string() }).optional(),
  user_id: z.string().optional(),
  skip_enrich_url: z.boolean().optional(),
});

const PIN_FIELDS = new Set(['pinned', 'pin_expires', 'pinned_at']);

function messageChannel(ctx: EmulatorContext, message: MessageRecord): ChannelRecord {
  const channel = ctx.store.channel(message.cid);
  if (!channel)
    throw inputError(`channel ${message.cid} of message ${message.id} no longer exists`);
  return channel;
}

function requireEdit(
  caller: Caller,
  channel: ChannelRecord,
  actor: UserRecord,
  message: MessageRecord,
): void {
  if (message.user_id === actor.id)
    requireRight(caller, channel, actor, 'editMessages', 'UpdateOwnMessage');
  else requireRight(caller, channel, actor, 'moderatePosts', 'UpdateMessage');
}

function setPinned(
  message: MessageRecord,
  pinned: boolean,
  actorId: string,
  pinnedAt?: string | null,
  expires?: string | null,
) {
  if (!pinned) {
    Object.assign(message, {
      pinned: false,
      pinned_at: null,
      pinned_by_id: null,
      pin_expires: null,
    });
    return;
  }
  message.pinned = true;
  // `pinned_at: null` from the SDK means "now".
  message.pinned_at = pinnedAt ? new Date(pinnedAt).toISOString() : (message.pinned_at ?? nowIso());
  message.pinned_by_id = actorId;
  message.pin_expires = expires ? new Date(expires).toISOString() : null;
}

function setText(message: MessageRecord, text: string, at: string): void {
  if (text !== message.text) {
    message.text = text;
    message.message_text_updated_at = at;
  }
}

export function announceUpdated(
  ctx: EmulatorContext,
  channel: ChannelRecord,
  message: MessageRecord,
  actor: UserRecord | null,
): void {
  const payload = messageJson(ctx, message, null);
  ctx.fanout.toWatchers(
    channel.cid,
    channelEvent('message.updated', channel, {
      message: payload,
      user: actor ? userJson(ctx, actor) : undefined,
    }),
  );
  sendChannelWebhook(ctx, 'message.updated', channel, {
    message: payload,
    message_id: message.id,
    user: actor,
  });
}

/** Takes a deleted message's unread contribution back from members who had not read it. */
function withdrawUnread(channel: ChannelRecord, message: MessageRecord): void {
  if (!countsAsUnread(message)) return;
  for (const member of Object.values(channel.members)) {
    if (member.user_id === message.user_id || member.unread_messages === 0) continue;
    if (member.last_read < message.created_at) member.unread_messages -= 1;
    if (member.first_unread_message_id === message.id) delete member.first_unread_message_id;
  }
}

export function registerMessageUpdateRoutes(router: Router, ctx: EmulatorContext): void {
  router.on('GET', '/messages/:mid', (request) => {
    const message = ctx.store.requireMessage(request.params.mid as string);
    const viewer = viewerOf(ctx, request.caller);
    requireFullReadAccess(messageChannel(ctx, message), viewer);
    return { message: messageJson(ctx, message, viewer === 'server' ? null : viewer.id) };
  });

  router.on('POST', '/messages/:mid', (request) => {
    const body = parse(updateSchema, request.body, 'UpdateMessage');
    const message = ctx.store.requireMessage(request.params.mid as string);
    const channel = messageChannel(ctx, message);
    const input = body.message;
    const actor = actingUser(
      ctx,
      request.caller,
      input.user_id ?? input.user?.id ?? message.user_id,
      'UpdateMessage',
    );
    requireEdit(request.caller, channel, actor, message);
    const wantsPinned = input.pinned ?? false;
    if (wantsPinned !== message.pinned)
      requireRight(request.caller, channel, actor, 'pinMessages', 'PinMessage');
    const at = nowIso();
    setText(message, input.text ?? '', at);
    message.attachments = input.attachments ?? [];
    message.mentioned_user_ids = mentionIds(input.mentioned_users);
    message.quoted_message_id = input.quoted_message_id ?? undefined;
    message.silent = input.silent ?? message.silent;
    message.custom = customMessageFields(input);
    if (wantsPinned !== message.pinned)
      setPinned(message, wantsPinned, actor.id, null, input.pin_expires);
    message.updated_at = at;
    announceUpdated(ctx, channel, message, actor);
    return { message: messageJson(ctx, message, actor.id) };
  });

  router.on('PUT', '/messages/:mid', (request) => {
    const body = parse(partialUpdateSchema, request.body, 'UpdateMessagePartial');
    const message = ctx.store.requireMessage(request.params.mid as string);
    const channel = messageChannel(ctx, message);
    const actor = actingUser(
      ctx,
      request.caller,
      body.user?.id ?? body.user_id,
      'UpdateMessagePartial',
    );
    const set = body.set ?? {};
    const unset = body.unset ?? [];
    const touched = [...Object.keys(set), ...unset];
    if (touched.some((key) => PIN_FIELDS.has(key))) {
      requireRight(request.caller, channel, actor, 'pinMessages', 'PinMessage');
    }
    if (touched.some((key) => !PIN_FIELDS.has(key)))
      requireEdit(request.caller, channel, actor, message);
    const at = nowIso();
    if (set.pinned !== undefined || unset.includes('pinned')) {
      setPinned(message, set.pinned ?? false, actor.id, set.pinned_at, set.pin_expires);
    }
    if (set.text !== undefined) setText(message, set.text, at);
    if (set.attachments) message.attachments = set.attachments;
    if (set.mentioned_users) message.mentioned_user_ids = mentionIds(set.mentioned_users);
    message.custom = { ...message.custom, ...customMessageFields(set) };
    for (const key of unset) delete message.custom[key];
    message.updated_at = at;
    announceUpdated(ctx, channel, message, actor);
    return { message: messageJson(ctx, message, actor.id) };
  });

  router.on('DELETE', '/messages/:mid', (request) => {
    const message = ctx.store.requireMessage(request.params.mid as string);
    const channel = messageChannel(ctx, message);
    const actor = actingUser(
      ctx,
      request.caller,
      request.query.get('deleted_by') ?? message.user_id,
      'DeleteMessage',
    );
    if (message.user_id === actor.id) {
      requireRight(request.caller, channel, actor, 'deleteMessages', 'DeleteOwnMessage');
    } else {
      requireRight(request.caller, channel, actor, 'moderatePosts', 'DeleteMessage');
    }
    const hard = request.query.get('hard') === 'true';
    if (message.type !== 'deleted') withdrawUnread(channel, message);
    const at = nowIso();
    const parent = message.parent_id ? ctx.store.message(message.parent_id) : undefined;
    if (hard) {
      delete ctx.store.state.messages[message.id];
      channel.message_ids = channel.message_ids.filter((id) => id !== message.id);
      if (parent) parent.reply_ids = parent.reply_ids.filter((id) => id !== message.id);
    } else {
      Object.assign(message, { type: 'deleted', deleted_at: at, updated_at: at, attachments: [] });
    }
    const payload = { ...messageJson(ctx, message, null), type: 'deleted', deleted_at: at };
    ctx.fanout.toWatchers(
      channel.cid,
      channelEvent('message.deleted', channel, {
        message: payload,
        user: userJson(ctx, actor),
        hard_delete: hard,
      }),
    );
    sendChannelWebhook(ctx, 'message.deleted', channel, {
      message: payload,
      message_id: message.id,
      user: actor,
      hard_delete: hard,
    });
    if (hard && parent) announceUpdated(ctx, channel, parent, null);
    return { message: payload };
  });
}
