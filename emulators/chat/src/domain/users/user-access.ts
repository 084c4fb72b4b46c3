/**
 * Ending a user's access the two ways Stream documents: token revocation
 * (`revokeUserToken` / `revokeUsersToken`, a partial user update setting
 * `revoke_tokens_issued_before`; `revokeTokens` app-wide) and deactivation (`deactivateUser`,
 * undone by `reactivateUser`). Both also close the user's open WebSockets that the change
 * affects, so an SDK already connected stops hearing events at once, and its reconnect with the
 * old token is refused (code 40 after a revocation, 17 while deactivated).
 */
import { z } from 'zod';
import { tokenRevoked } from '../../lib/auth';
import { nowIso } from '../../lib/clock';
import { parse } from '../../lib/validate';
import type { Connection } from '../../state/connections';
import type { UserRecord } from '../../state/types';
import type { EmulatorContext } from '../context';

/**
 * Close code for a connection cut off. Not 1000, which the SDK takes as final without marking
 * itself offline: a policy close makes it go offline and try to reconnect, which is refused.
 */
const CUT_OFF_CODE = 1008;

/** An ISO instant, or null to lift a revocation (the SDK sends `null` for that). */
const cutoffSchema = z.union([
  z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'must be a date'),
  z.null(),
]);

/** The cutoff that applies to a user's tokens: the later of the app's and the user's own. */
export function tokenCutoff(ctx: EmulatorContext, userId: string): string | null {
  const cutoffs = [
    ctx.store.state.app.revoke_tokens_issued_before,
    ctx.store.user(userId)?.revoke_tokens_issued_before,
  ].filter((value): value is string => typeof value === 'string');
  if (cutoffs.length === 0) return null;
  return cutoffs.reduce((later, value) => (Date.parse(value) > Date.parse(later) ? value : later));
}

/** Closes the given connections whose token the current cutoffs revoke. */
export function closeRevokedConnections(
  ctx: EmulatorContext,
  connections: Iterable<Connection>,
): void {
  for (const connection of [...connections]) {
    if (tokenRevoked(connection.issuedAt, tokenCutoff(ctx, connection.userId))) {
      connection.transport.close(CUT_OFF_CODE, 'token revoked');
    }
  }
}

/** Sets (or with null lifts) a user's token cutoff, closing what it revokes. */
export function setUserTokenCutoff(ctx: EmulatorContext, user: UserRecord, value: unknown): void {
  user.revoke_tokens_issued_before = parse(cutoffSchema, value, 'revoke_tokens_issued_before');
  closeRevokedConnections(ctx, ctx.connections.ofUser(user.id));
}

/** Deactivates a user (again: keeps the first instant); their connections are cut off. */
export function deactivateUser(ctx: EmulatorContext, user: UserRecord): void {
  user.deactivated_at ??= nowIso();
  for (const connection of ctx.connections.ofUser(user.id)) {
    connection.transport.close(CUT_OFF_CODE, 'user deactivated');
  }
}

/** Reactivates a user, optionally renamed. */
export function reactivateUser(user: UserRecord, name?: string): void {
  delete user.deactivated_at;
  if (name !== undefined) user.custom.name = name;
  user.updated_at = nowIso();
}
