import { nowIso } from '../../lib/clock';
import type { EmulatorContext } from '../context';
import { channelEvent } from './channel-events';
import type { ChannelRecord, MemberRecord } from '../../state/types';
import { userJsonById } from '../users/user-json';
import { activeMembers, channelJson, memberJson } from './channel-json';
import { unreadTotals } from '../users/unread-totals';

export function addMember(
  ctx: EmulatorContext,
  channel: ChannelRecord,
  userId: string,
  channelRole: string,
  status: MemberRecord['status'] = 'member',
): MemberRecord {
  ctx.store.ensureUser(userId);
  const at = nowIso();
  const member: MemberRecord = {
    user_id: userId,
    channel_role: channelRole,
    status,
    created_at: at,
    updated_at: at,
    banned: false,
    hidden: false,
    pinned_at: null,
    archived_at: null,
    last_read: at,
    unread_messages: 0,
    custom: {},
  };
  channel.members[userId] = member;
  ctx.store.indexMember(userId, channel.cid);
  return member;
}

export function removeMember(ctx: EmulatorContext, channel: ChannelRecord, userId: string): void {
  delete channel.members[userId];
  ctx.store.unindexMember(userId, channel.cid);
}

/** Tells added users about the channel so their ChannelList can watch it. */
export function notifyAddedToChannel(
  ctx: EmulatorContext,
  channel: ChannelRecord,
  userIds: string[],
  actorId: string | null,
): void {
  const members = activeMembers(channel).map((member) => memberJson(ctx, channel, member));
  for (const userId of userIds) {
    const member = channel.members[userId];
    if (!member) continue;
    ctx.fanout.toUser(
      userId,
      channelEvent('notification.added_to_channel', channel, {
        channel: { ...channelJson(ctx, channel), members },
        member: memberJson(ctx, channel, member),
        user: actorId ? userJsonById(ctx, actorId) : undefined,
      }),
      (id) => unreadTotals(ctx, id),
    );
  }
}

/** `member.added` (or `member.updated`/`member.removed`) to watchers. */
export function announceMember(
  ctx: EmulatorContext,
  type: 'member.added' | 'member.updated' | 'member.removed',
  channel: ChannelRecord,
  member: MemberRecord,
): void {
  const event = channelEvent(type, channel, {
    member: memberJson(ctx, channel, member),
    user: userJsonById(ctx, member.user_id),
  });
  // The member's own connections hear about it even when they are not watching (archive/pin).
  const targets = new Set([
    ...ctx.connections.watchersOf(channel.cid),
    ...ctx.connections.ofUser(member.user_id),
  ]);
  ctx.fanout.deliver(targets, event);
}
