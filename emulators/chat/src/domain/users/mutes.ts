/** Whether a user has muted a user or a channel (expired mutes no longer count). */
import type { EmulatorContext } from '../context';

/** The mutes whose `expires` has not passed yet. */
export function activeOnly<T extends { expires?: string }>(items: T[] | undefined): T[] {
  const now = new Date().toISOString();
  return (items ?? []).filter((item) => !item.expires || item.expires > now);
}

export function isUserMuted(ctx: EmulatorContext, userId: string, targetId: string): boolean {
  return activeOnly(ctx.store.state.user_mutes[userId]).some((mute) => mute.target_id === targetId);
}

export function isChannelMuted(ctx: EmulatorContext, userId: string, cid: string): boolean {
  return activeOnly(ctx.store.state.channel_mutes[userId]).some((mute) => mute.cid === cid);
}
