import { z } from 'zod';
import type { Caller } from '../auth';
import { nowIso } from '../clock';
import type { EmulatorContext } from '../context';
import { inputError, notAllowed } from '../errors';
import { channelEvent } from '../events/channel-events';
import type { Router } from '../http/router';
import { parse } from '../http/validate';
import {
  namesARole,
  privacyOf,
  requireRight,
  requireServerForRoles,
  rightsFor,
} from '../permissions';
import type { ChannelRecord, Custom, UserRecord } from '../state/types';
import { userJson, userJsonById } from '../users/user-json';
import { actingUser, readAccess, validateChannelPath, viewerOf } from './access';
import type { Viewer } from './channel-json';
import { activeMembers, channelJson, memberJson } from './channel-json';
import { customChannelFields, memberInputSchema, normalizeMembers } from './create-channel';
import { addMember, announceMember, notifyAddedToChannel, removeMember } from './membership';
import { withServerFields } from './server-fields';
import { unreadTotals } from './unread';
import { stopWatching } from './watching';

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

/** A server call without a user acts as the app; a user call always names its user. */
function actorOf(ctx: EmulatorContext, caller: Caller, userId?: string): UserRecord | null {
  if (caller.kind === 'user') return ctx.store.ensureUser(caller.userId);
  return userId ? (ctx.store.user(userId) ?? null) : null;
}

function check(
  caller: Caller,
  channel: ChannelRecord,
  actor: UserRecord | null,
  right: Parameters<typeof requireRight>[3],
  action: string,
) {
  if (caller.kind === 'server') return;
  requireRight(caller, channel, actor ?? undefined, right, action);
}

/**
 * Applies custom-field and flag changes (full or partial update), each behind its right; the
 * fields the app trusts stay the server's (server-fields.ts).
 */
function applyChannelData(
  caller: Caller,
  channel: ChannelRecord,
  actor: UserRecord | null,
  next: Custom,
  flags: { frozen?: unknown; cooldown?: unknown },
  unset?: readonly string[],
): void {
  const custom = withServerFields(caller, channel, customChannelFields(next), unset);
  if (custom.privacy !== channel.custom.privacy) {
    check(caller, channel, actor, 'changePrivacy', 'ChangePrivacy');
  }
  const customChanged = JSON.stringify(custom) !== JSON.stringify(channel.custom);
  if (customChanged) check(caller, channel, actor, 'changeSettings', 'UpdateChannel');
  if (typeof flags.frozen === 'boolean' && flags.frozen !== channel.frozen) {
    check(caller, channel, actor, 'moderatePosts', 'FreezeChannel');
    channel.frozen = flags.frozen;
  }
  if (typeof flags.cooldown === 'number' && flags.cooldown !== channel.cooldown) {
    check(caller, channel, actor, 'moderatePosts', 'SetChannelCooldown');
    channel.cooldown = flags.cooldown;
  }
  channel.custom = custom;
  channel.updated_at = nowIso();
}

function announceChannelUpdated(
  ctx: EmulatorContext,
  channel: ChannelRecord,
  actor: UserRecord | null,
) {
  // Without own_capabilities the SDK keeps its list; each recipient still gets its own.
  ctx.fanout.toWatchers(
    channel.cid,
    channelEvent('channel.updated', channel, {
      channel: channelJson(ctx, channel),
      user: actor ? userJson(ctx, actor) : undefined,
    }),
  );
}

function addMembers(
  ctx: EmulatorContext,
  caller: Caller,
  channel: ChannelRecord,
  actor: UserRecord | null,
  input: ReturnType<typeof normalizeMembers>,
): string[] {
  const added: string[] = [];
  for (const { user_id: userId, channel_role: role } of input) {
    const existing = channel.members[userId];
    if (existing?.status === 'member') continue;
    const joiningSelf = caller.kind === 'user' && userId === caller.userId;
    const privacy = privacyOf(channel);
    if (joiningSelf && !rightsFor(channel, actor ?? undefined).has('manageMembers')) {
      if (privacy === 'private' || existing?.status === 'pending') {
        throw notAllowed(`User '${userId}' is not allowed to join channel '${channel.cid}'`);
      }
      if (privacy === 'apply') {
        // A join request: a role with manageApplications accepts it by adding the user.
        const request = addMember(ctx, channel, userId, 'channel_member', 'pending');
        announceMember(ctx, 'member.added', channel, request);
        continue;
      }
    } else if (existing?.status === 'pending') {
      check(caller, channel, actor, 'manageApplications', 'AcceptApplication');
    } else {
      check(caller, channel, actor, 'manageMembers', 'UpdateChannelMembers');
    }
    const member = addMember(ctx, channel, userId, role ?? 'channel_member');
    announceMember(ctx, 'member.added', channel, member);
    added.push(userId);
  }
  return added;
}

