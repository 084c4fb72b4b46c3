import { nowIso } from '../../lib/clock';
import type { EmulatorContext } from '../context';
import type { UserRecord } from '../../state/types';
import type { Connection } from '../../state/connections';
import { userJson } from './user-json';

/** Connections that follow this user's presence (`presence: true`). */
function presenceFollowers(ctx: EmulatorContext, userId: string): Connection[] {
  return [...ctx.connections.all()].filter((connection) => connection.presenceOf.has(userId));
}

/** `user.presence.changed` when a user's first connection opens or last one closes. */
export function announcePresence(ctx: EmulatorContext, user: UserRecord): void {
  ctx.fanout.deliver(presenceFollowers(ctx, user.id), {
    type: 'user.presence.changed',
    user: userJson(ctx, user),
    created_at: nowIso(),
  });
}

/** `user.updated` to presence followers, the user's own tabs and watchers of their channels. */
export function announceUserUpdated(ctx: EmulatorContext, user: UserRecord): void {
  const targets = new Set([...presenceFollowers(ctx, user.id), ...ctx.connections.ofUser(user.id)]);
  for (const channel of ctx.store.channelsOf(user.id)) {
    for (const connection of ctx.connections.watchersOf(channel.cid)) targets.add(connection);
  }
  ctx.fanout.deliver(targets, {
    type: 'user.updated',
    user: userJson(ctx, user),
    created_at: nowIso(),
  });
}

/** `presence: true`: the connection hears these users' `user.presence.changed`. */
export function followPresence(connection: Connection, userIds: Iterable<string>): void {
  for (const id of userIds) connection.presenceOf.add(id);
}
