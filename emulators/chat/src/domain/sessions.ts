/**
 * What opening and closing a connection means, whichever transport carries it (a WebSocket or
 * the SDK's long-poll fallback): the user is upserted and comes online, the first frame is a
 * `health.check` with a full `me`, and on close the connection's watches and presence end.
 */
import { randomUUID } from 'node:crypto';
import { announceWatching } from './channels/watching';
import { nowIso } from '../lib/clock';
import type { EmulatorContext } from './context';
import { inputError } from '../lib/errors';
import type { Custom } from '../state/types';
import { announcePresence } from './users/presence';
import { ownUserJson } from './users/user-json';
import { upsertFromClient } from '../routes/users';
import type { Connection, Transport } from '../state/connections';

interface HandshakeJson {
  user_id?: unknown;
  user_details?: unknown;
}

/** The SDK's `json` parameter (`_buildWSPayload`): `{user_id, user_details, device?, client_request_id?}`. */
export function parseHandshake(raw: string | null): { userId: string; details: Custom } {
  let json: HandshakeJson;
  try {
    json = JSON.parse(raw ?? '') as HandshakeJson;
  } catch {
    throw inputError('the json query parameter is not valid JSON');
  }
  if (typeof json?.user_id !== 'string' || json.user_id === '') {
    throw inputError('json.user_id is required to connect');
  }
  const details =
    typeof json.user_details === 'object' && json.user_details !== null ? json.user_details : {};
  return { userId: json.user_id, details: details as Custom };
}

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
