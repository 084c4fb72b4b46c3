/**
 * What opening and closing a connection means, whichever transport carries it (a WebSocket or
 * the SDK's long-poll fallback): the user is upserted and comes online, the first frame is a
 * `health.check` with a full `me`, and on close the connection's watches and presence end.
 */
import { randomUUID } from 'node:crypto';
import { nowIso } from '../lib/clock';
import type { Connection, Transport } from '../state/connections';
import type { Custom } from '../state/types';
import { announceWatching } from '../domain/channels/watching';
import type { EmulatorContext } from '../domain/context';
import { announcePresence } from '../domain/users/presence';
import { upsertFromClient } from '../domain/users/profiles';
import { ownUserJson } from '../domain/users/user-json';

/** A `health.check`; the first one of a connection also carries `me`. */
export function healthCheck(connection: Connection, me?: Record<string, unknown>) {
  return {
    type: 'health.check',
    connection_id: connection.id,
    cid: '*',
    created_at: nowIso(),
    ...(me ? { me } : {}),
  };
}

/**
 * Registers an authenticated user's new connection and returns it with its first frame, which
 * the caller delivers (nothing else is queued for it yet: a new connection watches nothing and
 * follows nobody's presence, so the presence announcement below never reaches it).
 */
export function openSession(
  ctx: EmulatorContext,
  user: { userId: string; issuedAt: number | null; details: Custom },
  transport: Transport,
): { connection: Connection; hello: ReturnType<typeof healthCheck> } {
  upsertFromClient(ctx, user.userId, user.details);
  const record = ctx.store.ensureUser(user.userId);
  record.last_active = nowIso();
  const connection: Connection = {
    id: randomUUID(),
    userId: user.userId,
    issuedAt: user.issuedAt,
    transport,
    watching: new Set(),
    presenceOf: new Set(),
  };
  const cameOnline = ctx.connections.add(connection);
  const hello = healthCheck(connection, { ...ownUserJson(ctx, record), online: true });
  if (cameOnline) announcePresence(ctx, record);
  return { connection, hello };
}

/** A sign of life from the client (heartbeat or poll). */
export function touch(ctx: EmulatorContext, connection: Connection): void {
  const user = ctx.store.user(connection.userId);
  if (user) user.last_active = nowIso();
}

/** Unregisters a connection: `user.watching.stop` where it was the user's last watcher, presence. */
export function closeSession(ctx: EmulatorContext, connection: Connection): void {
  const { watched, wentOffline } = ctx.connections.remove(connection);
  for (const cid of watched) {
    const channel = ctx.store.channel(cid);
    if (channel && !ctx.connections.isWatching(connection.userId, cid)) {
      announceWatching(ctx, 'user.watching.stop', channel, connection.userId);
    }
  }
  const user = ctx.store.user(connection.userId);
  if (wentOffline && user) {
    user.last_active = nowIso();
    announcePresence(ctx, user);
  }
}
