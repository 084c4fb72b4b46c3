/**
 * Editing a message (`updateMessage`, `partialUpdateMessage`): the author with `editMessages`,
 * anyone else with `moderatePosts`; pinning and unpinning need `pinMessages`. Watchers and the
 * app's webhook hear `message.updated`.
 */
import { z } from 'zod';
import type { Caller } from '../../lib/auth';
import { nowIso } from '../../lib/clock';
import { inputError } from '../../lib/errors';
import type { ChannelRecord, MessageRecord, UserRecord } from '../../state/types';
import { channelEvent } from '../channels/channel-events';
import type { EmulatorContext } from '../context';
import { requireRight } from '../permissions/roles';
import { actingUser } from '../users/acting-user';
import { userJson } from '../users/user-json';
import { customMessageFields, mentionIds, mentionsSchema } from './message-fields';
import { messageJson } from './message-json';
import { sendChannelWebhook } from './message-webhooks';

/** A whole message as the SDK resends it on edit (`updateMessage`). */
export const messageEditSchema = z.looseObject({
  text: z.string().optional(),
  attachments: z.array(z.looseObject({})).optional(),
  mentioned_users: mentionsSchema.optional(),
  quoted_message_id: z.string().nullish(),
  pinned: z.boolean().optional(),
  pin_expires: z.string().nullish(),
  silent: z.boolean().optional(),
  user_id: z.string().optional(),
  user: z.looseObject({ id: z.string() }).optional(),
});

/** The fields `partialUpdateMessage` sets. */
export const messagePatchSchema = z.looseObject({
  text: z.string().optional(),
  attachments: z.array(z.looseObject({})).optional(),
  mentioned_users: mentionsSchema.optional(),
  pinned: z.boolean().optional(),
  pin_expires: z.string().nullish(),
  pinned_at: z.string().nullish(),
});

const PIN_FIELDS = new Set(['pinned', 'pin_expires', 'pinned_at']);

/** The channel a message is in (refused once the channel is gone). */
export function messageChannel(ctx: EmulatorContext, message: MessageRecord): ChannelRecord {
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

/** `message.updated` to the channel's watchers and the app's webhook. */
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

/** `updateMessage`: the message becomes what was sent; returns who edited it. */
export function editMessage(
  ctx: EmulatorContext,
  caller: Caller,
  message: MessageRecord,
  input: z.infer<typeof messageEditSchema>,
): UserRecord {
  const channel = messageChannel(ctx, message);
  const actor = actingUser(
    ctx,
    caller,
    input.user_id ?? input.user?.id ?? message.user_id,
    'UpdateMessage',
  );
  requireEdit(caller, channel, actor, message);
  const wantsPinned = input.pinned ?? false;
  if (wantsPinned !== message.pinned)
    requireRight(caller, channel, actor, 'pinMessages', 'PinMessage');
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
  return actor;
}

/** `partialUpdateMessage`: sets and unsets fields; returns who changed it. */
export function patchMessage(
  ctx: EmulatorContext,
  caller: Caller,
  message: MessageRecord,
  actorId: string | undefined,
  set: z.infer<typeof messagePatchSchema>,
  unset: string[],
): UserRecord {
  const channel = messageChannel(ctx, message);
  const actor = actingUser(ctx, caller, actorId, 'UpdateMessagePartial');
  const touched = [...Object.keys(set), ...unset];
  if (touched.some((key) => PIN_FIELDS.has(key))) {
    requireRight(caller, channel, actor, 'pinMessages', 'PinMessage');
  }
  if (touched.some((key) => !PIN_FIELDS.has(key))) requireEdit(caller, channel, actor, message);
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
  return actor;
}
