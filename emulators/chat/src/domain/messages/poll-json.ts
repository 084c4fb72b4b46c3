/**
 * Polls as the SDK's `PollResponse` (and `Poll` / `PollManager` state) reads them. Counts cover
 * option votes; answers (free text) are counted apart. In an anonymous poll a vote carries no
 * `user` / `user_id`, except for the viewer's own votes, which the client needs to show what it
 * voted for.
 */
import type { EmulatorContext } from '../context';
import type { PollOptionRecord, PollRecord, PollVoteRecord } from '../../state/types';
import { userJsonById } from '../users/user-json';

/** How many votes per option (`latest_votes_by_option`) and answers (`latest_answers`) are shown. */
const LATEST = 10;

export const isAnswer = (vote: PollVoteRecord) => vote.answer_text !== undefined;

export function voteJson(
  ctx: EmulatorContext,
  poll: PollRecord,
  vote: PollVoteRecord,
  viewerId: string | null,
): Record<string, unknown> {
  const showUser = poll.voting_visibility === 'public' || vote.user_id === viewerId;
  return {
    id: vote.id,
    poll_id: poll.id,
    ...(isAnswer(vote)
      ? { answer_text: vote.answer_text, is_answer: true }
      : { option_id: vote.option_id }),
    ...(showUser ? { user_id: vote.user_id, user: userJsonById(ctx, vote.user_id) } : {}),
    created_at: vote.created_at,
    updated_at: vote.updated_at,
  };
}

export function optionJson(poll: PollRecord, option: PollOptionRecord): Record<string, unknown> {
  return {
    ...option.custom,
    id: option.id,
    poll_id: poll.id,
    text: option.text,
    position: option.position,
    vote_count: poll.votes.filter((vote) => vote.option_id === option.id).length,
    created_at: option.created_at,
    updated_at: option.updated_at,
  };
}

/**
 * The poll for a viewer (`own_votes`). Broadcast events pass `ownVotes: false`: the SDK keeps
 * own votes from the events' `poll_vote`, never from `poll.own_votes`.
 */
export function pollJson(
  ctx: EmulatorContext,
  poll: PollRecord,
  viewerId: string | null,
  { ownVotes = true }: { ownVotes?: boolean } = {},
): Record<string, unknown> {
  const optionVotes = poll.votes.filter((vote) => !isAnswer(vote));
  const answers = poll.votes.filter(isAnswer);
  const newestFirst = (votes: PollVoteRecord[]) => [...votes].reverse().slice(0, LATEST);
  const countsByOption: Record<string, number> = {};
  const latestByOption: Record<string, unknown[]> = {};
  for (const option of poll.options) {
    const votes = optionVotes.filter((vote) => vote.option_id === option.id);
    if (votes.length === 0) continue;
    // Only options with votes: the SDK takes every listed option as a candidate winner.
    countsByOption[option.id] = votes.length;
    latestByOption[option.id] = newestFirst(votes).map((v) => voteJson(ctx, poll, v, viewerId));
  }
  return {
    ...poll.custom,
    id: poll.id,
    name: poll.name,
    description: poll.description,
    voting_visibility: poll.voting_visibility,
    enforce_unique_vote: poll.enforce_unique_vote,
    max_votes_allowed: poll.max_votes_allowed,
    allow_answers: poll.allow_answers,
    allow_user_suggested_options: poll.allow_user_suggested_options,
    is_closed: poll.is_closed,
    options: poll.options.map((option) => optionJson(poll, option)),
    vote_count: optionVotes.length,
    vote_counts_by_option: countsByOption,
    latest_votes_by_option: latestByOption,
    answers_count: answers.length,
    latest_answers: newestFirst(answers).map((vote) => voteJson(ctx, poll, vote, viewerId)),
    ...(ownVotes
      ? {
          own_votes: poll.votes
            .filter((vote) => vote.user_id === viewerId)
            .map((vote) => voteJson(ctx, poll, vote, viewerId)),
        }
      : {}),
    created_by_id: poll.created_by_id,
    created_by: userJsonById(ctx, poll.created_by_id),
    created_at: poll.created_at,
    updated_at: poll.updated_at,
  };
}
