import type { Caller } from '../auth';
import type { EmulatorContext } from '../context';
import { inputError, notAllowed } from '../errors';
import { privacyOf, rightsFor } from '../permissions';
import type { ChannelRecord, UserRecord } from '../state/types';
import type { Viewer } from './channel-json';

export const CHANNEL_TYPE_RE = /^[\w-]+$/;
export const CHANNEL_ID_RE = /^[\w!-]+$/;

export function validateChannelPath(type: string, id?: string): void {
  if (!CHANNEL_TYPE_RE.test(type)) {
    throw inputError(`Invalid chat type ${type}, letters, numbers and "_-" are allowed`);
  }
  if (id !== undefined && !CHANNEL_ID_RE.test(id)) {
    throw inputError(`Invalid chat id ${id}, letters, numbers and "!-_" are allowed`);
  }
}

/**
 * The acting user. A user token names it; a server call must say who acts (`user_id`,
 * `message.user`, `created_by` …) and that user must exist.
 */
export function actingUser(
  ctx: EmulatorContext,
  caller: Caller,
  serverUserId: string | undefined | null,
  what: string,
): UserRecord {
  if (caller.kind === 'user') return ctx.store.ensureUser(caller.userId);
  if (!serverUserId) throw inputError(`${what}: a user_id is required for server-side calls`);
  const user = ctx.store.user(serverUserId);
  if (!user) throw inputError(`${what}: user "${serverUserId}" does not exist`);
  return user;
}

/** The acting user when there is one; server calls without a user act as the app. */
export function viewerOf(ctx: EmulatorContext, caller: Caller, serverUserId?: string): Viewer {
  if (caller.kind === 'user') return ctx.store.ensureUser(caller.userId);
  return serverUserId ? (ctx.store.user(serverUserId) ?? 'server') : 'server';
}

export type ReadAccess = 'full' | 'outsider' | 'none';

/** Apply communities show their data to outsiders but not their messages. */
export function readAccess(channel: ChannelRecord, viewer: Viewer): ReadAccess {
  if (viewer === 'server' || rightsFor(channel, viewer).has('read')) return 'full';
  return privacyOf(channel) === 'apply' ? 'outsider' : 'none';
}

function readRefusal(channel: ChannelRecord, viewer: Viewer) {
  const who = viewer === 'server' ? 'server' : viewer.id;
  return notAllowed(
    `User '${who}' with role 'user' is not allowed to perform action ReadChannel in scope '${channel.type}'`,
  );
}

/** Read access of any kind: the channel itself, or an `apply` community's public card. */
export function requireReadAccess(channel: ChannelRecord, viewer: Viewer): ReadAccess {
  const access = readAccess(channel, viewer);
  if (access === 'none') throw readRefusal(channel, viewer);
  return access;
}

/**
 * Reading what is said in a channel (messages, reactions, drafts, members): an outsider of an
 * `apply` community gets its public card only, so these refuse them as they refuse strangers.
 */
export function requireFullReadAccess(channel: ChannelRecord, viewer: Viewer): void {
  if (readAccess(channel, viewer) !== 'full') throw readRefusal(channel, viewer);
}
