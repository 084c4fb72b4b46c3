/**
 * `channel.update()` and `updatePartial()`: custom fields, freezing and cooldown, each behind its
 * right, with the fields the app trusts kept the server's (`server-fields.ts`); a full update
 * also adds and removes members and (server-side only) changes their roles.
 */
import type { Caller } from '../../lib/auth';
import { nowIso } from '../../lib/clock';
import type { ChannelRecord, Custom, UserRecord } from '../../state/types';
import type { EmulatorContext } from '../context';
import { namesARole, requireServerForRoles } from '../permissions/grants';
import { requireRight } from '../permissions/roles';
import { userJson } from '../users/user-json';
import { channelEvent } from './channel-events';
import { channelJson } from './channel-json';
import { customChannelFields, normalizeMembers, type MemberInput } from './create-channel';
import { addMembers, assignRoles, removeMembers } from './member-changes';
import { notifyAddedToChannel } from './membership';
import { withServerFields } from './server-fields';

/** A full update as the SDK sends it (`channel.update`, `addMembers`, `assignRoles`, …). */
export interface ChannelUpdate {
  data?: Custom;
  cooldown?: number;
  add_members?: MemberInput[];
  remove_members?: string[];
  add_moderators?: string[];
  demote_moderators?: string[];
  assign_roles?: { user_id: string; channel_role: string }[];
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
  const user = actor ?? undefined;
  const custom = withServerFields(caller, channel, customChannelFields(next), unset);
  if (custom.privacy !== channel.custom.privacy) {
    requireRight(caller, channel, user, 'changePrivacy', 'ChangePrivacy');
  }
  const customChanged = JSON.stringify(custom) !== JSON.stringify(channel.custom);
  if (customChanged) requireRight(caller, channel, user, 'changeSettings', 'UpdateChannel');
  if (typeof flags.frozen === 'boolean' && flags.frozen !== channel.frozen) {
    requireRight(caller, channel, user, 'moderatePosts', 'FreezeChannel');
    channel.frozen = flags.frozen;
  }
  if (typeof flags.cooldown === 'number' && flags.cooldown !== channel.cooldown) {
    requireRight(caller, channel, user, 'moderatePosts', 'SetChannelCooldown');
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

export function updateChannel(
  ctx: EmulatorContext,
  caller: Caller,
  channel: ChannelRecord,
  actor: UserRecord | null,
  update: ChannelUpdate,
): void {
  const roleChanges = [
    ...(update.add_moderators ?? []).map((user_id) => ({
      user_id,
      channel_role: 'channel_moderator',
    })),
    ...(update.demote_moderators ?? []).map((user_id) => ({
      user_id,
      channel_role: 'channel_member',
    })),
    ...(update.assign_roles ?? []),
  ];
  const toAdd = normalizeMembers(update.add_members);
  // Refused before anything else in the request is applied.
  if (roleChanges.length > 0 || toAdd.some((member) => namesARole(member.channel_role))) {
    requireServerForRoles(caller, channel.type);
  }
  let changed = false;
  if (update.data) {
    applyChannelData(caller, channel, actor, update.data, update.data);
    changed = true;
  }
  if (update.cooldown !== undefined) {
    applyChannelData(caller, channel, actor, channel.custom, { cooldown: update.cooldown });
    changed = true;
  }
  const added = addMembers(ctx, caller, channel, actor, toAdd);
  removeMembers(ctx, caller, channel, actor, update.remove_members ?? []);
  assignRoles(ctx, channel, roleChanges);
  notifyAddedToChannel(ctx, channel, added, actor?.id ?? null);
  if (changed) announceChannelUpdated(ctx, channel, actor);
}

export function updateChannelPartial(
  ctx: EmulatorContext,
  caller: Caller,
  channel: ChannelRecord,
  actor: UserRecord | null,
  set: Custom,
  unset: string[],
): void {
  const next: Custom = { ...channel.custom, ...set };
  for (const key of unset) delete next[key];
  applyChannelData(caller, channel, actor, next, set, unset);
  announceChannelUpdated(ctx, channel, actor);
}
