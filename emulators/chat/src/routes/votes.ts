/**
 * Votes and answers (`castPollVote`, `addPollAnswer`, `removePollVote`, `queryPollVotes`,
 * `queryPollAnswers`). A user votes at most once per option, up to `max_votes_allowed` options;
 * with `enforce_unique_vote` a new vote moves the old one (`poll.vote_changed`), as it does for
 * a second answer: each user keeps one answer.
 */
import { z } from 'zod';
import { actingUser, viewerOf } from '../domain/permissions/read-access';
import { nowIso } from '../lib/clock';
import type { EmulatorContext } from '../domain/context';
import { inputError, notAllowed, notFound } from '../lib/errors';
import { compileFilter, normalizeSort, sortRecords } from '../lib/filters';
import { pageByCursor } from '../lib/cursor';
import type { RequestContext, Router } from '../http/router';
import { parse } from '../lib/validate';
import type { PollRecord, PollVoteRecord } from '../state/types';
import { requireViewPoll, requireVoteRight } from '../domain/polls/poll-access';
import { announceVote } from '../domain/polls/poll-events';
import { isAnswer, pollJson, voteJson } from '../domain/messages/poll-json';
import { queryPagingShape } from './polls';

const castVoteSchema = z.looseObject({
  vote: z.looseObject({
    option_id: z.string().min(1).optional(),
    answer_text: z.string().optional(),
    is_answer: z.boolean().optional(),
  }),
  user_id: z.string().optional(),
});
const queryVotesSchema = z.looseObject(queryPagingShape);

function voteField(poll: PollRecord, vote: PollVoteRecord, viewerId: string | null, field: string) {
  switch (field) {
    case 'is_answer':
      return isAnswer(vote);
    case 'user_id':
      // Anonymous voters stay anonymous: only one's own votes can be found by user.
      return poll.voting_visibility === 'public' || vote.user_id === viewerId
        ? vote.user_id
        : undefined;
    case 'id':
    case 'option_id':
    case 'answer_text':
    case 'created_at':
    case 'updated_at':
      return vote[field];
    default:
      return undefined;
  }
}

export function registerVoteRoutes(router: Router, ctx: EmulatorContext): void {
  /** The poll a vote call names, its message and channel, checked against each other. */
  const locate = (request: RequestContext) => {
    const { mid, pid } = request.params as { mid: string; pid: string };
    const message = ctx.store.requireMessage(mid);
    const poll = ctx.store.requirePoll(pid);
    if (message.poll_id !== poll.id) {
      throw inputError(`poll ${poll.id} is not attached to message ${message.id}`);
    }
    const channel = ctx.store.channel(message.cid);
    if (!channel) throw notFound(`channel ${message.cid} does not exist`);
    return { poll, channel };
  };

  router.on('POST', '/messages/:mid/polls/:pid/vote', (request) => {
    const body = parse(castVoteSchema, request.body, 'CastPollVote');
    const { poll, channel } = locate(request);
    const voter = actingUser(ctx, request.caller, body.user_id, 'CastPollVote');
    requireVoteRight(request.caller, channel, voter, 'CastPollVote');
    if (poll.is_closed) throw inputError(`poll ${poll.id} is closed, voting is not allowed`);
    const at = nowIso();
    const own = poll.votes.filter((vote) => vote.user_id === voter.id);
    let vote: PollVoteRecord;
    let event: string;
    const answerText = body.vote.answer_text?.trim();
    if (answerText !== undefined) {
      if (!poll.allow_answers) throw inputError(`poll ${poll.id} does not allow answers`);
      if (answerText === '') throw inputError('answer_text must not be empty');
      const previous = own.find(isAnswer);
      event = previous ? 'poll.vote_changed' : 'poll.vote_casted';
      vote = previous ?? {
        id: crypto.randomUUID(),
        user_id: voter.id,
        created_at: at,
        updated_at: at,
      };
      Object.assign(vote, { answer_text: answerText, updated_at: at });
      if (!previous) poll.votes.push(vote);
    } else {
      const optionId = body.vote.option_id;
      if (!optionId) throw inputError('a vote needs option_id or answer_text');
      if (!poll.options.some((option) => option.id === optionId)) {
        throw inputError(`poll option ${optionId} does not exist in poll ${poll.id}`);
      }
      const optionVotes = own.filter((candidate) => !isAnswer(candidate));
      const same = optionVotes.find((candidate) => candidate.option_id === optionId);
      // Voting again for the same option changes nothing.
      if (same)
        return { vote: voteJson(ctx, poll, same, voter.id), poll: pollJson(ctx, poll, voter.id) };
      const moved = poll.enforce_unique_vote ? optionVotes[0] : undefined;
      if (
        !moved &&
        poll.max_votes_allowed !== null &&
        optionVotes.length >= poll.max_votes_allowed
      ) {
        throw inputError(
          `reached the vote limit of poll ${poll.id} (${poll.max_votes_allowed}); remove a vote first`,
        );
      }
      event = moved ? 'poll.vote_changed' : 'poll.vote_casted';
      vote = moved ?? {
        id: crypto.randomUUID(),
        user_id: voter.id,
        created_at: at,
        updated_at: at,
      };
      Object.assign(vote, { option_id: optionId, updated_at: at });
      if (!moved) poll.votes.push(vote);
    }
    poll.updated_at = at;
    announceVote(ctx, event, poll, vote);
    return { vote: voteJson(ctx, poll, vote, voter.id), poll: pollJson(ctx, poll, voter.id) };
  });

  router.on('DELETE', '/messages/:mid/polls/:pid/vote/:vid', (request) => {
    const { poll, channel } = locate(request);
    const voter = actingUser(ctx, request.caller, request.query.get('user_id'), 'RemovePollVote');
    requireVoteRight(request.caller, channel, voter, 'RemovePollVote');
    const vote = poll.votes.find((candidate) => candidate.id === request.params.vid);
    if (!vote) throw notFound(`vote ${request.params.vid} does not exist in poll ${poll.id}`);
    if (vote.user_id !== voter.id) {
      throw notAllowed(`User '${voter.id}' is not allowed to remove another user's vote`);
    }
    if (poll.is_closed) throw inputError(`poll ${poll.id} is closed, votes cannot change`);
    poll.votes = poll.votes.filter((candidate) => candidate !== vote);
    poll.updated_at = nowIso();
    announceVote(ctx, 'poll.vote_removed', poll, vote);
    return { vote: voteJson(ctx, poll, vote, voter.id), poll: pollJson(ctx, poll, voter.id) };
  });

  router.on('POST', '/polls/:id/votes', (request) => {
    const body = parse(queryVotesSchema, request.body, 'QueryPollVotes');
    const poll = ctx.store.requirePoll(request.params.id as string);
    const viewer = viewerOf(
      ctx,
      request.caller,
      body.user_id ?? request.query.get('user_id') ?? undefined,
    );
    requireViewPoll(ctx, poll, viewer);
    const viewerId = viewer === 'server' ? null : viewer.id;
    const matches = compileFilter(body.filter ?? {});
    const found = poll.votes.filter((vote) =>
      matches((field) => voteField(poll, vote, viewerId, field)),
    );
    const sorted = sortRecords(
      found,
      [
        ...normalizeSort(body.sort),
        { field: 'created_at', direction: -1 },
        { field: 'id', direction: 1 },
      ],
      (vote, field) => voteField(poll, vote, viewerId, field),
    );
    const { page, next, prev } = pageByCursor(sorted, body, 10);
    return { votes: page.map((vote) => voteJson(ctx, poll, vote, viewerId)), next, prev };
  });
}
