/** `queryUsers`, where the caller's role may search users at all. */
import type { Caller } from '../../lib/auth';
import { notAllowed } from '../../lib/errors';
import type { Filter } from '../../lib/filters';
import { compileFilter, normalizeSort, sortRecords } from '../../lib/filters';
import type { UserRecord } from '../../state/types';
import type { EmulatorContext } from '../context';

/** Stream's `user_search_disallowed_roles`: users of the roles listed may not query users. */
export function requireUserSearch(ctx: EmulatorContext, caller: Caller): void {
  if (caller.kind === 'server') return;
  const role = ctx.store.ensureUser(caller.userId).role;
  const disallowed = ctx.store.state.app.user_search_disallowed_roles;
  if (Array.isArray(disallowed) && disallowed.includes(role)) {
    throw notAllowed(
      `User '${caller.userId}' with role '${role}' is not allowed to perform action SearchUsers (user_search_disallowed_roles)`,
    );
  }
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

/** The users a filter finds (deactivated ones only when asked), newest first unless sorted, paged. */
export function queryUsers(
  ctx: EmulatorContext,
  query: {
    filter: Filter;
    sort: unknown;
    offset?: number;
    limit?: number;
    includeDeactivated?: boolean;
  },
): UserRecord[] {
  const matches = compileFilter(query.filter);
  const matching = Object.values(ctx.store.state.users).filter(
    (user) =>
      (query.includeDeactivated || !user.deactivated_at) &&
      matches((field) => userField(ctx, user, field)),
  );
  const sorted = sortRecords(
    matching,
    [...normalizeSort(query.sort), { field: 'created_at', direction: -1 }],
    (user, field) => userField(ctx, user, field),
  );
  const offset = query.offset ?? 0;
  return sorted.slice(offset, offset + (query.limit ?? 30));
}
