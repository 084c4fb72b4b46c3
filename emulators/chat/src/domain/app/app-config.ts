/**
 * App-level configuration, server-only on Stream (`GET /app` is the exception: a user token
 * reads it for attachment checks, without the webhook settings). Writes are accepted
 * idempotently so `src/setup.ts` runs against the emulator as often as against Stream; roles
 * and custom permissions are stored and echoed, while enforcement uses the role table in
 * `permissions/`.
 */
import type { Caller } from '../../lib/auth';
import type { Custom } from '../../state/types';
import { channelConfigJson } from '../channels/channel-types';
import type { EmulatorContext } from '../context';
import { builtInPermissionIds } from '../permissions/grants';
import { closeRevokedConnections } from '../users/user-access';
import { SERVER_ONLY_APP_SETTINGS } from '../webhooks/webhook-settings';

export function appJson(ctx: EmulatorContext, caller: Caller) {
  const { app, channel_types: types } = ctx.store.state;
  return {
    file_upload_config: {},
    image_upload_config: {},
    ...(caller.kind === 'server'
      ? app
      : Object.fromEntries(
          Object.entries(app).filter(([key]) => !SERVER_ONLY_APP_SETTINGS.includes(key)),
        )),
    channel_configs: Object.fromEntries(
      Object.values(types).map((type) => [type.name, channelConfigJson(type)]),
    ),
    disable_auth_checks: false,
    disable_permissions_checks: false,
  };
}

/** `updateAppSettings`; an app-wide token cutoff (`revokeTokens`) closes what it revokes. */
export function updateAppSettings(ctx: EmulatorContext, settings: Custom): void {
  Object.assign(ctx.store.state.app, settings);
  if ('revoke_tokens_issued_before' in settings) {
    closeRevokedConnections(ctx, ctx.connections.all());
  }
}

export function rolesJson(ctx: EmulatorContext) {
  return ctx.store.state.roles.map((name) => ({ name, custom: true }));
}

export function addRole(ctx: EmulatorContext, name: string) {
  const { roles } = ctx.store.state;
  if (!roles.includes(name)) roles.push(name);
  return { name, custom: true };
}

export function removeRole(ctx: EmulatorContext, name: string | undefined): void {
  ctx.store.state.roles = ctx.store.state.roles.filter((role) => role !== name);
}

/** The permissions the role table grants, then the app's own. */
export function permissionsJson(ctx: EmulatorContext) {
  const builtIn = builtInPermissionIds().map((id) => ({
    id,
    name: id,
    owner: id.endsWith('-owner'),
    custom: false,
    level: 'channel',
  }));
  return [...builtIn, ...Object.values(ctx.store.state.permissions)];
}

export function savePermission(ctx: EmulatorContext, id: string, fields: Custom) {
  const { permissions } = ctx.store.state;
  permissions[id] = { ...permissions[id], ...fields, id };
  return permissions[id];
}
