/**
 * Votes and answers (`castPollVote`, `addPollAnswer`, `removePollVote`, `queryPollVotes`,
 * `queryPollAnswers`). A user votes at most once per option, up to `max_votes_allowed` options;
 * with `enforce_unique_vote` a new vote moves the old one (`poll.vote_changed`), as it does for
 * a second answer: each user keeps one answer.
 */
import type { Caller } from '../../lib/auth';
import { nowIso } from '../../lib/clock';
import { inputError, notAllowed, notFound } from '../../lib/errors';
import type { Filter } from '../../lib/filters';
import { compileFilter, normalizeSort, sortRecords } from '../../lib/filters';
import type { ChannelRecord, PollRecord, PollVoteRecord, UserRecord } from '../../state/types';
import type { EmulatorContext } from '../context';
import { isAnswer } from '../messages/poll-json';
import { requireVoteRight } from './poll-access';
import { announceVote } from './poll-events';

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

/** The poll a vote call names, with its channel, checked against the message named. */
export function voteTarget(
  ctx: EmulatorContext,
  messageId: string,
  pollId: string,
): { poll: PollRecord; channel: ChannelRecord } {
  const message = ctx.store.requireMessage(messageId);
  const poll = ctx.store.requirePoll(pollId);
  if (message.poll_id !== poll.id) {
    throw inputError(`poll ${poll.id} is not attached to message ${message.id}`);
  }
  const channel = ctx.store.channel(message.cid);
  if (!channel) throw notFound(`channel ${message.cid} does not exist`);
  return { poll, channel };
}

/** An answer (`answer_text`) or a vote for one option (`option_id`). */
export interface VoteInput {
  option_id?: string;
  answer_text?: string;
}

function newVote(voter: UserRecord, at: string): PollVoteRecord {
  return { id: crypto.randomUUID(), user_id: voter.id, created_at: at, updated_at: at };
}

/** Casts a vote or answer; returns the vote (the one already there when nothing changes). */
export function castVote(
  ctx: EmulatorContext,
  caller: Caller,
  { poll, channel }: { poll: PollRecord; channel: ChannelRecord },
  voter: UserRecord,
  input: VoteInput,
): PollVoteRecord {
  requireVoteRight(caller, channel, voter, 'CastPollVote');
  if (poll.is_closed) throw inputError(`poll ${poll.id} is closed, voting is not allowed`);
  const at = nowIso();
  const own = poll.votes.filter((vote) => vote.user_id === voter.id);
  let vote: PollVoteRecord;
  let event: string;
  const answerText = input.answer_text?.trim();
  if (answerText !== undefined) {
    if (!poll.allow_answers) throw inputError(`poll ${poll.id} does not allow answers`);
    if (answerText === '') throw inputError('answer_text must not be empty');
    const previous = own.find(isAnswer);
    event = previous ? 'poll.vote_changed' : 'poll.vote_casted';
    vote = previous ?? newVote(voter, at);
    Object.assign(vote, { answer_text: answerText, updated_at: at });
    if (!previous) poll.votes.push(vote);
  } else {
    const optionId = input.option_id;
    if (!optionId) throw inputError('a vote needs option_id or answer_text');
    if (!poll.options.some((option) => option.id === optionId)) {
      throw inputError(`poll option ${optionId} does not exist in poll ${poll.id}`);
    }
    const optionVotes = own.filter((candidate) => !isAnswer(candidate));
    const same = optionVotes.find((candidate) => candidate.option_id === optionId);
    // Voting again for the same option changes nothing.
    if (same) return same;
    const moved = poll.enforce_unique_vote ? optionVotes[0] : undefined;
    if (!moved && poll.max_votes_allowed !== null && optionVotes.length >= poll.max_votes_allowed) {
      throw inputError(
        `reached the vote limit of poll ${poll.id} (${poll.max_votes_allowed}); remove a vote first`,
      );
    }
    event = moved ? 'poll.vote_changed' : 'poll.vote_casted';
    vote = moved ?? newVote(voter, at);
    Object.assign(vote, { option_id: optionId, updated_at: at });
    if (!moved) poll.votes.push(vote);
  }
  poll.updated_at = at;
  announceVote(ctx, event, poll, vote);
  return vote;
}

/** Removes one of the voter's own votes. */
export function removeVote(
  ctx: EmulatorContext,
  caller: Caller,
  { poll, channel }: { poll: PollRecord; channel: ChannelRecord },
  voter: UserRecord,
  voteId: string,
): PollVoteRecord {
  requireVoteRight(caller, channel, voter, 'RemovePollVote');
  const vote = poll.votes.find((candidate) => candidate.id === voteId);
  if (!vote) throw notFound(`vote ${voteId} does not exist in poll ${poll.id}`);
  if (vote.user_id !== voter.id) {
    throw notAllowed(`User '${voter.id}' is not allowed to remove another user's vote`);
  }
  if (poll.is_closed) throw inputError(`poll ${poll.id} is closed, votes cannot change`);
  poll.votes = poll.votes.filter((candidate) => candidate !== vote);
  poll.updated_at = nowIso();
  announceVote(ctx, 'poll.vote_removed', poll, vote);
  return vote;
}

/** `queryPollVotes`: votes by filter, newest first unless sorted; anonymous voters stay so. */
export function queryVotes(
  poll: PollRecord,
  viewerId: string | null,
  query: { filter: Filter; sort: unknown },
): PollVoteRecord[] {
  const matches = compileFilter(query.filter);
  const found = poll.votes.filter((vote) =>
    matches((field) => voteField(poll, vote, viewerId, field)),
  );
  return sortRecords(
    found,
    [
      ...normalizeSort(query.sort),
      { field: 'created_at', direction: -1 },
      { field: 'id', direction: 1 },
    ],
    (vote, field) => voteField(poll, vote, viewerId, field),
  );
}
