/**
 * Deleting a message (`deleteMessage`): the author with `deleteMessages`, anyone else with
 * `moderatePosts`. A soft delete keeps a `deleted` message; a hard one removes it (and from its
 * thread). Members who had not read it get its unread count back.
 */
import type { Caller } from '../../lib/auth';
import { nowIso } from '../../lib/clock';
import type { ChannelRecord, MessageRecord } from '../../state/types';
import { channelEvent } from '../channels/channel-events';
import { countsAsUnread } from '../channels/read-state';
import type { EmulatorContext } from '../context';
import { requireRight } from '../permissions/roles';
import { actingUser } from '../users/acting-user';
import { userJson } from '../users/user-json';
import { messageJson } from './message-json';
import { sendChannelWebhook } from './message-webhooks';
import { announceUpdated, messageChannel } from './update-message';

/** Takes a deleted message's unread contribution back from members who had not read it. */
function withdrawUnread(channel: ChannelRecord, message: MessageRecord): void {
  if (!countsAsUnread(message)) return;
  for (const member of Object.values(channel.members)) {
    if (member.user_id === message.user_id || member.unread_messages === 0) continue;
    if (member.last_read < message.created_at) member.unread_messages -= 1;
    if (member.first_unread_message_id === message.id) delete member.first_unread_message_id;
  }
}

/** Deletes a message as `deletedBy` (the author when left out); returns the deleted message. */
export function deleteMessage(
  ctx: EmulatorContext,
  caller: Caller,
  message: MessageRecord,
  deletedBy: string | null,
  hard: boolean,
): Record<string, unknown> {
  const channel = messageChannel(ctx, message);
  const actor = actingUser(ctx, caller, deletedBy ?? message.user_id, 'DeleteMessage');
  if (message.user_id === actor.id) {
    requireRight(caller, channel, actor, 'deleteMessages', 'DeleteOwnMessage');
  } else {
    requireRight(caller, channel, actor, 'moderatePosts', 'DeleteMessage');
  }
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
  return payload;
}
