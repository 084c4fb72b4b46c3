/**
 * The app-level grants: which channel types a client creates, that channel roles change
 * server-side only, and the permission ids `chat:setup` grants on Stream.
 */
import { productChannelRole } from '@crewspace/common/chat';
import type { Caller } from '../../lib/auth';
import { notAllowed } from '../../lib/errors';
import { RIGHT_MAPPINGS } from './rights';

/**
 * Channel types a client (user token) may create: the app-level `user` role's only grant on a
 * channel type is `create-channel`, and only on these. Workspace (`team`) channels, direct and
 * group chats (`messaging`: only among people who share a workspace, which the server checks)
 * and any other type are created server-side, where Stream checks no permission.
 */
const CLIENT_CREATED_TYPES: readonly string[] = ['community'];

/**
 * The permission ids the emulator knows (`GET /permissions`): the ones this table grants. Stream
 * lists its whole catalogue there; `chat:setup` grants only ids the app lists.
 */
export function builtInPermissionIds(): string[] {
  const ids = Object.values(RIGHT_MAPPINGS).flatMap((mapping) => mapping.streamPermissions);
  return [...new Set([...ids, 'create-channel'])].sort();
}

/** The `user` role's grants on a channel type (what `src/setup.ts` grants on Stream). */
export function userRoleGrants(channelType: string): string[] {
  return CLIENT_CREATED_TYPES.includes(channelType) ? ['create-channel'] : [];
}

/** Stream's refusal of a client-side create without `create-channel` (code 17, HTTP 403). */
export function requireCreateGrant(caller: Caller, channelType: string): void {
  if (caller.kind === 'server' || userRoleGrants(channelType).includes('create-channel')) return;
  throw notAllowed(
    `GetOrCreateChannel failed with error: "User '${caller.userId}' with roles ['user'] is not allowed to perform action CreateChannel in scope '${channelType}'"`,
  );
}

/**
 * Stream: "changing channel member roles is not allowed client-side". Assigning roles, adding or
 * demoting moderators and adding members with a role are server-side calls only; Crewspace
 * makes them in `POST /api/chat/channel-roles` after checking who may change which role.
 */
export function requireServerForRoles(caller: Caller, channelType: string): void {
  if (caller.kind === 'server') return;
  throw notAllowed(
    `User '${caller.userId}' is not allowed to perform action AssignRoles in scope '${channelType}': channel roles are changed server-side only`,
  );
}

/** Whether a member's requested role is anything but the default member role. */
export function namesARole(channelRole: string | undefined): boolean {
  return channelRole !== undefined && productChannelRole(channelRole) !== 'member';
}