function removeMembers(
  ctx: EmulatorContext,
  caller: Caller,
  channel: ChannelRecord,
  actor: UserRecord | null,
  userIds: string[],
): void {
  for (const userId of userIds) {
    const member = channel.members[userId];
    if (!member) continue;
    const leaving = caller.kind === 'user' && userId === caller.userId;
    if (leaving) check(caller, channel, actor, 'read', 'LeaveChannel');
    else if (member.status === 'pending')
      check(caller, channel, actor, 'manageApplications', 'RejectApplication');
    else check(caller, channel, actor, 'manageMembers', 'UpdateChannelMembers');
    removeMember(ctx, channel, userId);
    stopWatchingWithoutAccess(ctx, channel, userId);
    announceMember(ctx, 'member.removed', channel, member);
    ctx.fanout.toUser(
      userId,
      channelEvent('notification.removed_from_channel', channel, {
        channel: channelJson(ctx, channel),
        member: memberJson(ctx, channel, member),
        user: userJsonById(ctx, userId),
      }),
      (id) => unreadTotals(ctx, id),
    );
  }
}

/** A removed member's connections stop hearing the channel unless it is still readable to them. */
function stopWatchingWithoutAccess(ctx: EmulatorContext, channel: ChannelRecord, userId: string) {
  const user = ctx.store.user(userId);
  if (user && readAccess(channel, user) === 'full') return;
  for (const connection of ctx.connections.ofUser(userId)) stopWatching(ctx, connection, channel);
}

/** Role changes, which only server-side calls reach (checked by the caller). */
function assignRoles(
  ctx: EmulatorContext,
  channel: ChannelRecord,
  roles: { user_id: string; channel_role?: string }[],
): void {
  for (const { user_id: userId, channel_role: role } of roles) {
    const member = channel.members[userId];
    if (!member || member.status !== 'member')
      throw inputError(`${userId} is not a member of ${channel.cid}`);
    member.channel_role = role ?? 'channel_member';
    member.updated_at = nowIso();
    announceMember(ctx, 'member.updated', channel, member);
  }
}

function channelAnswer(ctx: EmulatorContext, channel: ChannelRecord, viewer: Viewer) {
  return {
    channel: channelJson(ctx, channel, viewer),
    members: activeMembers(channel).map((member) => memberJson(ctx, channel, member)),
  };
}

