/** Moderation: user and channel mutes, flags, and bans (in a channel, or app-wide). */
import { z } from 'zod';
import { setChannelBan } from '../domain/channels/bans';
import type { EmulatorContext } from '../domain/context';
import { actingUser } from '../domain/users/acting-user';
import { flag } from '../domain/users/flags';
import { muteChannels, muteUsers, unmuteChannels, unmuteUsers } from '../domain/users/mute-changes';
import { channelMutesJson, ownUserJson, userJson, userMutesJson } from '../domain/users/user-json';
import { inputError } from '../lib/errors';
import { parse } from '../lib/validate';
import type { RequestContext, RouteTable } from './route-table';

const muteUserSchema = z.looseObject({
  target_id: z.string().min(1).optional(),
  target_ids: z.array(z.string().min(1)).optional(),
  timeout: z.number().positive().optional(),
  user_id: z.string().optional(),
});
const muteChannelSchema = z.looseObject({
  channel_cid: z.string().min(1).optional(),
  channel_cids: z.array(z.string().min(1)).optional(),
  expiration: z.number().positive().optional(),
  user_id: z.string().optional(),
});
const flagSchema = z.looseObject({
  target_message_id: z.string().min(1).optional(),
  target_user_id: z.string().min(1).optional(),
  user_id: z.string().optional(),
  reason: z.string().optional(),
});
const banSchema = z.looseObject({
  target_user_id: z.string().min(1),
  type: z.string().optional(),
  id: z.string().optional(),
  user_id: z.string().optional(),
  timeout: z.number().optional(),
  reason: z.string().optional(),
});

/** The users a mute call names (`target_id` or `target_ids`), at least one. */
function muteTargets(body: z.infer<typeof muteUserSchema>): string[] {
  const targets = body.target_ids ?? (body.target_id ? [body.target_id] : []);
  if (targets.length === 0) throw inputError('target_id or target_ids is required');
  return targets;
}

/** The channels a channel mute call names (`channel_cid` or `channel_cids`), at least one. */
function muteCids(body: z.infer<typeof muteChannelSchema>): string[] {
  const cids = body.channel_cids ?? (body.channel_cid ? [body.channel_cid] : []);
  if (cids.length === 0) throw inputError('channel_cid or channel_cids is required');
  return cids;
}

export function registerModerationRoutes(routes: RouteTable, ctx: EmulatorContext): void {
  routes.on('POST', '/moderation/mute', (request) => {
    const body = parse(muteUserSchema, request.body, 'MuteUser');
    const user = actingUser(ctx, request.caller, body.user_id, 'MuteUser');
    const targets = muteTargets(body);
    muteUsers(ctx, user, targets, body.timeout);
    const mute = userMutesJson(ctx, user.id).find((m) => m.target.id === targets[0]);
    return { mute, mutes: userMutesJson(ctx, user.id), own_user: ownUserJson(ctx, user) };
  });

  routes.on('POST', '/moderation/unmute', (request) => {
    const body = parse(muteUserSchema, request.body, 'UnmuteUser');
    const user = actingUser(ctx, request.caller, body.user_id, 'UnmuteUser');
    unmuteUsers(ctx, user, new Set(muteTargets(body)));
    return {};
  });

  routes.on('POST', '/moderation/mute/channel', (request) => {
    const body = parse(muteChannelSchema, request.body, 'MuteChannel');
    const user = actingUser(ctx, request.caller, body.user_id, 'MuteChannel');
    const cids = muteCids(body);
    muteChannels(ctx, user, cids, body.expiration);
    const channelMutes = channelMutesJson(ctx, user.id);
    return {
      channel_mute: channelMutes.find((m) => m.channel.cid === cids[0]),
      channel_mutes: channelMutes,
      own_user: ownUserJson(ctx, user),
    };
  });

  routes.on('POST', '/moderation/unmute/channel', (request) => {
    const body = parse(muteChannelSchema, request.body, 'UnmuteChannel');
    const user = actingUser(ctx, request.caller, body.user_id, 'UnmuteChannel');
    unmuteChannels(ctx, user, new Set(muteCids(body)));
    return {};
  });

  routes.on('POST', '/moderation/flag', (request) => {
    const body = parse(flagSchema, request.body, 'Flag');
    const user = actingUser(ctx, request.caller, body.user_id, 'Flag');
    const record = flag(ctx, user, body);
    return { flag: { ...record, user: userJson(ctx, user), updated_at: record.created_at } };
  });

  const ban = (banned: boolean) => (request: RequestContext) => {
    const input = banned ? request.body : Object.fromEntries(request.query);
    const body = parse(banSchema, input, banned ? 'BanUser' : 'UnbanUser');
    const target = ctx.store.requireUser(body.target_user_id);
    if (body.type && body.id) {
      const channel = ctx.store.requireChannel(body.type, body.id);
      const actor = actingUser(ctx, request.caller, body.user_id, 'BanChannelMember');
      setChannelBan(ctx, request.caller, channel, actor, target, banned);
    } else {
      if (request.caller.kind !== 'server') {
        throw inputError('app-wide bans are server-side only; give type and id for a channel ban');
      }
      target.banned = banned;
    }
    return {};
  };
  routes.on('POST', '/moderation/ban', ban(true));
  routes.on('DELETE', '/moderation/ban', ban(false));
}
