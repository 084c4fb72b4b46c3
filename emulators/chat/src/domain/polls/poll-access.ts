/**
 * Who may see, vote on and manage a poll. A poll belongs to no channel until a message carries
 * it; from then on its channel decides: readers see it and its votes, posters (`createPosts`,
 * members but not viewers) vote, and its creator (while still a poster there) or the channel's
 * moderators manage it. Before that only its creator sees and manages it. Server calls may do
 * everything.
 */
import type { Caller } from '../../lib/auth';
import { notAllowed } from '../../lib/errors';
import type { ChannelRecord, MessageRecord, PollRecord, UserRecord } from '../../state/types';
import type { EmulatorContext } from '../context';
import { readAccess, type Viewer } from '../permissions/read-access';
import { requireRight, rightsFor } from '../permissions/roles';

/** The message that carries the poll and its channel, once it was sent. */
export function pollHome(
  ctx: EmulatorContext,
  poll: PollRecord,
): { message: MessageRecord; channel: ChannelRecord } | undefined {
  const message = poll.message_id ? ctx.store.message(poll.message_id) : undefined;
  const channel = message ? ctx.store.channel(message.cid) : undefined;
  return message && channel ? { message, channel } : undefined;
}

export function canViewPoll(ctx: EmulatorContext, poll: PollRecord, viewer: Viewer): boolean {
  if (viewer === 'server') return true;
  const home = pollHome(ctx, poll);
  if (home) return readAccess(home.channel, viewer) === 'full';
  return poll.created_by_id === viewer.id;
}

export function requireViewPoll(ctx: EmulatorContext, poll: PollRecord, viewer: Viewer): void {
  if (canViewPoll(ctx, poll, viewer)) return;
  const who = viewer === 'server' ? 'server' : viewer.id;
  throw notAllowed(`User '${who}' is not allowed to perform action ReadPoll on poll ${poll.id}`);
}

/**
 * Editing, closing, deleting and managing options: the creator while they may still post in the
 * poll's channel (or before it is sent), or a channel moderator.
 */
export function requireManagePoll(
  ctx: EmulatorContext,
  caller: Caller,
  poll: PollRecord,
  actor: UserRecord | null,
  action: string,
): void {
  if (caller.kind === 'server') return;
  const home = pollHome(ctx, poll);
  const rights = actor && home ? rightsFor(home.channel, actor) : new Set<string>();
  if (actor?.id === poll.created_by_id && (!home || rights.has('createPosts'))) return;
  if (rights.has('moderatePosts')) return;
  throw notAllowed(
    `User '${actor?.id ?? 'unknown'}' is not allowed to perform action ${action}: only the poll's creator or a moderator of its channel may`,
  );
}

/** Voting and suggesting options: read and post rights in the poll's channel. */
export function requireVoteRight(
  caller: Caller,
  channel: ChannelRecord,
  voter: UserRecord,
  action: string,
): void {
  requireRight(caller, channel, voter, 'read', action);
  requireRight(caller, channel, voter, 'createPosts', action);
  if (caller.kind === 'user' && channel.frozen && !rightsFor(channel, voter).has('moderatePosts')) {
    throw notAllowed(`Channel '${channel.cid}' is frozen`);
  }
}
