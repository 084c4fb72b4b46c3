/** Votes and answers: `castPollVote`, `addPollAnswer`, `removePollVote`, `queryPollVotes`. */
import { z } from 'zod';
import type { EmulatorContext } from '../domain/context';
import { pollJson, voteJson } from '../domain/messages/poll-json';
import { requireViewPoll } from '../domain/polls/poll-access';
import { castVote, queryVotes, removeVote, voteTarget } from '../domain/polls/votes';
import { actingUser, viewerOf } from '../domain/users/acting-user';
import { pageByCursor } from '../lib/cursor';
import { parse } from '../lib/validate';
import { queryPagingShape } from './polls';
import type { RequestContext, RouteTable } from './route-table';

const castVoteSchema = z.looseObject({
  vote: z.looseObject({
    option_id: z.string().min(1).optional(),
    answer_text: z.string().optional(),
    is_answer: z.boolean().optional(),
  }),
  user_id: z.string().optional(),
});
const queryVotesSchema = z.looseObject(queryPagingShape);

export function registerVoteRoutes(routes: RouteTable, ctx: EmulatorContext): void {
  const targetOf = (request: RequestContext) => {
    const { mid, pid } = request.params as { mid: string; pid: string };
    return voteTarget(ctx, mid, pid);
  };

  routes.on('POST', '/messages/:mid/polls/:pid/vote', (request) => {
    const body = parse(castVoteSchema, request.body, 'CastPollVote');
    const target = targetOf(request);
    const voter = actingUser(ctx, request.caller, body.user_id, 'CastPollVote');
    const vote = castVote(ctx, request.caller, target, voter, body.vote);
    const { poll } = target;
    return { vote: voteJson(ctx, poll, vote, voter.id), poll: pollJson(ctx, poll, voter.id) };
  });

  routes.on('DELETE', '/messages/:mid/polls/:pid/vote/:vid', (request) => {
    const target = targetOf(request);
    const voter = actingUser(ctx, request.caller, request.query.get('user_id'), 'RemovePollVote');
    const vote = removeVote(ctx, request.caller, target, voter, request.params.vid as string);
    const { poll } = target;
    return { vote: voteJson(ctx, poll, vote, voter.id), poll: pollJson(ctx, poll, voter.id) };
  });

  routes.on('POST', '/polls/:id/votes', (request) => {
    const body = parse(queryVotesSchema, request.body, 'QueryPollVotes');
    const poll = ctx.store.requirePoll(request.params.id as string);
    const viewer = viewerOf(
      ctx,
      request.caller,
      body.user_id ?? request.query.get('user_id') ?? undefined,
    );
    requireViewPoll(ctx, poll, viewer);
    const viewerId = viewer === 'server' ? null : viewer.id;
    const found = queryVotes(poll, viewerId, { filter: body.filter ?? {}, sort: body.sort });
    const { page, next, prev } = pageByCursor(found, body, 10);
    return { votes: page.map((vote) => voteJson(ctx, poll, vote, viewerId)), next, prev };
  });
}
