/** Users: upsert, partial update, `queryUsers`, and blocks. */
import { z } from 'zod';
import type { EmulatorContext } from '../domain/context';
import { actingUser } from '../domain/users/acting-user';
import { blocksJson, blockUser, unblockUser } from '../domain/users/blocks';
import { followPresence } from '../domain/users/presence';
import { patchUser, upsertUser } from '../domain/users/profiles';
import { queryUsers, requireUserSearch } from '../domain/users/user-search';
import { userJson } from '../domain/users/user-json';
import { parse } from '../lib/validate';
import { callerConnection, payloadOf } from './request';
import type { RouteTable } from './route-table';

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
const blockSchema = z.looseObject({
  blocked_user_id: z.string().min(1),
  user_id: z.string().optional(),
});

export function registerUserRoutes(routes: RouteTable, ctx: EmulatorContext): void {
  routes.on('POST', '/users', (request) => {
    const body = parse(upsertSchema, request.body, 'UpdateUsers');
    const users: Record<string, unknown> = {};
    for (const [key, input] of Object.entries(body.users)) {
      const user = upsertUser(ctx, request.caller, key, input);
      users[user.id] = userJson(ctx, user);
    }
    return { users };
  });

  routes.on('PATCH', '/users', (request) => {
    const body = parse(partialSchema, request.body, 'UpdateUsersPartial');
    const users: Record<string, unknown> = {};
    for (const change of body.users) {
      const user = patchUser(ctx, request.caller, change);
      users[user.id] = userJson(ctx, user);
    }
    return { users };
  });

  routes.on('GET', '/users', (request) => {
    requireUserSearch(ctx, request.caller);
    const body = parse(queryUsersSchema, payloadOf(request), 'QueryUsers');
    const page = queryUsers(ctx, {
      filter: body.filter_conditions ?? {},
      sort: body.sort,
      offset: body.offset,
      limit: body.limit,
      includeDeactivated: body.include_deactivated_users,
    });
    const connection = callerConnection(ctx, request);
    if (body.presence && connection)
      followPresence(
        connection,
        page.map((user) => user.id),
      );
    return { users: page.map((user) => userJson(ctx, user)) };
  });

  routes.on('POST', '/users/block', (request) => {
    const body = parse(blockSchema, request.body, 'BlockUser');
    const user = actingUser(ctx, request.caller, body.user_id, 'BlockUser');
    return blockUser(ctx, user, body.blocked_user_id);
  });

  routes.on('POST', '/users/unblock', (request) => {
    const body = parse(blockSchema, request.body, 'UnblockUser');
    const user = actingUser(ctx, request.caller, body.user_id, 'UnblockUser');
    unblockUser(ctx, user, body.blocked_user_id);
    return {};
  });

  routes.on('GET', '/users/block', (request) => {
    const user = actingUser(ctx, request.caller, request.query.get('user_id'), 'GetBlockedUsers');
    return { blocks: blocksJson(ctx, user) };
  });
}
