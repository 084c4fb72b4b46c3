/** Who a request acts as: the token's user, or the user a server call names. */
import type { Caller } from '../../lib/auth';
import { inputError } from '../../lib/errors';
import type { UserRecord } from '../../state/types';
import type { EmulatorContext } from '../context';
import type { Viewer } from '../permissions/read-access';

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

/** The acting user, or null where a server call names none (or an unknown one): the app acts. */
export function actorOf(
  ctx: EmulatorContext,
  caller: Caller,
  serverUserId?: string,
): UserRecord | null {
  const viewer = viewerOf(ctx, caller, serverUserId);
  return viewer === 'server' ? null : viewer;
}