export function registerChannelUpdateRoutes(router: Router, ctx: EmulatorContext): void {
  const target = (params: Record<string, string>) => {
    const { type, id } = params as { type: string; id: string };
    validateChannelPath(type, id);
    return ctx.store.requireChannel(type, id);
  };

  router.on('POST', '/channels/:type/:id', (request) => {
    const channel = target(request.params);
    const body = parse(updateChannelSchema, request.body, 'UpdateChannel');
    const actor = actorOf(ctx, request.caller, body.user_id ?? body.user?.id);
    const roleChanges = [
      ...(body.add_moderators ?? []).map((user_id) => ({
        user_id,
        channel_role: 'channel_moderator',
      })),
      ...(body.demote_moderators ?? []).map((user_id) => ({
        user_id,
        channel_role: 'channel_member',
      })),
      ...(body.assign_roles ?? []),
    ];
    const toAdd = normalizeMembers(body.add_members);
    // Refused before anything else in the request is applied.
    if (roleChanges.length > 0 || toAdd.some((member) => namesARole(member.channel_role))) {
      requireServerForRoles(request.caller, channel.type);
    }
    let changed = false;
    if (body.data) {
      applyChannelData(request.caller, channel, actor, body.data, body.data);
      changed = true;
    }
    if (body.cooldown !== undefined) {
      applyChannelData(request.caller, channel, actor, channel.custom, { cooldown: body.cooldown });
      changed = true;
    }
    const added = addMembers(ctx, request.caller, channel, actor, toAdd);
    removeMembers(ctx, request.caller, channel, actor, body.remove_members ?? []);
    assignRoles(ctx, channel, roleChanges);
    notifyAddedToChannel(ctx, channel, added, actor?.id ?? null);
    if (changed) announceChannelUpdated(ctx, channel, actor);
    return channelAnswer(ctx, channel, actor ?? 'server');
  });

  router.on('PATCH', '/channels/:type/:id', (request) => {
    const channel = target(request.params);
    const body = parse(partialUpdateSchema, request.body, 'UpdateChannelPartial');
    const actor = actorOf(ctx, request.caller, body.user_id);
    const set = body.set ?? {};
    const next: Custom = { ...channel.custom, ...set };
    for (const key of body.unset ?? []) delete next[key];
    applyChannelData(request.caller, channel, actor, next, set, body.unset);
    announceChannelUpdated(ctx, channel, actor);
    return channelAnswer(ctx, channel, actor ?? 'server');
  });

  router.on('DELETE', '/channels/:type/:id', (request) => {
    const channel = target(request.params);
    const actor = actorOf(ctx, request.caller);
    check(request.caller, channel, actor, 'deleteChannel', 'DeleteChannel');
    const payload = { ...channelJson(ctx, channel), deleted_at: nowIso() };
    ctx.fanout.toWatchers(
      channel.cid,
      channelEvent('channel.deleted', channel, { channel: payload }),
    );
    const memberIds = Object.keys(channel.members);
    for (const id of channel.message_ids) delete ctx.store.state.messages[id];
    for (const message of Object.values(ctx.store.state.messages)) {
      if (message.cid === channel.cid) delete ctx.store.state.messages[message.id];
    }
    for (const userId of memberIds) removeMember(ctx, channel, userId);
    delete ctx.store.state.channels[channel.cid];
    ctx.connections.dropChannel(channel.cid);
    for (const userId of memberIds) {
      ctx.fanout.toUser(
        userId,
        channelEvent('notification.channel_deleted', channel, { channel: payload }),
        (id) => unreadTotals(ctx, id),
      );
    }
    return { channel: payload };
  });

  router.on('POST', '/channels/:type/:id/truncate', (request) => {
    const channel = target(request.params);
    const body = parse(
      z.looseObject({
        hard_delete: z.boolean().optional(),
        user_id: z.string().optional(),
        truncated_at: z.string().optional(),
      }),
      request.body,
      'TruncateChannel',
    );
    const actor = actorOf(ctx, request.caller, body.user_id);
    check(request.caller, channel, actor, 'deleteChannel', 'TruncateChannel');
    const at = nowIso();
    for (const message of Object.values(ctx.store.state.messages)) {
      if (message.cid === channel.cid) delete ctx.store.state.messages[message.id];
    }
    channel.message_ids = [];
    channel.truncated_at = at;
    channel.updated_at = at;
    for (const member of Object.values(channel.members)) {
      Object.assign(member, { unread_messages: 0, last_read: at });
      delete member.first_unread_message_id;
    }
    const payload = channelJson(ctx, channel);
    const user = actor ? userJson(ctx, actor) : undefined;
    ctx.fanout.toWatchers(
      channel.cid,
      channelEvent('channel.truncated', channel, { channel: payload, user }),
    );
    for (const userId of Object.keys(channel.members)) {
      ctx.fanout.toUser(
        userId,
        channelEvent('notification.channel_truncated', channel, { channel: payload, user }),
        (id) => unreadTotals(ctx, id),
      );
    }
    return { channel: channelJson(ctx, channel, actor ?? 'server') };
  });

  const hideOrShow = (hidden: boolean) =>
    router.on('POST', `/channels/:type/:id/${hidden ? 'hide' : 'show'}`, (request) => {
      const channel = target(request.params);
      const body = parse(
        z.looseObject({ user_id: z.string().nullish(), clear_history: z.boolean().optional() }),
        request.body,
        hidden ? 'HideChannel' : 'ShowChannel',
      );
      const user = actingUser(
        ctx,
        request.caller,
        body.user_id,
        hidden ? 'HideChannel' : 'ShowChannel',
      );
      const member = channel.members[user.id];
      if (!member) throw notAllowed(`User '${user.id}' is not a member of '${channel.cid}'`);
      member.hidden = hidden;
      if (hidden && body.clear_history) {
        member.last_read = nowIso();
        member.unread_messages = 0;
      }
      ctx.fanout.toUser(
        user.id,
        channelEvent(hidden ? 'channel.hidden' : 'channel.visible', channel, {
          channel: channelJson(ctx, channel),
          user: userJson(ctx, user),
          clear_history: hidden ? Boolean(body.clear_history) : undefined,
        }),
      );
      return {};
    });
  hideOrShow(true);
  hideOrShow(false);

  router.on('POST', '/channels/:type/:id/stop-watching', (request) => {
    const channel = target(request.params);
    const connection = ctx.connections.get(request.connectionId);
    const viewer = viewerOf(ctx, request.caller);
    if (connection && viewer !== 'server' && connection.userId === viewer.id) {
      stopWatching(ctx, connection, channel);
    }
    return {};
  });
}
