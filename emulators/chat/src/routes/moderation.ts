import { z } from 'zod';
import { actingUser } from '../domain/permissions/read-access';
import { nowIso } from '../lib/clock';
import type { EmulatorContext } from '../domain/context';
import { inputError } from '../lib/errors';
import { channelEvent } from '../domain/channels/channel-events';
import type { RequestContext, Router } from '../http/router';
import { parse } from '../lib/validate';
import { requireRight } from '../domain/permissions/rights';
import type { UserRecord } from '../state/types';
import {
  channelMutesJson,
  ownUserJson,
  userJson,
  userJsonById,
  userMutesJson,
} from '../domain/users/user-json';

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

/** The UI reads mute state only from `me`, which these two events carry. */
function announceMutes(ctx: EmulatorContext, user: UserRecord, type: string) {
  ctx.fanout.toUser(user.id, { type, me: ownUserJson(ctx, user), created_at: nowIso() });
}

export function registerModerationRoutes(router: Router, ctx: EmulatorContext): void {
  router.on('POST', '/moderation/mute', (request) => {
    const body = parse(muteUserSchema, request.body, 'MuteUser');
    const user = actingUser(ctx, request.caller, body.user_id, 'MuteUser');
    const targets = body.target_ids ?? (body.target_id ? [body.target_id] : []);
    if (targets.length === 0) throw inputError('target_id or target_ids is required');
    const mutes = (ctx.store.state.user_mutes[user.id] ??= []);
    const created_at = nowIso();
    const expires = body.timeout
      ? new Date(Date.now() + body.timeout * 60_000).toISOString()
      : undefined;
    for (const target of targets) {
      ctx.store.requireUser(target);
      const index = mutes.findIndex((mute) => mute.target_id === target);
      if (index !== -1) mutes.splice(index, 1);
      mutes.push({ target_id: target, created_at, expires });
    }
    announceMutes(ctx, user, 'notification.mutes_updated');
    const mute = userMutesJson(ctx, user.id).find((m) => m.target.id === targets[0]);
    return { mute, mutes: userMutesJson(ctx, user.id), own_user: ownUserJson(ctx, user) };
  });

  router.on('POST', '/moderation/unmute', (request) => {
    const body = parse(muteUserSchema, request.body, 'UnmuteUser');
    const user = actingUser(ctx, request.caller, body.user_id, 'UnmuteUser');
    const targets = new Set(body.target_ids ?? (body.target_id ? [body.target_id] : []));
    if (targets.size === 0) throw inputError('target_id or target_ids is required');
    ctx.store.state.user_mutes[user.id] = (ctx.store.state.user_mutes[user.id] ?? []).filter(
      (mute) => !targets.has(mute.target_id),
    );
    announceMutes(ctx, user, 'notification.mutes_updated');
    return {};
  });

  router.on('POST', '/moderation/mute/channel', (request) => {
    const body = parse(muteChannelSchema, request.body, 'MuteChannel');
    const user = actingUser(ctx, request.caller, body.user_id, 'MuteChannel');
    const cids = body.channel_cids ?? (body.channel_cid ? [body.channel_cid] : []);
    if (cids.length === 0) throw inputError('channel_cid or channel_cids is required');
    const mutes = (ctx.store.state.channel_mutes[user.id] ??= []);
    const created_at = nowIso();
    const expires = body.expiration
      ? new Date(Date.now() + body.expiration).toISOString()
      : undefined;
    for (const cid of cids) {
      const [type = '', id = ''] = cid.split(':');
      ctx.store.requireChannel(type, id);
      const index = mutes.findIndex((mute) => mute.cid === cid);
      if (index !== -1) mutes.splice(index, 1);
      mutes.push({ cid, created_at, expires });
    }
    announceMutes(ctx, user, 'notification.channel_mutes_updated');
    const channelMutes = channelMutesJson(ctx, user.id);
    return {
      channel_mute: channelMutes.find((m) => m.channel.cid === cids[0]),
      channel_mutes: channelMutes,
      own_user: ownUserJson(ctx, user),
    };
  });

  router.on('POST', '/moderation/unmute/channel', (request) => {
    const body = parse(muteChannelSchema, request.body, 'UnmuteChannel');
    const user = actingUser(ctx, request.caller, body.user_id, 'UnmuteChannel');
    const cids = new Set(body.channel_cids ?? (body.channel_cid ? [body.channel_cid] : []));
    if (cids.size === 0) throw inputError('channel_cid or channel_cids is required');
    ctx.store.state.channel_mutes[user.id] = (ctx.store.state.channel_mutes[user.id] ?? []).filter(
      (mute) => !cids.has(mute.cid),
    );
    announceMutes(ctx, user, 'notification.channel_mutes_updated');
    return {};
  });

  router.on('POST', '/moderation/flag', (request) => {
    const body = parse(flagSchema, request.body, 'Flag');
    const user = actingUser(ctx, request.caller, body.user_id, 'Flag');
    if (!body.target_message_id && !body.target_user_id) {
      throw inputError('target_message_id or target_user_id is required');
    }
    if (body.target_message_id) ctx.store.requireMessage(body.target_message_id);
    if (body.target_user_id) ctx.store.requireUser(body.target_user_id);
    const flag = {
      user_id: user.id,
      target_message_id: body.target_message_id,
      target_user_id: body.target_user_id,
      created_at: nowIso(),
    };
    ctx.store.state.flags.push(flag);
    return { flag: { ...flag, user: userJson(ctx, user), updated_at: flag.created_at } };
  });

  const ban = (banned: boolean) => (request: RequestContext) => {
    const input = banned ? request.body : Object.fromEntries(request.query);
    const body = parse(banSchema, input, banned ? 'BanUser' : 'UnbanUser');
    const target = ctx.store.requireUser(body.target_user_id);
    if (body.type && body.id) {
      const channel = ctx.store.requireChannel(body.type, body.id);
      const actor = actingUser(ctx, request.caller, body.user_id, 'BanChannelMember');
      requireRight(request.caller, channel, actor, 'moderatePosts', 'BanChannelMember');
      const member = channel.members[target.id];
      if (member) member.banned = banned;
      ctx.fanout.toWatchers(
        channel.cid,
        channelEvent(banned ? 'user.banned' : 'user.unbanned', channel, {
          user: userJsonById(ctx, target.id),
        }),
      );
    } else {
      if (request.caller.kind !== 'server') {
        throw inputError('app-wide bans are server-side only; give type and id for a channel ban');
      }
      target.banned = banned;
    }
    return {};
  };
  router.on('POST', '/moderation/ban', ban(true));
  router.on('DELETE', '/moderation/ban', ban(false));
}
