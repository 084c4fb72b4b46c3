/** Making channels: on first `query`/`watch`, by id or by their members (distinct channels). */
import { createHash } from 'node:crypto';
import { DISTINCT_CHANNEL_ID_PREFIX, productChannelRole } from '@crewspace/common/chat';
import { z } from 'zod';
import type { Caller } from '../../lib/auth';
import { nowIso } from '../../lib/clock';
import { inputError, notFound } from '../../lib/errors';
import type { ChannelRecord, Custom } from '../../state/types';
import type { EmulatorContext } from '../context';
import { namesARole, requireCreateGrant, requireServerForRoles } from '../permissions/grants';
import { addMember, notifyAddedToChannel } from './membership';
import { requireNoServerFields } from './server-fields';

export const memberInputSchema = z.union([
  z.string().min(1),
  z.looseObject({ user_id: z.string().min(1), channel_role: z.string().optional() }),
]);
export type MemberInput = z.infer<typeof memberInputSchema>;

export const privacySchema = z.enum(['public', 'private', 'apply']);

/** Fields the server owns: clients resend them with every update, so they are dropped, not refused. */
const RESERVED_CHANNEL_FIELDS = new Set([
  'id',
  'type',
  'cid',
  'config',
  'created_by',
  'created_by_id',
  'member_count',
  'own_capabilities',
  'members',
  'created_at',
  'updated_at',
  'last_message_at',
  'frozen',
  'disabled',
  'cooldown',
  'hidden',
  'truncated_at',
]);

export function customChannelFields(data: Record<string, unknown>): Custom {
  const custom = Object.fromEntries(
    Object.entries(data).filter(([key]) => !RESERVED_CHANNEL_FIELDS.has(key)),
  );
  if (custom.privacy !== undefined) {
    const privacy = privacySchema.safeParse(custom.privacy);
    if (!privacy.success) throw inputError('privacy must be one of public, private or apply');
  }
  return custom;
}

export function normalizeMembers(members: MemberInput[] | undefined) {
  return (members ?? []).map((member) => {
    const entry = typeof member === 'string' ? { user_id: member } : member;
    if (entry.channel_role !== undefined && productChannelRole(entry.channel_role) === null) {
      throw inputError(`channel_role "${entry.channel_role}" is not a channel role`);
    }
    return { user_id: entry.user_id, channel_role: entry.channel_role };
  });
}

/** Stream's distinct channels: the same set of members always maps to the same id. */
export function distinctChannelId(memberIds: string[]): string {
  const sorted = [...new Set(memberIds)].sort();
  const hash = createHash('sha256').update(sorted.join(',')).digest('base64url').slice(0, 40);
  return `${DISTINCT_CHANNEL_ID_PREFIX}${hash}`;
}

export function createChannel(
  ctx: EmulatorContext,
  caller: Caller,
  type: string,
  id: string,
  data: Record<string, unknown>,
): ChannelRecord {
  requireCreateGrant(caller, type);
  const createdBy =
    caller.kind === 'user'
      ? caller.userId
      : typeof data.created_by_id === 'string'
        ? data.created_by_id
        : (data.created_by as { id?: unknown } | undefined)?.id;
  if (typeof createdBy !== 'string' || createdBy === '') {
    throw inputError(
      'either data.created_by or data.created_by_id must be provided when using server side auth',
    );
  }
  const custom = customChannelFields(data);
  requireNoServerFields(caller, custom);
  if (type === 'team' && typeof custom.workspaceId === 'string') {
    const taken = Object.values(ctx.store.state.channels).find(
      (channel) => channel.type === 'team' && channel.custom.workspaceId === custom.workspaceId,
    );
    if (taken) {
      throw inputError(`workspace ${custom.workspaceId} already has a team channel (${taken.cid})`);
    }
  }
  const members = normalizeMembers(data.members as MemberInput[] | undefined);
  if (members.some((member) => namesARole(member.channel_role))) {
    requireServerForRoles(caller, type);
  }
  ctx.store.ensureUser(createdBy);
  const at = nowIso();
  const channel: ChannelRecord = {
    type,
    id,
    cid: `${type}:${id}`,
    created_by_id: createdBy,
    created_at: at,
    updated_at: at,
    last_message_at: null,
    frozen: data.frozen === true,
    disabled: false,
    cooldown: 0,
    custom,
    members: {},
    message_ids: [],
  };
  ctx.store.state.channels[channel.cid] = channel;
  for (const member of members) {
    // A creator listed among the members starts as owner (the product's rule: who makes a group or
    // community owns it). Workspace channels are created by a system user who is no member, so
    // nobody owns them by creation. Stream itself starts every member as `channel_member`.
    const role = member.channel_role ?? (member.user_id === createdBy ? 'owner' : 'channel_member');
    addMember(ctx, channel, member.user_id, role);
  }
  notifyAddedToChannel(
    ctx,
    channel,
    members.map((member) => member.user_id).filter((userId) => userId !== createdBy),
    createdBy,
  );
  return channel;
}

/**
 * The channel a `query` names, by id or by its members (a distinct channel's id comes from the
 * member set), created on first sight.
 */
export function getOrCreateChannel(
  ctx: EmulatorContext,
  caller: Caller,
  type: string,
  id: string | undefined,
  data: Record<string, unknown> & { members?: MemberInput[] },
): ChannelRecord {
  if (!ctx.store.state.channel_types[type]) throw notFound(`channel type "${type}" does not exist`);
  let channelId = id;
  if (channelId === undefined) {
    const memberIds = normalizeMembers(data.members).map((member) => member.user_id);
    if (memberIds.length === 0) {
      throw inputError('either channel id or members must be provided');
    }
    channelId = distinctChannelId(memberIds);
  }
  return (
    ctx.store.channel(`${type}:${channelId}`) ?? createChannel(ctx, caller, type, channelId, data)
  );
}
