import type { EmulatorContext } from '../context';
import { isChannelMuted } from './mutes';

export interface UnreadTotals {
  total_unread_count: number;
  unread_channels: number;
  unread_count: number;
  unread_threads: number;
}

/** Sums over the user's channels that are neither muted nor hidden, as Stream counts unread. */
export function unreadTotals(ctx: EmulatorContext, userId: string): UnreadTotals {
  let total = 0;
  let channels = 0;
  for (const channel of ctx.store.channelsOf(userId)) {
    const member = channel.members[userId];
    if (!member || member.status !== 'member' || member.hidden) continue;
    if (member.unread_messages === 0 || isChannelMuted(ctx, userId, channel.cid)) continue;
    total += member.unread_messages;
    channels += 1;
  }
  return {
    total_unread_count: total,
    unread_channels: channels,
    unread_count: total,
    unread_threads: 0,
  };
}
