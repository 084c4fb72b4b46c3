/** Reactions: sending (one per user and type), deleting, listing and querying them. */
import { z } from 'zod';
import type { Caller } from '../../lib/auth';
import { nowIso } from '../../lib/clock';
import { featureDisabled, inputError, notFound } from '../../lib/errors';
import type { Filter } from '../../lib/filters';
import { compileFilter, normalizeSort, sortRecords } from '../../lib/filters';
import type { ChannelRecord, MessageRecord, ReactionRecord, UserRecord } from '../../state/types';
import { channelEvent } from '../channels/channel-events';
import { configOf } from '../channels/channel-json';
import type { EmulatorContext } from '../context';
import { requireRight } from '../permissions/roles';
import { actingUser } from '../users/acting-user';
import { userJson } from '../users/user-json';
import { messageJson, reactionJson } from './message-json';

/** A reaction as the SDK sends it. */
export const reactionInputSchema = z.looseObject({
  type: z.string().trim().min(1, 'reaction type must not be empty'),
  score: z.number().int().min(0).optional(),
  emoji_code: z.string().optional(),
  user_id: z.string().optional(),
  user: z.looseObject({ id: z.string() }).optional(),
});

const RESERVED_REACTION_FIELDS = new Set([
  'type',
  'score',
  'emoji_code',
  'user_id',
  'user',
  'message_id',
  'created_at',
  'updated_at',
]);

/** The message a reaction call names and its channel, where the type has reactions on. */
export function reactionTarget(ctx: EmulatorContext, messageId: string) {
  if (!messageId.trim()) throw inputError('message id is required');
  const message = ctx.store.requireMessage(messageId);
  const channel = ctx.store.channel(message.cid);
  if (!channel) throw notFound(`channel ${message.cid} does not exist`);
  if (configOf(ctx, channel).reactions === false) {
    throw featureDisabled('reactions are disabled for this channel type');
  }
  return { message, channel };
}

function announceReaction(
  ctx: EmulatorContext,
  type: string,
  channel: ChannelRecord,
  message: MessageRecord,
  reaction: ReactionRecord,
  user: UserRecord,
): void {
  ctx.fanout.toWatchers(
    channel.cid,
    channelEvent(type, channel, {
      message: messageJson(ctx, message, null),
      reaction: reactionJson(ctx, reaction),
      user: userJson(ctx, user),
    }),
  );
}

/** `sendReaction`: one reaction per user and type (updated when sent again); `enforce_unique` keeps only it. */
export function sendReaction(
  ctx: EmulatorContext,
  caller: Caller,
  target: { message: MessageRecord; channel: ChannelRecord },
  input: z.infer<typeof reactionInputSchema>,
  enforceUnique: boolean | undefined,
): { reaction: ReactionRecord; user: UserRecord } {
  const { message, channel } = target;
  const user = actingUser(ctx, caller, input.user_id ?? input.user?.id, 'SendReaction');
  requireRight(caller, channel, user, 'createPosts', 'CreateReaction');
  const at = nowIso();
  const existing = message.reactions.find((r) => r.user_id === user.id && r.type === input.type);
  if (enforceUnique) {
    message.reactions = message.reactions.filter((r) => r.user_id !== user.id || r === existing);
  }
  const custom = Object.fromEntries(
    Object.entries(input).filter(([key]) => !RESERVED_REACTION_FIELDS.has(key)),
  );
  const reaction: ReactionRecord = existing ?? {
    type: input.type,
    score: 1,
    user_id: user.id,
    message_id: message.id,
    created_at: at,
    updated_at: at,
    custom: {},
  };
  Object.assign(reaction, {
    score: input.score ?? 1,
    emoji_code: input.emoji_code,
    updated_at: at,
    custom,
  });
  if (!existing) message.reactions.push(reaction);
  message.updated_at = at;
  announceReaction(
    ctx,
    existing ? 'reaction.updated' : 'reaction.new',
    channel,
    message,
    reaction,
    user,
  );
  return { reaction, user };
}

/** `deleteReaction`: the caller's own reaction of that type. */
export function deleteReaction(
  ctx: EmulatorContext,
  caller: Caller,
  target: { message: MessageRecord; channel: ChannelRecord },
  type: string,
  serverUserId: string | null,
): { reaction: ReactionRecord; user: UserRecord } {
  const { message, channel } = target;
  const user = actingUser(ctx, caller, serverUserId, 'DeleteReaction');
  requireRight(caller, channel, user, 'createPosts', 'DeleteReaction');
  const reaction = message.reactions.find((r) => r.user_id === user.id && r.type === type);
  if (!reaction) throw notFound(`reaction ${type} by ${user.id} does not exist`);
  message.reactions = message.reactions.filter((r) => r !== reaction);
  message.updated_at = nowIso();
  announceReaction(ctx, 'reaction.deleted', channel, message, reaction, user);
  return { reaction, user };
}

/** `queryReactions`: a message's reactions by filter, newest first unless sorted. */
export function queryReactions(
  message: MessageRecord,
  query: { filter: Filter; sort: unknown },
): ReactionRecord[] {
  const matches = compileFilter(query.filter);
  const matching = message.reactions.filter((reaction) =>
    matches((field) =>
      field === 'user_id'
        ? reaction.user_id
        : field === 'type'
          ? reaction.type
          : reaction.custom[field],
    ),
  );
  return sortRecords(
    matching,
    [...normalizeSort(query.sort), { field: 'created_at', direction: -1 }],
    (reaction, field) => (reaction as unknown as Record<string, unknown>)[field],
  );
}
