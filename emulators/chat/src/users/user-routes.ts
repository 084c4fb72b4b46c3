import { z } from 'zod';
import type { Caller } from '../auth';
import { actingUser } from '../channels/access';
import { nowIso } from '../clock';
import type { EmulatorContext } from '../context';
import { inputError, notAllowed, notFound } from '../errors';
import { compileFilter, normalizeSort, sortRecords } from '../filters';
import type { Router } from '../http/router';
import { parse, payloadOf } from '../http/validate';
import type { Custom, UserRecord } from '../state/types';
import { announceUserUpdated } from './presence';
import { setUserTokenCutoff } from './user-access';
import { userJson } from './user-json';

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

const userInputSchema = z.looseObject({
  id: z.string().min(1, 'user id is required'),
  role: z.string().optional(),
  teams: z.array(z.string()).optional(),
  banned: z.boolean().optional(),
});

const upsertSchema = z.looseObject({ users: z.record(z.string(), userInputSchema) });
const partialSchema = z.looseObject({
  users: z.array(
    z.looseObject({
      id: z.string().min(1, 'user id is required'),
      set: z.record(z.string(), z.unknown()).optional(),
      unset: z.array(z.string()).optional(),
    }),
  ),
});
const queryUsersSchema = z.looseObject({
  filter_conditions: z.record(z.string(), z.unknown()).optional(),
  sort: z.unknown().optional(),
  limit: z.number().int().min(0).max(100).optional(),
  offset: z.number().int().min(0).optional(),
  presence: z.boolean().optional(),
  include_deactivated_users: z.boolean().optional(),
});

/** Stream's `user_search_disallowed_roles`: users of the roles listed may not query users. */
function requireUserSearch(ctx: EmulatorContext, caller: Caller): void {
  if (caller.kind === 'server') return;
  const role = ctx.store.ensureUser(caller.userId).role;
  const disallowed = ctx.store.state.app.user_search_disallowed_roles;
  if (Array.isArray(disallowed) && disallowed.includes(role)) {
    throw notAllowed(
      `User '${caller.userId}' with role '${role}' is not allowed to perform action SearchUsers (user_search_disallowed_roles)`,
    );
  }
}

function customOf(input: Record<string, unknown>): Custom {
  return Object.fromEntries(Object.entries(input).filter(([key]) => !PRIVILEGED.has(key)));
}

function userField(ctx: EmulatorContext, user: UserRecord, field: string): unknown {
  switch (field) {
    case 'id':
    case 'role':
    case 'teams':
    case 'banned':
    case 'created_at':
    case 'updated_at':
    case 'last_active':
      return user[field];
    case 'online':
      return ctx.connections.isOnline(user.id);
    default:
      return user.custom[field];
  }
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

export function registerUserRoutes(router: Router, ctx: EmulatorContext): void {
  router.on('POST', '/users', (request) => {
    const body = parse(upsertSchema, request.body, 'UpdateUsers');
    const users: Record<string, unknown> = {};
    for (const [key, input] of Object.entries(body.users)) {
      if (key !== input.id) throw inputError(`users.${key}: key and id must match`);
      if (request.caller.kind === 'user') {
        const privileged = Object.keys(input).some((k) => PRIVILEGED.has(k) && k !== 'id');
        if (input.id !== request.caller.userId || privileged) {
          throw notAllowed(
            `User '${request.caller.userId}' may only update their own profile fields`,
          );
        }
      }
      const user = ctx.store.ensureUser(input.id);
      user.custom = customOf(input);
      if (input.role) user.role = input.role;
      if (input.teams) user.teams = input.teams;
      if (input.banned !== undefined) user.banned = input.banned;
      user.updated_at = nowIso();
      announceUserUpdated(ctx, user);
      users[user.id] = userJson(ctx, user);
    }
    return { users };
  });

  router.on('PATCH', '/users', (request) => {
    const body = parse(partialSchema, request.body, 'UpdateUsersPartial');
    const users: Record<string, unknown> = {};
    for (const change of body.users) {
      const fields = [...Object.keys(change.set ?? {}), ...(change.unset ?? [])];
      if (
        request.caller.kind === 'user' &&
        (change.id !== request.caller.userId || fields.some((f) => PRIVILEGED.has(f)))
      ) {
        throw notAllowed(
          `User '${request.caller.userId}' may only update their own profile fields`,
        );
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
      users[user.id] = userJson(ctx, user);
    }
    return { users };
  });

  router.on('GET', '/users', (request) => {
    requireUserSearch(ctx, request.caller);
    const body = parse(queryUsersSchema, payloadOf(request), 'QueryUsers');
    const matches = compileFilter(body.filter_conditions ?? {});
    const matching = Object.values(ctx.store.state.users).filter(
      (user) =>
        (body.include_deactivated_users || !user.deactivated_at) &&
        matches((field) => userField(ctx, user, field)),
    );
    const sorted = sortRecords(
      matching,
      [...normalizeSort(body.sort), { field: 'created_at', direction: -1 }],
      (user, field) => userField(ctx, user, field),
    );
    const offset = body.offset ?? 0;
    const page = sorted.slice(offset, offset + (body.limit ?? 30));
    const connection = ctx.connections.get(request.connectionId);
    if (
      body.presence &&
      connection &&
      request.caller.kind === 'user' &&
      connection.userId === request.caller.userId
    ) {
      for (const user of page) connection.presenceOf.add(user.id);
    }
    return { users: page.map((user) => userJson(ctx, user)) };
  });

  router.on('POST', '/users/block', (request) => {
    const body = parse(
      z.looseObject({ blocked_user_id: z.string().min(1), user_id: z.string().optional() }),
      request.body,
      'BlockUser',
    );
    const user = actingUser(ctx, request.caller, body.user_id, 'BlockUser');
    const blocks = (ctx.store.state.blocks[user.id] ??= []);
    const created_at = nowIso();
    if (!blocks.some((b) => b.blocked_user_id === body.blocked_user_id)) {
      blocks.push({ blocked_user_id: body.blocked_user_id, created_at });
    }
    return { blocked_by_user_id: user.id, blocked_user_id: body.blocked_user_id, created_at };
  });

  router.on('POST', '/users/unblock', (request) => {
    const body = parse(
      z.looseObject({ blocked_user_id: z.string().min(1), user_id: z.string().optional() }),
      request.body,
      'UnblockUser',
    );
    const user = actingUser(ctx, request.caller, body.user_id, 'UnblockUser');
    ctx.store.state.blocks[user.id] = (ctx.store.state.blocks[user.id] ?? []).filter(
      (b) => b.blocked_user_id !== body.blocked_user_id,
    );
    return {};
  });

  router.on('GET', '/users/block', (request) => {
    const user = actingUser(ctx, request.caller, request.query.get('user_id'), 'GetBlockedUsers');
    return {
      blocks: (ctx.store.state.blocks[user.id] ?? []).map((block) => ({
        ...block,
        user_id: user.id,
        blocked_user: userJson(ctx, ctx.store.ensureUser(block.blocked_user_id)),
      })),
    };
  });
}
