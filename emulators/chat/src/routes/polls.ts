/**
 * The poll endpoints of `stream-chat` (`createPoll`, `getPoll`, `updatePoll`,
 * `partialUpdatePoll` / `closePoll`, `deletePoll`, `queryPolls`, and the option calls). Changes
 * are made on a copy and kept only if the poll still keeps its limits.
 */
import { z } from 'zod';
import { actingUser, viewerOf } from '../domain/permissions/read-access';
import { nowIso } from '../lib/clock';
import type { EmulatorContext } from '../domain/context';
import { inputError, notFound } from '../lib/errors';
import { compileFilter, normalizeSort, sortRecords } from '../lib/filters';
import { pageByCursor } from '../lib/cursor';
import type { RequestContext, Router } from '../http/router';
import { parse } from '../lib/validate';
import { announceUpdated } from '../domain/messages/update-message';
import type { PollRecord, UserRecord } from '../state/types';
import {
  canViewPoll,
  pollHome,
  requireManagePoll,
  requireViewPoll,
  requireVoteRight,
} from '../domain/polls/poll-access';
import { announcePoll } from '../domain/polls/poll-events';
import {
  applySettings,
  checkPoll,
  newOption,
  optionInputSchema,
  pollSettingsSchema,
  unsetFields,
} from '../domain/polls/poll-input';
import { optionJson, pollJson } from '../domain/messages/poll-json';

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
export const queryPagingShape = {
  filter: z.record(z.string(), z.unknown()).optional(),
  sort: z.unknown().optional(),
  limit: z.number().int().min(1).max(100).optional(),
  next: z.string().optional(),
  prev: z.string().optional(),
  ...userIdShape,
};
const queryPollsSchema = z.looseObject(queryPagingShape);

function pollField(poll: PollRecord, field: string): unknown {
  switch (field) {
    case 'user_id':
      return poll.created_by_id;
    case 'id':
    case 'name':
    case 'is_closed':
    case 'max_votes_allowed':
    case 'allow_answers':
    case 'allow_user_suggested_options':
    case 'voting_visibility':
    case 'created_at':
    case 'updated_at':
    case 'created_by_id':
      return poll[field];
    default:
      return poll.custom[field];
  }
}

/** The acting user: the token's, or for server calls the `user_id` given (none: the app). */
export function pollActor(
  ctx: EmulatorContext,
  request: RequestContext,
  bodyUserId: string | undefined,
  what: string,
): UserRecord | null {
  const serverUserId = bodyUserId ?? request.query.get('user_id');
  if (request.caller.kind === 'server' && !serverUserId) return null;
  return actingUser(ctx, request.caller, serverUserId, what);
}

