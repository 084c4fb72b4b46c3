/** A user's blocks (`blockUser`, `unBlockUser`, `getBlockedUsers`): stored, listed, never enforced. */
import { nowIso } from '../../lib/clock';
import type { UserRecord } from '../../state/types';
import type { EmulatorContext } from '../context';
import { userJson } from './user-json';

export function blockUser(ctx: EmulatorContext, user: UserRecord, blockedUserId: string) {
  const blocks = (ctx.store.state.blocks[user.id] ??= []);
  const created_at = nowIso();
  if (!blocks.some((b) => b.blocked_user_id === blockedUserId)) {
    blocks.push({ blocked_user_id: blockedUserId, created_at });
  }
  return { blocked_by_user_id: user.id, blocked_user_id: blockedUserId, created_at };
}

export function unblockUser(ctx: EmulatorContext, user: UserRecord, blockedUserId: string): void {
  ctx.store.state.blocks[user.id] = (ctx.store.state.blocks[user.id] ?? []).filter(
    (b) => b.blocked_user_id !== blockedUserId,
  );
}

export function blocksJson(ctx: EmulatorContext, user: UserRecord) {
  return (ctx.store.state.blocks[user.id] ?? []).map((block) => ({
    ...block,
    user_id: user.id,
    blocked_user: userJson(ctx, ctx.store.ensureUser(block.blocked_user_id)),
  }));
}
