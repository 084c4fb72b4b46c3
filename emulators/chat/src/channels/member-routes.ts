import { z } from 'zod';
import { nowIso } from '../clock';
import type { EmulatorContext } from '../context';
import { inputError, notAllowed, notFound } from '../errors';
import { compileFilter, normalizeSort, sortRecords } from '../filters';
import type { Router } from '../http/router';
import { parse, payloadOf } from '../http/validate';
import type { ChannelRecord, MemberRecord } from '../state/types';
import { requireFullReadAccess, validateChannelPath, viewerOf } from './access';
import { memberJson } from './channel-json';
import { distinctChannelId } from './create-channel';
import { announceMember } from './membership';

const memberPartialSchema = z.looseObject({
  set: z
    .looseObject({ archived: z.boolean().optional(), pinned: z.boolean().optional() })
    .optional(),
  unset: z.array(z.string()).optional(),
});

const queryMembersSchema = z.looseObject({
  type: z.string().min(1),
  id: z.string().optional(),
  members: z.array(z.string()).optional(),
  filter_conditions: z.record(z.string(), z.unknown()).optional(),
  sort: z.unknown().optional(),
  limit: z.number().int().min(0).max(300).optional(),
  offset: z.number().int().min(0).optional(),
  user_id: z.string().optional(),
});

const MEMBER_FLAG_FIELDS = { archived: 'archived_at', pinned: 'pinned_at' } as const;

function memberField(ctx: EmulatorContext, member: MemberRecord, field: string): unknown {
  const user = ctx.store.user(member.user_id);
  switch (field) {
    case 'id':
    case 'user_id':
      return member.user_id;
    case 'name':
      return user?.custom.name;
    case 'channel_role':
      return member.channel_role;
    case 'banned':
      return member.banned;
    case 'joined':
      return member.status === 'member';
    case 'created_at':
    case 'updated_at':
      return member[field];
    default:
      return member.custom[field] ?? user?.custom[field];
  }
}

export function registerMemberRoutes(router: Router, ctx: EmulatorContext): void {
  router.on('PATCH', '/channels/:type/:id/member/:userId', (request) => {
    const { type, id, userId } = request.params as { type: string; id: string; userId: string };
    validateChannelPath(type, id);
    if (!userId.trim()) throw inputError('a user_id is required to update a channel member');
    const channel = ctx.store.requireChannel(type, id);
    if (request.caller.kind === 'user' && request.caller.userId !== userId) {
      throw notAllowed(`User '${request.caller.userId}' may only update their own membership`);
    }
    const member = channel.members[userId];
    if (!member) throw notFound(`${userId} is not a member of ${channel.cid}`);
    const body = parse(memberPartialSchema, request.body, 'UpdateMemberPartial');
    const at = nowIso();
    for (const [key, value] of Object.entries(body.set ?? {})) {
      if (key === 'archived' || key === 'pinned') {
        member[MEMBER_FLAG_FIELDS[key]] = value ? at : null;
      } else {
        member.custom[key] = value;
      }
    }
    for (const key of body.unset ?? []) {
      if (key === 'archived' || key === 'pinned') member[MEMBER_FLAG_FIELDS[key]] = null;
      else delete member.custom[key];
    }
    member.updated_at = at;
    announceMember(ctx, 'member.updated', channel, member);
    return { channel_member: memberJson(ctx, channel, member) };
  });

  router.on('GET', '/members', (request) => {
    const body = parse(queryMembersSchema, payloadOf(request), 'QueryMembers');
    const id = body.id ?? (body.members ? distinctChannelId(body.members) : undefined);
    if (!id) throw inputError('either channel id or members must be provided');
    validateChannelPath(body.type, id);
    const channel: ChannelRecord = ctx.store.requireChannel(body.type, id);
    requireFullReadAccess(channel, viewerOf(ctx, request.caller, body.user_id));
    const matches = compileFilter(body.filter_conditions ?? {});
    const matching = Object.values(channel.members).filter((member) =>
      matches((field) => memberField(ctx, member, field)),
    );
    const sorted = sortRecords(
      matching,
      [...normalizeSort(body.sort), { field: 'created_at', direction: 1 }],
      (member, field) => memberField(ctx, member, field),
    );
    const offset = body.offset ?? 0;
    return {
      members: sorted
        .slice(offset, offset + (body.limit ?? 100))
        .map((member) => memberJson(ctx, channel, member)),
    };
  });
}
