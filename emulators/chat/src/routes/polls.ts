/**
 * The poll endpoints of `stream-chat` (`createPoll`, `getPoll`, `updatePoll`,
 * `partialUpdatePoll` / `closePoll`, `deletePoll`, `queryPolls`, and the option calls).
 */
import { z } from 'zod';
import type { EmulatorContext } from '../domain/context';
import { optionJson, pollJson } from '../domain/messages/poll-json';
import { requireViewPoll } from '../domain/polls/poll-access';
import {
  addOption,
  createPoll,
  deleteOption,
  deletePoll,
  getOption,
  updateOption,
  updatePoll,
} from '../domain/polls/poll-changes';
import { optionInputSchema, pollSettingsSchema } from '../domain/polls/poll-input';
import { queryPolls } from '../domain/polls/poll-queries';
import { actingUser, viewerOf } from '../domain/users/acting-user';
import { pageByCursor } from '../lib/cursor';
import { parse } from '../lib/validate';
import type { UserRecord } from '../state/types';
import type { RequestContext, RouteTable } from './route-table';

const userIdShape = { user_id: z.string().optional() };
const createPollSchema = pollSettingsSchema.extend({
  id: z.string().min(1).max(255).optional(),
  name: z.string(),
  ...userIdShape,
});
const updatePollSchema = pollSettingsSchema.extend({
  id: z.string().min(1),
  name: z.string(),
  ...userIdShape,
});
const partialUpdateSchema = z.looseObject({
  set: pollSettingsSchema.optional(),
  unset: z.array(z.string()).optional(),
  ...userIdShape,
});
const optionBodySchema = optionInputSchema.extend(userIdShape);
/** `queryPolls` and `queryPollVotes` page alike. */
export const queryPagingShape = {
  filter: z.record(z.string(), z.unknown()).optional(),
  sort: z.unknown().optional(),
  limit: z.number().int().min(1).max(100).optional(),
  next: z.string().optional(),
  prev: z.string().optional(),
  ...userIdShape,
};
const queryPollsSchema = z.looseObject(queryPagingShape);

/** The acting user: the token's, or for server calls the `user_id` given (none: the app). */
function pollActor(
  ctx: EmulatorContext,
  request: RequestContext,
  bodyUserId: string | undefined,
  what: string,
): UserRecord | null {
  const serverUserId = bodyUserId ?? request.query.get('user_id');
  if (request.caller.kind === 'server' && !serverUserId) return null;
  return actingUser(ctx, request.caller, serverUserId, what);
}

/** The viewer a poll read is for: the token's user, or the `user_id` a server call names. */
function pollViewer(ctx: EmulatorContext, request: RequestContext, bodyUserId?: string) {
  return viewerOf(ctx, request.caller, bodyUserId ?? request.query.get('user_id') ?? undefined);
}

export function registerPollRoutes(routes: RouteTable, ctx: EmulatorContext): void {
  routes.on('POST', '/polls', (request) => {
    const body = parse(createPollSchema, request.body, 'CreatePoll');
    const creator = actingUser(ctx, request.caller, body.user_id, 'CreatePoll');
    const poll = createPoll(ctx, creator, body);
    return { poll: pollJson(ctx, poll, creator.id) };
  });

  routes.on('GET', '/polls/:id', (request) => {
    const poll = ctx.store.requirePoll(request.params.id as string);
    const viewer = pollViewer(ctx, request);
    requireViewPoll(ctx, poll, viewer);
    return { poll: pollJson(ctx, poll, viewer === 'server' ? null : viewer.id) };
  });

  routes.on('PUT', '/polls', (request) => {
    const body = parse(updatePollSchema, request.body, 'UpdatePoll');
    const poll = ctx.store.requirePoll(body.id);
    const actor = pollActor(ctx, request, body.user_id, 'UpdatePoll');
    const updated = updatePoll(ctx, request.caller, poll, actor, {
      action: 'UpdatePoll',
      settings: body,
      reset: true,
    });
    return { poll: pollJson(ctx, updated, actor?.id ?? null) };
  });

  routes.on('PATCH', '/polls/:id', (request) => {
    const body = parse(partialUpdateSchema, request.body, 'UpdatePollPartial');
    const poll = ctx.store.requirePoll(request.params.id as string);
    const actor = pollActor(ctx, request, body.user_id, 'UpdatePollPartial');
    const updated = updatePoll(ctx, request.caller, poll, actor, {
      action: 'UpdatePollPartial',
      settings: body.set,
      reset: false,
      unset: body.unset,
    });
    return { poll: pollJson(ctx, updated, actor?.id ?? null) };
  });

  routes.on('DELETE', '/polls/:id', (request) => {
    const poll = ctx.store.requirePoll(request.params.id as string);
    const actor = pollActor(ctx, request, undefined, 'DeletePoll');
    deletePoll(ctx, request.caller, poll, actor);
    return {};
  });

  routes.on('POST', '/polls/query', (request) => {
    const body = parse(queryPollsSchema, request.body, 'QueryPolls');
    const viewer = pollViewer(ctx, request, body.user_id);
    const found = queryPolls(ctx, viewer, { filter: body.filter ?? {}, sort: body.sort });
    const { page, next, prev } = pageByCursor(found, body, 10);
    const viewerId = viewer === 'server' ? null : viewer.id;
    return { polls: page.map((poll) => pollJson(ctx, poll, viewerId)), next, prev };
  });

  routes.on('POST', '/polls/:id/options', (request) => {
    const body = parse(optionBodySchema, request.body, 'CreatePollOption');
    const poll = ctx.store.requirePoll(request.params.id as string);
    const actor = pollActor(ctx, request, body.user_id, 'CreatePollOption');
    const { user_id: _userId, ...input } = body;
    const added = addOption(ctx, request.caller, poll, actor, input);
    return { poll_option: optionJson(added.poll, added.option) };
  });

  routes.on('PUT', '/polls/:id/options', (request) => {
    const body = parse(optionBodySchema, request.body, 'UpdatePollOption');
    const poll = ctx.store.requirePoll(request.params.id as string);
    const actor = pollActor(ctx, request, body.user_id, 'UpdatePollOption');
    const { user_id: _userId, ...input } = body;
    const updated = updateOption(ctx, request.caller, poll, actor, input);
    return { poll_option: optionJson(updated.poll, updated.option) };
  });

  routes.on('GET', '/polls/:id/options/:oid', (request) => {
    const poll = ctx.store.requirePoll(request.params.id as string);
    requireViewPoll(ctx, poll, pollViewer(ctx, request));
    return { poll_option: optionJson(poll, getOption(poll, request.params.oid as string)) };
  });

  routes.on('DELETE', '/polls/:id/options/:oid', (request) => {
    const poll = ctx.store.requirePoll(request.params.id as string);
    const actor = pollActor(ctx, request, undefined, 'DeletePollOption');
    deleteOption(ctx, request.caller, poll, actor, request.params.oid as string);
    return {};
  });
}
