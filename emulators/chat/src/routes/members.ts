/** A member's own settings (`PATCH …/member/:userId`) and `queryMembers` (`GET /members`). */
import { z } from 'zod';
import { memberJson } from '../domain/channels/channel-json';
import { distinctChannelId } from '../domain/channels/create-channel';
import { queryMembers, requireOwnMembership, updateMembership } from '../domain/channels/members';
import type { EmulatorContext } from '../domain/context';
import { requireFullReadAccess } from '../domain/permissions/read-access';
import { viewerOf } from '../domain/users/acting-user';
import { inputError } from '../lib/errors';
import { parse } from '../lib/validate';
import { payloadOf, validateChannelPath } from './request';
import type { RouteTable } from './route-table';

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

export function registerMemberRoutes(routes: RouteTable, ctx: EmulatorContext): void {
  routes.on('PATCH', '/channels/:type/:id/member/:userId', (request) => {
    const { type, id, userId } = request.params as { type: string; id: string; userId: string };
    validateChannelPath(type, id);
    if (!userId.trim()) throw inputError('a user_id is required to update a channel member');
    const channel = ctx.store.requireChannel(type, id);
    const member = requireOwnMembership(request.caller, channel, userId);
    const body = parse(memberPartialSchema, request.body, 'UpdateMemberPartial');
    updateMembership(ctx, channel, member, body.set ?? {}, body.unset ?? []);
    return { channel_member: memberJson(ctx, channel, member) };
  });

  routes.on('GET', '/members', (request) => {
    const body = parse(queryMembersSchema, payloadOf(request), 'QueryMembers');
    const id = body.id ?? (body.members ? distinctChannelId(body.members) : undefined);
    if (!id) throw inputError('either channel id or members must be provided');
    validateChannelPath(body.type, id);
    const channel = ctx.store.requireChannel(body.type, id);
    requireFullReadAccess(channel, viewerOf(ctx, request.caller, body.user_id));
    const members = queryMembers(ctx, channel, {
      filter: body.filter_conditions ?? {},
      sort: body.sort,
      offset: body.offset,
      limit: body.limit,
    });
    return { members: members.map((member) => memberJson(ctx, channel, member)) };
  });
}
