import type { EmulatorContext } from '../context';
import type { UserRecord } from '../../state/types';
import { unreadTotals } from './unread-totals';
import { activeOnly } from './mutes';

export function userJson(ctx: EmulatorContext, user: UserRecord): Record<string, unknown> {
  return {
    ...user.custom,
    id: user.id,
    role: user.role,
    created_at: user.created_at,
    updated_at: user.updated_at,
    last_active: user.last_active,
    online: ctx.connections.isOnline(user.id),
    banned: user.banned,
    teams: user.teams,
    revoke_tokens_issued_before: user.revoke_tokens_issued_before ?? undefined,
    deactivated_at: user.deactivated_at,
  };
}

/** A user id as a user object; unknown ids (deleted users) still render. */
export function userJsonById(ctx: EmulatorContext, id: string): Record<string, unknown> {
  const user = ctx.store.user(id);
  return user ? userJson(ctx, user) : { id, role: 'user', online: false, banned: false };
}

export function userMutesJson(ctx: EmulatorContext, userId: string) {
  return activeOnly(ctx.store.state.user_mutes[userId]).map((mute) => ({
    user: userJsonById(ctx, userId),
    target: userJsonById(ctx, mute.target_id),
    created_at: mute.created_at,
    updated_at: mute.created_at,
    expires: mute.expires,
  }));
}

export function channelMutesJson(ctx: EmulatorContext, userId: string) {
  return activeOnly(ctx.store.state.channel_mutes[userId]).flatMap((mute) => {
    const channel = ctx.store.channel(mute.cid);
    if (!channel) return [];
    return [
      {
        user: userJsonById(ctx, userId),
        channel: { id: channel.id, type: channel.type, cid: channel.cid, ...channel.custom },
        created_at: mute.created_at,
        updated_at: mute.created_at,
        expires: mute.expires,
      },
    ];
  });
}

/** The own user (`me`): the SDK loops over `mutes` and `channel_mutes`, so they are always arrays. */
export function ownUserJson(ctx: EmulatorContext, user: UserRecord): Record<string, unknown> {
  return {
    ...userJson(ctx, user),
    invisible: false,
    language: '',
    mutes: userMutesJson(ctx, user.id),
    channel_mutes: channelMutesJson(ctx, user.id),
    blocked_user_ids: (ctx.store.state.blocks[user.id] ?? []).map((block) => block.blocked_user_id),
    devices: [],
    privacy_settings: {},
    ...unreadTotals(ctx, user.id),
  };
}
