/**
 * User profiles: what a user may change of their own (custom fields only), what only the app
 * backend sets (role, bans, teams, token cutoff, …), and the upserts that change them.
 */
import type { Caller } from '../../lib/auth';
import { nowIso } from '../../lib/clock';
import { inputError, notAllowed, notFound } from '../../lib/errors';
import type { Custom, UserRecord } from '../../state/types';
import type { EmulatorContext } from '../context';
import { announceUserUpdated } from './presence';
import { setUserTokenCutoff } from './user-access';

/** Fields only the app backend may set; a user may change only their own custom fields. */
const PRIVILEGED = new Set([
  'role',
  'banned',
  'teams',
  'id',
  'created_at',
  'updated_at',
  'last_active',
  'online',
  'revoke_tokens_issued_before',
  'deactivated_at',
]);

/** The per-user token cutoff, which `revokeUserToken` sets through a partial update. */
const TOKEN_CUTOFF = 'revoke_tokens_issued_before';

function customOf(input: Record<string, unknown>): Custom {
  return Object.fromEntries(Object.entries(input).filter(([key]) => !PRIVILEGED.has(key)));
}

/** Applies a user's own profile fields from `connectUser` (never privileged ones). */
export function upsertFromClient(
  ctx: EmulatorContext,
  userId: string,
  details: Custom,
): UserRecord {
  const user = ctx.store.ensureUser(userId);
  const custom = customOf(details);
  if (Object.keys(custom).length > 0) {
    user.custom = { ...user.custom, ...custom };
    user.updated_at = nowIso();
  }
  return user;
}

/** A user as `upsertUsers` sends it. */
export interface UserInput extends Custom {
  id: string;
  role?: string;
  teams?: string[];
  banned?: boolean;
}

function refuseOthers(userId: string): never {
  throw notAllowed(`User '${userId}' may only update their own profile fields`);
}

/** `upsertUsers`, one user: created on first sight; a user may only change their own custom fields. */
export function upsertUser(
  ctx: EmulatorContext,
  caller: Caller,
  key: string,
  input: UserInput,
): UserRecord {
  if (key !== input.id) throw inputError(`users.${key}: key and id must match`);
  if (caller.kind === 'user') {
    const privileged = Object.keys(input).some((k) => PRIVILEGED.has(k) && k !== 'id');
    if (input.id !== caller.userId || privileged) refuseOthers(caller.userId);
  }
  const user = ctx.store.ensureUser(input.id);
  user.custom = customOf(input);
  if (input.role) user.role = input.role;
  if (input.teams) user.teams = input.teams;
  if (input.banned !== undefined) user.banned = input.banned;
  user.updated_at = nowIso();
  announceUserUpdated(ctx, user);
  return user;
}

/** `partialUpdateUser`, one user: sets and unsets fields (the token cutoff: `revokeUserToken`). */
export function patchUser(
  ctx: EmulatorContext,
  caller: Caller,
  change: { id: string; set?: Custom; unset?: string[] },
): UserRecord {
  const fields = [...Object.keys(change.set ?? {}), ...(change.unset ?? [])];
  if (
    caller.kind === 'user' &&
    (change.id !== caller.userId || fields.some((f) => PRIVILEGED.has(f)))
  ) {
    refuseOthers(caller.userId);
  }
  const user = ctx.store.user(change.id);
  if (!user) throw notFound(`user "${change.id}" does not exist`);
  const set = change.set ?? {};
  if (typeof set.role === 'string') user.role = set.role;
  if (Array.isArray(set.teams)) user.teams = set.teams.map(String);
  if (typeof set.banned === 'boolean') user.banned = set.banned;
  user.custom = { ...user.custom, ...customOf(set) };
  for (const key of change.unset ?? []) delete user.custom[key];
  if (TOKEN_CUTOFF in set) setUserTokenCutoff(ctx, user, set[TOKEN_CUTOFF]);
  if (change.unset?.includes(TOKEN_CUTOFF)) setUserTokenCutoff(ctx, user, null);
  user.updated_at = nowIso();
  announceUserUpdated(ctx, user);
  return user;
}
