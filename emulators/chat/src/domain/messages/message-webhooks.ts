/**
 * Channel events as Stream's webhook sends them: the event's own fields, the channel, and the
 * channel's members (at most 50, as Stream truncates them), the event user and each member
 * carrying their read state (`total_unread_count`, `unread_channels`, `channel_unread_count`,
 * `channel_last_read_at`) and members their `notifications_muted`.
 */
import { activeMembers, channelJson, memberJson } from '../channels/channel-json';
import { unreadTotals } from '../users/unread-totals';
import type { EmulatorContext } from '../context';
import { channelEvent } from '../channels/channel-events';
import type { ChannelRecord, UserRecord } from '../../state/types';
import { userJson } from '../users/user-json';

const WEBHOOK_MEMBER_LIMIT = 50;

function readStateFields(ctx: EmulatorContext, channel: ChannelRecord, userId: string) {
  const { total_unread_count, unread_channels } = unreadTotals(ctx, userId);
  const member = channel.members[userId];
  return {
    total_unread_count,
    unread_channels,
    ...(member
      ? { channel_unread_count: member.unread_messages, channel_last_read_at: member.last_read }
      : {}),
  };
}

/** Queues a channel event for the app's webhook, when it wants events of this type. */
export function sendChannelWebhook(
  ctx: EmulatorContext,
  type: string,
  channel: ChannelRecord,
  { user, ...fields }: { user: UserRecord | null } & Record<string, unknown>,
): void {
  if (!ctx.webhooks.wants(type)) return;
  ctx.webhooks.send(
    type,
    channelEvent(type, channel, {
      ...fields,
      user: user
        ? { ...userJson(ctx, user), ...readStateFields(ctx, channel, user.id) }
        : undefined,
      channel: channelJson(ctx, channel),
      members: activeMembers(channel)
        .slice(0, WEBHOOK_MEMBER_LIMIT)
        .map((member) => ({
          ...memberJson(ctx, channel, member),
          ...readStateFields(ctx, channel, member.user_id),
        })),
    }),
  );
}
