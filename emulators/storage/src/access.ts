import type { Actor } from './auth';
import { permissionDenied, type PermissionKind } from './http-error';
import type { MembershipLookup } from './membership-lookup';
import { evaluatePolicy, membershipQuery, type PolicyRequest } from './policy';

/** Where a request's membership facts come from: the lookup, asked about the request's bucket. */
export interface AccessContext {
  bucket: string;
  membership: MembershipLookup;
}

/**
 * Throws the emulator's 403 unless the policy allows `request` for `actor`; admins pass.
 * Requests in a workspace folder first read the caller's member document (the rules'
 * firestore.get).
 */
export async function requireAllowed(
  actor: Actor,
  request: Omit<PolicyRequest, 'auth' | 'membership'>,
  kind: PermissionKind,
  access: AccessContext,
): Promise<void> {
  if (actor.kind === 'admin') return;
  const auth = actor.kind === 'user' ? actor.auth : null;
  const query = membershipQuery({ ...request, auth });
  const membership = query ? await access.membership({ ...query, bucket: access.bucket }) : null;
  if (evaluatePolicy({ ...request, auth, membership }) === 'deny') throw permissionDenied(kind);
}
