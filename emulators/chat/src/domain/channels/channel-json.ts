/** A channel, its members and their read state as the SDK reads them. */
import { productChannelRole } from '@crewspace/common/chat';
import type { ChannelRecord, MemberRecord, MessageRecord, UserRecord } from '../../state/types';
import type { EmulatorContext } from '../context';
import { capabilitiesFor } from '../permissions/capabilities';
import type { Viewer } from '../permissions/read-access';
import { isChannelMuted } from '../users/mutes';
import { userJsonById } from '../users/user-json';
import { channelConfigJson } from './channel-types';

export function configOf(ctx: EmulatorContext, channel: ChannelRecord): Record<string, unknown> {
  const type = ctx.store.state.channel_types[channel.type];
  return type ? channelConfigJson(type) : {};
}

export function activeMembers(channel: ChannelRecord): MemberRecord[] {
  return Object.values(channel.members).filter((member) => member.status === 'member');
}

export function ownCapabilities(
  ctx: EmulatorContext,
  channel: ChannelRecord,
  viewer: Viewer,
): string[] {
  return capabilitiesFor(
    channel,
    viewer === 'server' ? SERVER_USER : viewer,
    configOf(ctx, channel),
  );
}

/** Server-side calls see channels as an app admin would. */
const SERVER_USER: UserRecord = {
  id: 'server',
  role: 'admin',
  created_at: '',
  updated_at: '',
  banned: false,
  teams: [],
  custom: {},
};

/** The `channel` object. Without a viewer it leaves out the per-user fields (broadcasts). */
export function channelJson(
  ctx: EmulatorContext,
  channel: ChannelRecord,
  viewer?: Viewer,
): Record<string, unknown> {
  const member = viewer && viewer !== 'server' ? channel.members[viewer.id] : undefined;
  return {
    ...channel.custom,
    id: channel.id,
    type: channel.type,
    cid: channel.cid,
    created_at: channel.created_at,
    updated_at: channel.updated_at,
    last_message_at: channel.last_message_at ?? undefined,
    truncated_at: channel.truncated_at,
    created_by: userJsonById(ctx, channel.created_by_id),
    frozen: channel.frozen,
    disabled: channel.disabled,
    member_count: activeMembers(channel).length,
    cooldown: channel.cooldown,
    config: configOf(ctx, channel),
    ...(viewer
      ? { own_capabilities: ownCapabilities(ctx, channel, viewer), hidden: member?.hidden ?? false }
      : {}),
  };
}

/**
 * A member. The deprecated `role` field follows the channel role: only an `owner` channel role
 * reads as owner, never the fact of having created the channel (which grants nothing here).
 * `notifications_muted` is whether the member has muted this channel (Stream's webhook payloads
 * mark such members with it).
 */
export function memberJson(ctx: EmulatorContext, channel: ChannelRecord, member: MemberRecord) {
  const role = productChannelRole(member.channel_role);
  const isModerator = role === 'moderator' || role === 'admin' || role === 'owner';
  return {
    ...member.custom,
    user_id: member.user_id,
    user: userJsonById(ctx, member.user_id),
    channel_role: member.channel_role,
    role: role === 'owner' ? 'owner' : isModerator ? 'moderator' : 'member',
    is_moderator: isModerator,
    status: member.status,
    created_at: member.created_at,
    updated_at: member.updated_at,
    banned: member.banned,
    shadow_banned: false,
    notifications_muted: isChannelMuted(ctx, member.user_id, channel.cid),
    pinned_at: member.pinned_at,
    archived_at: member.archived_at,
  };
}

export function readJson(ctx: EmulatorContext, member: MemberRecord) {
  return {
    user: userJsonById(ctx, member.user_id),
    last_read: member.last_read,
    last_read_message_id: member.last_read_message_id,
    unread_messages: member.unread_messages,
    first_unread_message_id: member.first_unread_message_id,
  };
}

export function channelMessages(ctx: EmulatorContext, channel: ChannelRecord): MessageRecord[] {
  return channel.message_ids.flatMap((id) => ctx.store.message(id) ?? []);
}
