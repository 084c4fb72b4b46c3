import type { Actor } from './auth';
import { permissionDenied, type PermissionKind } from './http-error';
import { evaluatePolicy, type PolicyRequest } from './policy';

/** Throws the emulator's 403 unless the policy allows `request` for `actor`; admins pass. */
export function requireAllowed(
  actor: Actor,
  request: Omit<PolicyRequest, 'auth'>,
  kind: PermissionKind,
): void {
  if (actor.kind === 'admin') return;
  const auth = actor.kind === 'user' ? actor.auth : null;
  if (evaluatePolicy({ ...request, auth }) === 'deny') throw permissionDenied(kind);
}
