/** Deleting, truncating, hiding and showing a channel, and who hears of it. */
import type { Caller } from '../../lib/auth';
import { nowIso } from '../../lib/clock';
import { notAllowed } from '../../lib/errors';
import type { ChannelRecord, UserRecord } from '../../state/types';
import type { EmulatorContext } from '../context';
import { requireRight } from '../permissions/roles';
import { unreadTotals } from '../users/unread-totals';
import { userJson } from '../users/user-json';
import { channelEvent } from './channel-events';
import { channelJson } from './channel-json';
import { removeMember } from './membership';

/** Deletes a channel with its messages; watchers and former members hear of it. */
export function deleteChannel(
  ctx: EmulatorContext,
  caller: Caller,
  channel: ChannelRecord,
  actor: UserRecord | null,
): Record<string, unknown> {
  requireRight(caller, channel, actor ?? undefined, 'deleteChannel', 'DeleteChannel');
  const payload = { ...channelJson(ctx, channel), deleted_at: nowIso() };
  ctx.fanout.toWatchers(
    channel.cid,
    channelEvent('channel.deleted', channel, { channel: payload }),
  );
  const memberIds = Object.keys(channel.members);
  for (const id of channel.message_ids) delete ctx.store.state.messages[id];
  for (const message of Object.values(ctx.store.state.messages)) {
    if (message.cid === channel.cid) delete ctx.store.state.messages[message.id];
  }
  for (const userId of memberIds) removeMember(ctx, channel, userId);
  delete ctx.store.state.channels[channel.cid];
  ctx.connections.dropChannel(channel.cid);
  for (const userId of memberIds) {
    ctx.fanout.toUser(
      userId,
      channelEvent('notification.channel_deleted', channel, { channel: payload }),
      (id) => unreadTotals(ctx, id),
    );
  }
  return payload;
}

/** Removes every message of a channel; members' read state starts afresh. */
export function truncateChannel(
  ctx: EmulatorContext,
  caller: Caller,
  channel: ChannelRecord,
  actor: UserRecord | null,
): void {
  requireRight(caller, channel, actor ?? undefined, 'deleteChannel', 'TruncateChannel');
  const at = nowIso();
  for (const message of Object.values(ctx.store.state.messages)) {
    if (message.cid === channel.cid) delete ctx.store.state.messages[message.id];
  }
  channel.message_ids = [];
  channel.truncated_at = at;
  channel.updated_at = at;
  for (const member of Object.values(channel.members)) {
    Object.assign(member, { unread_messages: 0, last_read: at });
    delete member.first_unread_message_id;
  }
  const payload = channelJson(ctx, channel);
  const user = actor ? userJson(ctx, actor) : undefined;
  ctx.fanout.toWatchers(
    channel.cid,
    channelEvent('channel.truncated', channel, { channel: payload, user }),
  );
  for (const userId of Object.keys(channel.members)) {
    ctx.fanout.toUser(
      userId,
      channelEvent('notification.channel_truncated', channel, { channel: payload, user }),
      (id) => unreadTotals(ctx, id),
    );
  }
}

/** Hides a channel from one member's list (until a new message), or shows it again. */
export function setChannelHidden(
  ctx: EmulatorContext,
  channel: ChannelRecord,
  user: UserRecord,
  hidden: boolean,
  clearHistory: boolean | undefined,
): void {
  const member = channel.members[user.id];
  if (!member) throw notAllowed(`User '${user.id}' is not a member of '${channel.cid}'`);
  member.hidden = hidden;
  if (hidden && clearHistory) {
    member.last_read = nowIso();
    member.unread_messages = 0;
  }
  ctx.fanout.toUser(
    user.id,
    channelEvent(hidden ? 'channel.hidden' : 'channel.visible', channel, {
      channel: channelJson(ctx, channel),
      user: userJson(ctx, user),
      clear_history: hidden ? Boolean(clearHistory) : undefined,
    }),
  );
}
