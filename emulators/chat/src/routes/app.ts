/** App settings, channel types, roles and permissions: the server-side configuration calls. */
import { z } from 'zod';
import {
  addRole,
  appJson,
  permissionsJson,
  removeRole,
  rolesJson,
  savePermission,
  updateAppSettings,
} from '../domain/app/app-config';
import {
  channelTypeJson,
  deleteChannelType,
  requireChannelType,
  saveChannelType,
} from '../domain/app/channel-type-config';
import type { EmulatorContext } from '../domain/context';
import { webhookSettingsSchema } from '../domain/webhooks/webhook-settings';
import { requireServer } from '../lib/auth';
import { parse } from '../lib/validate';
import type { RouteTable } from './route-table';

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

export function registerAppRoutes(routes: RouteTable, ctx: EmulatorContext): void {
  routes.on('GET', '/app', (request) => ({ app: appJson(ctx, request.caller) }));

  routes.on('PATCH', '/app', (request) => {
    requireServer(request.caller);
    updateAppSettings(ctx, parse(appSettingsSchema, request.body, 'UpdateApp'));
    return {};
  });

  routes.on('POST', '/channeltypes', (request) => {
    requireServer(request.caller);
    const body = parse(channelTypeSchema, request.body, 'CreateChannelType');
    return saveChannelType(ctx, body.name, body);
  });
  routes.on('GET', '/channeltypes', (request) => {
    requireServer(request.caller);
    const types = Object.values(ctx.store.state.channel_types);
    return {
      channel_types: Object.fromEntries(types.map((type) => [type.name, channelTypeJson(type)])),
    };
  });
  routes.on('GET', '/channeltypes/:name', (request) => {
    requireServer(request.caller);
    return channelTypeJson(requireChannelType(ctx, request.params.name as string));
  });
  routes.on('PUT', '/channeltypes/:name', (request) => {
    requireServer(request.caller);
    const name = request.params.name as string;
    requireChannelType(ctx, name);
    return saveChannelType(
      ctx,
      name,
      parse(channelTypeUpdateSchema, request.body, 'UpdateChannelType'),
    );
  });
  routes.on('DELETE', '/channeltypes/:name', (request) => {
    requireServer(request.caller);
    deleteChannelType(ctx, request.params.name as string);
    return {};
  });

  routes.on('GET', '/roles', (request) => {
    requireServer(request.caller);
    return { roles: rolesJson(ctx) };
  });
  routes.on('POST', '/roles', (request) => {
    requireServer(request.caller);
    const { name } = parse(z.looseObject({ name: z.string().min(1) }), request.body, 'CreateRole');
    return { role: addRole(ctx, name) };
  });
  routes.on('DELETE', '/roles/:name', (request) => {
    requireServer(request.caller);
    removeRole(ctx, request.params.name);
    return {};
  });

  routes.on('GET', '/permissions', (request) => {
    requireServer(request.caller);
    return { permissions: permissionsJson(ctx) };
  });
  routes.on('POST', '/permissions', (request) => {
    requireServer(request.caller);
    const body = parse(z.looseObject({ id: z.string().min(1) }), request.body, 'CreatePermission');
    return { permission: savePermission(ctx, body.id, body) };
  });
  routes.on('PUT', '/permissions/:id', (request) => {
    requireServer(request.caller);
    const fields = parse(z.looseObject({}), request.body, 'UpdatePermission');
    return { permission: savePermission(ctx, request.params.id as string, fields) };
  });
}
