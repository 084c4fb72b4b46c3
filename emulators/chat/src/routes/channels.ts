/** Changing a channel: update, partial update, delete, truncate, hide/show, stop watching. */
import { z } from 'zod';
import { activeMembers, channelJson, memberJson } from '../domain/channels/channel-json';
import {
  deleteChannel,
  setChannelHidden,
  truncateChannel,
} from '../domain/channels/channel-lifecycle';
import { updateChannel, updateChannelPartial } from '../domain/channels/channel-update';
import { memberInputSchema } from '../domain/channels/create-channel';
import { stopWatching } from '../domain/channels/watching';
import type { EmulatorContext } from '../domain/context';
import type { Viewer } from '../domain/permissions/read-access';
import { actingUser, actorOf, viewerOf } from '../domain/users/acting-user';
import { parse } from '../lib/validate';
import type { ChannelRecord } from '../state/types';
import { channelFromPath } from './request';
import type { RouteTable } from './route-table';

const updateChannelSchema = z.looseObject({
  data: z.record(z.string(), z.unknown()).optional(),
  add_members: z.array(memberInputSchema).optional(),
  remove_members: z.array(z.string().min(1)).optional(),
  add_moderators: z.array(z.string().min(1)).optional(),
  demote_moderators: z.array(z.string().min(1)).optional(),
  assign_roles: z
    .array(z.looseObject({ user_id: z.string().min(1), channel_role: z.string().min(1) }))
    .optional(),
  cooldown: z.number().int().min(0).max(120).optional(),
  user_id: z.string().optional(),
  user: z.looseObject({ id: z.string() }).optional(),
  hide_history: z.boolean().optional(),
  skip_push: z.boolean().optional(),
});

const partialUpdateSchema = z.looseObject({
  set: z.record(z.string(), z.unknown()).optional(),
  unset: z.array(z.string()).optional(),
  user_id: z.string().optional(),
});

const truncateSchema = z.looseObject({
  hard_delete: z.boolean().optional(),
  user_id: z.string().optional(),
  truncated_at: z.string().optional(),
});

const hideSchema = z.looseObject({
  user_id: z.string().nullish(),
  clear_history: z.boolean().optional(),
});

function channelAnswer(ctx: EmulatorContext, channel: ChannelRecord, viewer: Viewer) {
  return {
    channel: channelJson(ctx, channel, viewer),
    members: activeMembers(channel).map((member) => memberJson(ctx, channel, member)),
  };
}

export function registerChannelRoutes(routes: RouteTable, ctx: EmulatorContext): void {
  routes.on('POST', '/channels/:type/:id', (request) => {
    const channel = channelFromPath(ctx, request);
    const body = parse(updateChannelSchema, request.body, 'UpdateChannel');
    const actor = actorOf(ctx, request.caller, body.user_id ?? body.user?.id);
    updateChannel(ctx, request.caller, channel, actor, body);
    return channelAnswer(ctx, channel, actor ?? 'server');
  });

  routes.on('PATCH', '/channels/:type/:id', (request) => {
    const channel = channelFromPath(ctx, request);
    const body = parse(partialUpdateSchema, request.body, 'UpdateChannelPartial');
    const actor = actorOf(ctx, request.caller, body.user_id);
    updateChannelPartial(ctx, request.caller, channel, actor, body.set ?? {}, body.unset ?? []);
    return channelAnswer(ctx, channel, actor ?? 'server');
  });

  routes.on('DELETE', '/channels/:type/:id', (request) => {
    const channel = channelFromPath(ctx, request);
    const actor = actorOf(ctx, request.caller);
    return { channel: deleteChannel(ctx, request.caller, channel, actor) };
  });

  routes.on('POST', '/channels/:type/:id/truncate', (request) => {
    const channel = channelFromPath(ctx, request);
    const body = parse(truncateSchema, request.body, 'TruncateChannel');
    const actor = actorOf(ctx, request.caller, body.user_id);
    truncateChannel(ctx, request.caller, channel, actor);
    return { channel: channelJson(ctx, channel, actor ?? 'server') };
  });

  for (const hidden of [true, false]) {
    const action = hidden ? 'HideChannel' : 'ShowChannel';
    routes.on('POST', `/channels/:type/:id/${hidden ? 'hide' : 'show'}`, (request) => {
      const channel = channelFromPath(ctx, request);
      const body = parse(hideSchema, request.body, action);
      const user = actingUser(ctx, request.caller, body.user_id, action);
      setChannelHidden(ctx, channel, user, hidden, body.clear_history);
      return {};
    });
  }

  routes.on('POST', '/channels/:type/:id/stop-watching', (request) => {
    const channel = channelFromPath(ctx, request);
    const connection = ctx.connections.get(request.connectionId);
    const viewer = viewerOf(ctx, request.caller);
    if (connection && viewer !== 'server' && connection.userId === viewer.id) {
      stopWatching(ctx, connection, channel);
    }
    return {};
  });
}
