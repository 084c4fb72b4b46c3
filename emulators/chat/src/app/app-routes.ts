import { z } from 'zod';
import { requireServer } from '../auth';
import { newChannelType, channelConfigJson } from '../channels/channel-types';
import { nowIso } from '../clock';
import type { EmulatorContext } from '../context';
import { inputError, notFound } from '../errors';
import type { Router } from '../http/router';
import { parse } from '../http/validate';
import type { ChannelTypeRecord } from '../state/types';
import { builtInPermissionIds } from '../permissions';
import { closeRevokedConnections } from '../users/user-access';
import { SERVER_ONLY_APP_SETTINGS, webhookSettingsSchema } from '../webhooks/webhook-settings';

const channelTypeSchema = z.looseObject({
  name: z.string().regex(/^[\w-]+$/, 'channel type names allow letters, digits, "_" and "-"'),
  grants: z.record(z.string(), z.array(z.string())).optional(),
  commands: z.array(z.string()).optional(),
});
const channelTypeUpdateSchema = z.looseObject({
  grants: z.record(z.string(), z.array(z.string())).optional(),
  commands: z.array(z.string()).optional(),
});

const appSettingsSchema = webhookSettingsSchema.extend({
  user_search_disallowed_roles: z.array(z.string().min(1)).nullable().optional(),
});

function typeJson(type: ChannelTypeRecord) {
  return { ...channelConfigJson(type), grants: type.grants, permissions: [] };
}

/**
 * App-level configuration, server-only on Stream (`GET /app` is the exception: attachment
 * checks; a user token does not see the webhook settings there). Writes are accepted idempotently so `src/setup.ts` can run against the emulator as
 * often as against Stream; grants are stored and echoed, while enforcement uses the built-in
 * role table in `permissions.ts`.
 */
export function registerAppRoutes(router: Router, ctx: EmulatorContext): void {
  const state = () => ctx.store.state;

  router.on('GET', '/app', (request) => ({
    app: {
      file_upload_config: {},
      image_upload_config: {},
      ...(request.caller.kind === 'server'
        ? state().app
        : Object.fromEntries(
            Object.entries(state().app).filter(([key]) => !SERVER_ONLY_APP_SETTINGS.includes(key)),
          )),
      channel_configs: Object.fromEntries(
        Object.values(state().channel_types).map((type) => [type.name, channelConfigJson(type)]),
      ),
      disable_auth_checks: false,
      disable_permissions_checks: false,
    },
  }));

  router.on('PATCH', '/app', (request) => {
    requireServer(request.caller);
    const body = parse(appSettingsSchema, request.body, 'UpdateApp');
    Object.assign(state().app, body);
    // `revokeTokens`: the app-wide cutoff closes every connection it revokes.
    if ('revoke_tokens_issued_before' in body) {
      closeRevokedConnections(ctx, ctx.connections.all());
    }
    return {};
  });

  const saveType = (name: string, body: z.infer<typeof channelTypeUpdateSchema>) => {
    const { grants, commands, ...config } = body;
    const existing = state().channel_types[name];
    const type = existing ?? newChannelType(name, nowIso());
    type.config = { ...type.config, ...config, ...(commands ? { commands: [] } : {}) };
    delete type.config.name;
    if (grants) type.grants = { ...type.grants, ...grants };
    type.updated_at = nowIso();
    state().channel_types[name] = type;
    return typeJson(type);
  };

  router.on('POST', '/channeltypes', (request) => {
    requireServer(request.caller);
    const body = parse(channelTypeSchema, request.body, 'CreateChannelType');
    return saveType(body.name, body);
  });
  router.on('GET', '/channeltypes', (request) => {
    requireServer(request.caller);
    return {
      channel_types: Object.fromEntries(
        Object.values(state().channel_types).map((type) => [type.name, typeJson(type)]),
      ),
    };
  });
  router.on('GET', '/channeltypes/:name', (request) => {
    requireServer(request.caller);
    const type = state().channel_types[request.params.name as string];
    if (!type) throw notFound(`channel type "${request.params.name}" does not exist`);
    return typeJson(type);
  });
  router.on('PUT', '/channeltypes/:name', (request) => {
    requireServer(request.caller);
    const name = request.params.name as string;
    if (!state().channel_types[name]) throw notFound(`channel type "${name}" does not exist`);
    return saveType(name, parse(channelTypeUpdateSchema, request.body, 'UpdateChannelType'));
  });
  router.on('DELETE', '/channeltypes/:name', (request) => {
    requireServer(request.caller);
    const name = request.params.name as string;
    if (Object.values(state().channels).some((channel) => channel.type === name)) {
      throw inputError(`channel type "${name}" still has channels`);
    }
    delete state().channel_types[name];
    return {};
  });

  router.on('GET', '/roles', (request) => {
    requireServer(request.caller);
    return { roles: state().roles.map((name) => ({ name, custom: true })) };
  });
  router.on('POST', '/roles', (request) => {
    requireServer(request.caller);
    const { name } = parse(z.looseObject({ name: z.string().min(1) }), request.body, 'CreateRole');
    if (!state().roles.includes(name)) state().roles.push(name);
    return { role: { name, custom: true } };
  });
  router.on('DELETE', '/roles/:name', (request) => {
    requireServer(request.caller);
    state().roles = state().roles.filter((role) => role !== request.params.name);
    return {};
  });

  router.on('GET', '/permissions', (request) => {
    requireServer(request.caller);
    const builtIn = builtInPermissionIds().map((id) => ({
      id,
      name: id,
      owner: id.endsWith('-owner'),
      custom: false,
      level: 'channel',
    }));
    return { permissions: [...builtIn, ...Object.values(state().permissions)] };
  });
  const savePermission = (id: string, body: Record<string, unknown>) => {
    state().permissions[id] = { ...state().permissions[id], ...body, id };
    return { permission: state().permissions[id] };
  };
  router.on('POST', '/permissions', (request) => {
    requireServer(request.caller);
    const body = parse(z.looseObject({ id: z.string().min(1) }), request.body, 'CreatePermission');
    return savePermission(body.id, body);
  });
  router.on('PUT', '/permissions/:id', (request) => {
    requireServer(request.caller);
    return savePermission(
      request.params.id as string,
      parse(z.looseObject({}), request.body, 'UpdatePermission'),
    );
  });
}
