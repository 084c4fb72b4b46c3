/**
 * Muting and unmuting users and channels. A mute may expire; the user's own connections hear the
 * change in `me`, where the UI reads mute state.
 */
import { nowIso } from '../../lib/clock';
import type { UserRecord } from '../../state/types';
import type { EmulatorContext } from '../context';
import { ownUserJson } from './user-json';

function announceMutes(ctx: EmulatorContext, user: UserRecord, type: string) {
  ctx.fanout.toUser(user.id, { type, me: ownUserJson(ctx, user), created_at: nowIso() });
}

/** Mutes users (each must exist), for `timeoutMinutes` when given; muting again restarts it. */
export function muteUsers(
  ctx: EmulatorContext,
  user: UserRecord,
  targets: string[],
  timeoutMinutes: number | undefined,
): void {
  const mutes = (ctx.store.state.user_mutes[user.id] ??= []);
  const created_at = nowIso();
  const expires = timeoutMinutes
    ? new Date(Date.now() + timeoutMinutes * 60_000).toISOString()
    : undefined;
  for (const target of targets) {
    ctx.store.requireUser(target);
    const index = mutes.findIndex((mute) => mute.target_id === target);
    if (index !== -1) mutes.splice(index, 1);
    mutes.push({ target_id: target, created_at, expires });
  }
  announceMutes(ctx, user, 'notification.mutes_updated');
}

export function unmuteUsers(ctx: EmulatorContext, user: UserRecord, targets: Set<string>): void {
  ctx.store.state.user_mutes[user.id] = (ctx.store.state.user_mutes[user.id] ?? []).filter(
    (mute) => !targets.has(mute.target_id),
  );
  announceMutes(ctx, user, 'notification.mutes_updated');
}

/** Mutes channels (each must exist), for `expirationMs` when given; muting again restarts it. */
export function muteChannels(
  ctx: EmulatorContext,
  user: UserRecord,
  cids: string[],
  expirationMs: number | undefined,
): void {
  const mutes = (ctx.store.state.channel_mutes[user.id] ??= []);
  const created_at = nowIso();
  const expires = expirationMs ? new Date(Date.now() + expirationMs).toISOString() : undefined;
  for (const cid of cids) {
    const [type = '', id = ''] = cid.split(':');
    ctx.store.requireChannel(type, id);
    const index = mutes.findIndex((mute) => mute.cid === cid);
    if (index !== -1) mutes.splice(index, 1);
    mutes.push({ cid, created_at, expires });
  }
  announceMutes(ctx, user, 'notification.channel_mutes_updated');
}

export function unmuteChannels(ctx: EmulatorContext, user: UserRecord, cids: Set<string>): void {
  ctx.store.state.channel_mutes[user.id] = (ctx.store.state.channel_mutes[user.id] ?? []).filter(
    (mute) => !cids.has(mute.cid),
  );
  announceMutes(ctx, user, 'notification.channel_mutes_updated');
}
