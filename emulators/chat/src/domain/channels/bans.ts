/** Channel bans: a moderator bans or unbans a member; watchers hear `user.banned` / `unbanned`. */
import type { Caller } from '../../lib/auth';
import type { ChannelRecord, UserRecord } from '../../state/types';
import type { EmulatorContext } from '../context';
import { requireRight } from '../permissions/roles';
import { userJsonById } from '../users/user-json';
import { channelEvent } from './channel-events';

export function setChannelBan(
  ctx: EmulatorContext,
  caller: Caller,
  channel: ChannelRecord,
  actor: UserRecord,
  target: UserRecord,
  banned: boolean,
): void {
  requireRight(caller, channel, actor, 'moderatePosts', 'BanChannelMember');
  const member = channel.members[target.id];
  if (member) member.banned = banned;
  ctx.fanout.toWatchers(
    channel.cid,
    channelEvent(banned ? 'user.banned' : 'user.unbanned', channel, {
      user: userJsonById(ctx, target.id),
    }),
  );
}
