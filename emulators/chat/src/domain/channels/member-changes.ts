/**
 * Member changes of a channel update: joining (a join request on an `apply` community),
 * adding, accepting, removing and leaving, each behind its right, and role changes, which only
 * server-side calls reach.
 */
import type { Caller } from '../../lib/auth';
import { nowIso } from '../../lib/clock';
import { inputError, notAllowed } from '../../lib/errors';
import type { ChannelRecord, UserRecord } from '../../state/types';
import type { EmulatorContext } from '../context';
import { readAccess } from '../permissions/read-access';
import { privacyOf, requireRight, rightsFor } from '../permissions/roles';
import { unreadTotals } from '../users/unread-totals';
import { userJsonById } from '../users/user-json';
import { channelEvent } from './channel-events';
import { channelJson, memberJson } from './channel-json';
import type { normalizeMembers } from './create-channel';
import { addMember, announceMember, removeMember } from './membership';
import { stopWatching } from './watching';

export function addMembers(
  ctx: EmulatorContext,
  caller: Caller,
  channel: ChannelRecord,
  actor: UserRecord | null,
  input: ReturnType<typeof normalizeMembers>,
): string[] {
  const added: string[] = [];
  for (const { user_id: userId, channel_role: role } of input) {
    const existing = channel.members[userId];
    if (existing?.status === 'member') continue;
    const joiningSelf = caller.kind === 'user' && userId === caller.userId;
    const privacy = privacyOf(channel);
    if (joiningSelf && !rightsFor(channel, actor ?? undefined).has('manageMembers')) {
      if (privacy === 'private' || existing?.status === 'pending') {
        throw notAllowed(`User '${userId}' is not allowed to join channel '${channel.cid}'`);
      }
      if (privacy === 'apply') {
        // A join request: a role with manageApplications accepts it by adding the user.
        const request = addMember(ctx, channel, userId, 'channel_member', 'pending');
        announceMember(ctx, 'member.added', channel, request);
        continue;
      }
    } else if (existing?.status === 'pending') {
      requireRight(caller, channel, actor ?? undefined, 'manageApplications', 'AcceptApplication');
    } else {
      requireRight(caller, channel, actor ?? undefined, 'manageMembers', 'UpdateChannelMembers');
    }
    const member = addMember(ctx, channel, userId, role ?? 'channel_member');
    announceMember(ctx, 'member.added', channel, member);
    added.push(userId);
  }
  return added;
}

export function removeMembers(
  ctx: EmulatorContext,
  caller: Caller,
  channel: ChannelRecord,
  actor: UserRecord | null,
  userIds: string[],
): void {
  for (const userId of userIds) {
    const member = channel.members[userId];
    if (!member) continue;
    const leaving = caller.kind === 'user' && userId === caller.userId;
    if (leaving) requireRight(caller, channel, actor ?? undefined, 'read', 'LeaveChannel');
    else if (member.status === 'pending')
      requireRight(caller, channel, actor ?? undefined, 'manageApplications', 'RejectApplication');
    else requireRight(caller, channel, actor ?? undefined, 'manageMembers', 'UpdateChannelMembers');
    removeMember(ctx, channel, userId);
    stopWatchingWithoutAccess(ctx, channel, userId);
    announceMember(ctx, 'member.removed', channel, member);
    ctx.fanout.toUser(
      userId,
      channelEvent('notification.removed_from_channel', channel, {
        channel: channelJson(ctx, channel),
        member: memberJson(ctx, channel, member),
        user: userJsonById(ctx, userId),
      }),
      (id) => unreadTotals(ctx, id),
    );
  }
}

/** A removed member's connections stop hearing the channel unless it is still readable to them. */
function stopWatchingWithoutAccess(ctx: EmulatorContext, channel: ChannelRecord, userId: string) {
  const user = ctx.store.user(userId);
  if (user && readAccess(channel, user) === 'full') return;
  for (const connection of ctx.connections.ofUser(userId)) stopWatching(ctx, connection, channel);
}

/** Role changes, which only server-side calls reach (checked by the caller). */
export function assignRoles(
  ctx: EmulatorContext,
  channel: ChannelRecord,
  roles: { user_id: string; channel_role?: string }[],
): void {
  for (const { user_id: userId, channel_role: role } of roles) {
    const member = channel.members[userId];
    if (!member || member.status !== 'member')
      throw inputError(`${userId} is not a member of ${channel.cid}`);
    member.channel_role = role ?? 'channel_member';
    member.updated_at = nowIso();
    announceMember(ctx, 'member.updated', channel, member);
  }
}
