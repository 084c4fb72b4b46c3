import type { EmulatorContext } from '../context';
import { channelEvent } from '../channels/channel-events';
import type { PollRecord, PollVoteRecord } from '../../state/types';
import { pollHome } from './poll-access';
import { pollJson, voteJson } from '../messages/poll-json';

/**
 * `poll.updated` / `poll.closed` / `poll.deleted` to the watchers of the channel whose message
 * carries the poll (a poll not sent yet has no audience). The SDK's PollManager routes them by
 * `poll.id`.
 */
export function announcePoll(ctx: EmulatorContext, type: string, poll: PollRecord): void {
  const home = pollHome(ctx, poll);
  if (!home) return;
  ctx.fanout.toWatchers(
    home.channel.cid,
    channelEvent(type, home.channel, {
      message_id: home.message.id,
      poll: pollJson(ctx, poll, null, { ownVotes: false }),
    }),
  );
}

/**
 * `poll.vote_casted` / `poll.vote_changed` / `poll.vote_removed` with the poll's new counts and
 * the vote. In an anonymous poll the voter's own connections get the vote with its user (the
 * per-recipient fields are appended after the shared ones, so their `poll_vote` wins): the SDK
 * recognises its own votes by `poll_vote.user_id`.
 */
export function announceVote(
  ctx: EmulatorContext,
  type: string,
  poll: PollRecord,
  vote: PollVoteRecord,
): void {
  const home = pollHome(ctx, poll);
  if (!home) return;
  const ownVote =
    poll.voting_visibility === 'anonymous' ? voteJson(ctx, poll, vote, vote.user_id) : null;
  ctx.fanout.toWatchers(
    home.channel.cid,
    channelEvent(type, home.channel, {
      message_id: home.message.id,
      poll: pollJson(ctx, poll, null, { ownVotes: false }),
      poll_vote: voteJson(ctx, poll, vote, null),
    }),
    ownVote
      ? (userId) => (userId === vote.user_id ? { poll_vote: ownVote } : undefined)
      : undefined,
  );
}