export function registerPollRoutes(router: Router, ctx: EmulatorContext): void {
  const polls = () => ctx.store.state.polls;

  /** Runs a change on a copy; keeps it only if the poll still keeps its limits. */
  const change = (poll: PollRecord, edit: (draft: PollRecord) => void): PollRecord => {
    const draft = structuredClone(poll);
    edit(draft);
    checkPoll(draft);
    polls()[draft.id] = draft;
    return draft;
  };

  /** `poll.updated` for every change, and `poll.closed` when it closed. */
  const announceChange = (before: PollRecord, after: PollRecord) => {
    announcePoll(ctx, 'poll.updated', after);
    if (!before.is_closed && after.is_closed) announcePoll(ctx, 'poll.closed', after);
  };

  router.on('POST', '/polls', (request) => {
    const body = parse(createPollSchema, request.body, 'CreatePoll');
    const creator = actingUser(ctx, request.caller, body.user_id, 'CreatePoll');
    if (body.id && polls()[body.id]) throw inputError(`poll with id ${body.id} already exists`);
    const at = nowIso();
    const blank: PollRecord = {
      id: body.id ?? crypto.randomUUID(),
      name: body.name,
      description: '',
      voting_visibility: 'public',
      enforce_unique_vote: false,
      max_votes_allowed: null,
      allow_answers: false,
      allow_user_suggested_options: false,
      is_closed: false,
      created_by_id: creator.id,
      created_at: at,
      updated_at: at,
      custom: {},
      options: [],
      votes: [],
    };
    const poll = change(blank, (draft) => applySettings(draft, body, true));
    return { poll: pollJson(ctx, poll, creator.id) };
  });

  router.on('GET', '/polls/:id', (request) => {
    const poll = ctx.store.requirePoll(request.params.id as string);
    const viewer = viewerOf(ctx, request.caller, request.query.get('user_id') ?? undefined);
    requireViewPoll(ctx, poll, viewer);
    return { poll: pollJson(ctx, poll, viewer === 'server' ? null : viewer.id) };
  });

  router.on('PUT', '/polls', (request) => {
    const body = parse(updatePollSchema, request.body, 'UpdatePoll');
    const poll = ctx.store.requirePoll(body.id);
    const actor = pollActor(ctx, request, body.user_id, 'UpdatePoll');
    requireManagePoll(ctx, request.caller, poll, actor, 'UpdatePoll');
    const updated = change(poll, (draft) => applySettings(draft, body, true));
    announceChange(poll, updated);
    return { poll: pollJson(ctx, updated, actor?.id ?? null) };
  });

  router.on('PATCH', '/polls/:id', (request) => {
    const body = parse(partialUpdateSchema, request.body, 'UpdatePollPartial');
    const poll = ctx.store.requirePoll(request.params.id as string);
    const actor = pollActor(ctx, request, body.user_id, 'UpdatePollPartial');
    requireManagePoll(ctx, request.caller, poll, actor, 'UpdatePollPartial');
    const updated = change(poll, (draft) => {
      if (body.set) applySettings(draft, body.set, false);
      unsetFields(draft, body.unset ?? []);
    });
    announceChange(poll, updated);
    return { poll: pollJson(ctx, updated, actor?.id ?? null) };
  });

  router.on('DELETE', '/polls/:id', (request) => {
    const poll = ctx.store.requirePoll(request.params.id as string);
    const actor = pollActor(ctx, request, undefined, 'DeletePoll');
    requireManagePoll(ctx, request.caller, poll, actor, 'DeletePoll');
    announcePoll(ctx, 'poll.deleted', poll);
    delete polls()[poll.id];
    // The message that carried it stays, without the poll.
    const home = pollHome(ctx, poll);
    if (home) {
      delete home.message.poll_id;
      home.message.updated_at = nowIso();
      announceUpdated(ctx, home.channel, home.message, actor);
    }
    return {};
  });

  router.on('POST', '/polls/query', (request) => {
    const body = parse(queryPollsSchema, request.body, 'QueryPolls');
    const viewer = viewerOf(
      ctx,
      request.caller,
      body.user_id ?? request.query.get('user_id') ?? undefined,
    );
    const matches = compileFilter(body.filter ?? {});
    const found = Object.values(polls()).filter(
      (poll) => canViewPoll(ctx, poll, viewer) && matches((field) => pollField(poll, field)),
    );
    const sorted = sortRecords(
      found,
      [
        ...normalizeSort(body.sort),
        { field: 'created_at', direction: -1 },
        { field: 'id', direction: 1 },
      ],
      pollField,
    );
    const { page, next, prev } = pageByCursor(sorted, body, 10);
    const viewerId = viewer === 'server' ? null : viewer.id;
    return { polls: page.map((poll) => pollJson(ctx, poll, viewerId)), next, prev };
  });

  router.on('POST', '/polls/:id/options', (request) => {
    const body = parse(optionBodySchema, request.body, 'CreatePollOption');
    const poll = ctx.store.requirePoll(request.params.id as string);
    const actor = pollActor(ctx, request, body.user_id, 'CreatePollOption');
    const home = pollHome(ctx, poll);
    // Voters may suggest options where the poll allows it; otherwise it is managing the poll.
    if (poll.allow_user_suggested_options && home && actor && actor.id !== poll.created_by_id) {
      requireVoteRight(request.caller, home.channel, actor, 'CreatePollOption');
    } else {
      requireManagePoll(ctx, request.caller, poll, actor, 'CreatePollOption');
    }
    if (poll.is_closed) throw inputError(`poll ${poll.id} is closed`);
    if (body.id && poll.options.some((option) => option.id === body.id)) {
      throw inputError(`poll option with id ${body.id} already exists`);
    }
    const { user_id: _userId, ...input } = body;
    const option = newOption(input, nowIso());
    const updated = change(poll, (draft) => {
      draft.options.push(option);
      draft.updated_at = option.created_at;
    });
    announceChange(poll, updated);
    return { poll_option: optionJson(updated, option) };
  });

  const requireOption = (poll: PollRecord, optionId: string) => {
    const option = poll.options.find((candidate) => candidate.id === optionId);
    if (!option) throw notFound(`poll option ${optionId} does not exist`);
    return option;
  };

  router.on('PUT', '/polls/:id/options', (request) => {
    const body = parse(optionBodySchema, request.body, 'UpdatePollOption');
    const poll = ctx.store.requirePoll(request.params.id as string);
    const actor = pollActor(ctx, request, body.user_id, 'UpdatePollOption');
    requireManagePoll(ctx, request.caller, poll, actor, 'UpdatePollOption');
    if (!body.id) throw inputError('UpdatePollOption needs the option id');
    const { user_id: _userId, id, text, position, ...custom } = body;
    requireOption(poll, id);
    const updated = change(poll, (draft) => {
      const option = requireOption(draft, id);
      Object.assign(option, {
        text: text.trim(),
        position,
        custom: { ...option.custom, ...custom },
        updated_at: nowIso(),
      });
      draft.updated_at = option.updated_at;
    });
    announceChange(poll, updated);
    return { poll_option: optionJson(updated, requireOption(updated, id)) };
  });

  router.on('GET', '/polls/:id/options/:oid', (request) => {
    const poll = ctx.store.requirePoll(request.params.id as string);
    requireViewPoll(
      ctx,
      poll,
      viewerOf(ctx, request.caller, request.query.get('user_id') ?? undefined),
    );
    return { poll_option: optionJson(poll, requireOption(poll, request.params.oid as string)) };
  });

  router.on('DELETE', '/polls/:id/options/:oid', (request) => {
    const poll = ctx.store.requirePoll(request.params.id as string);
    const actor = pollActor(ctx, request, undefined, 'DeletePollOption');
    requireManagePoll(ctx, request.caller, poll, actor, 'DeletePollOption');
    const option = requireOption(poll, request.params.oid as string);
    const updated = change(poll, (draft) => {
      draft.options = draft.options.filter((candidate) => candidate.id !== option.id);
      draft.votes = draft.votes.filter((vote) => vote.option_id !== option.id);
      draft.updated_at = nowIso();
    });
    announceChange(poll, updated);
    return {};
  });
}
