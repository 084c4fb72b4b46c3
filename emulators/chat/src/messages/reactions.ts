import { z } from 'zod';
import { actingUser, requireFullReadAccess, viewerOf } from '../channels/access';
import { configOf } from '../channels/channel-json';
import { nowIso } from '../clock';
import type { EmulatorContext } from '../context';
import { featureDisabled, inputError, notFound } from '../errors';
import { channelEvent } from '../events/channel-events';
import { compileFilter, normalizeSort, sortRecords } from '../filters';
import { pageByCursor } from '../http/cursor';
import type { Router } from '../http/router';
import { parse } from '../http/validate';
import { requireRight } from '../permissions';
import type { ChannelRecord, MessageRecord, ReactionRecord, UserRecord } from '../state/types';
import { userJson } from '../users/user-json';
import { messageJson, reactionJson } from './message-json';

const sendReactionSchema = z.looseObject({
  reaction: z.looseObject({
    type: z.string().trim().min(1, 'reaction type must not be empty'),
    score: z.number().int().min(0).optional(),
    emoji_code: z.string().optional(),
    user_id: z.string().optional(),
    user: z.looseObject({ id: z.string() }).optional(),
  }),
  enforce_unique: z.boolean().optional(),
  skip_push: z.boolean().optional(),
});

const queryReactionsSchema = z.looseObject({
  filter: z.record(z.string(), z.unknown()).optional(),
  sort: z.unknown().optional(),
  limit: z.number().int().min(1).max(300).optional(),
  next: z.string().optional(),
  user_id: z.string().optional(),
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

function reactionTarget(ctx: EmulatorContext, messageId: string) {
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

export function registerReactionRoutes(router: Router, ctx: EmulatorContext): void {
  router.on('POST', '/messages/:mid/reaction', (request) => {
    const { message, channel } = reactionTarget(ctx, request.params.mid as string);
    const body = parse(sendReactionSchema, request.body, 'SendReaction');
    const input = body.reaction;
    const user = actingUser(ctx, request.caller, input.user_id ?? input.user?.id, 'SendReaction');
    requireRight(request.caller, channel, user, 'createPosts', 'CreateReaction');
    const at = nowIso();
    const existing = message.reactions.find((r) => r.user_id === user.id && r.type === input.type);
    if (body.enforce_unique) {
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
    return { message: messageJson(ctx, message, user.id), reaction: reactionJson(ctx, reaction) };
  });

  router.on('DELETE', '/messages/:mid/reaction/:rtype', (request) => {
    const { message, channel } = reactionTarget(ctx, request.params.mid as string);
    const type = request.params.rtype as string;
    const user = actingUser(ctx, request.caller, request.query.get('user_id'), 'DeleteReaction');
    requireRight(request.caller, channel, user, 'createPosts', 'DeleteReaction');
    const reaction = message.reactions.find((r) => r.user_id === user.id && r.type === type);
    if (!reaction) throw notFound(`reaction ${type} by ${user.id} does not exist`);
    message.reactions = message.reactions.filter((r) => r !== reaction);
    message.updated_at = nowIso();
    announceReaction(ctx, 'reaction.deleted', channel, message, reaction, user);
    return { message: messageJson(ctx, message, user.id), reaction: reactionJson(ctx, reaction) };
  });

  router.on('GET', '/messages/:mid/reactions', (request) => {
    const { message, channel } = reactionTarget(ctx, request.params.mid as string);
    requireFullReadAccess(channel, viewerOf(ctx, request.caller));
    const limit = Math.min(Number(request.query.get('limit') ?? 10) || 10, 300);
    const offset = Number(request.query.get('offset') ?? 0) || 0;
    const newestFirst = [...message.reactions].reverse();
    return {
      reactions: newestFirst.slice(offset, offset + limit).map((r) => reactionJson(ctx, r)),
    };
  });

  router.on('POST', '/messages/:mid/reactions', (request) => {
    const { message, channel } = reactionTarget(ctx, request.params.mid as string);
    const body = parse(queryReactionsSchema, request.body, 'QueryReactions');
    requireFullReadAccess(channel, viewerOf(ctx, request.caller, body.user_id));
    const matches = compileFilter(body.filter ?? {});
    const matching = message.reactions.filter((reaction) =>
      matches((field) =>
        field === 'user_id'
          ? reaction.user_id
          : field === 'type'
            ? reaction.type
            : reaction.custom[field],
      ),
    );
    const sorted = sortRecords(
      matching,
      [...normalizeSort(body.sort), { field: 'created_at', direction: -1 }],
      (reaction, field) => (reaction as unknown as Record<string, unknown>)[field],
    );
    // `next` is left out on the last page: the reactions dialog keeps paging while it is truthy.
    const { page, next } = pageByCursor(sorted, { limit: body.limit, next: body.next }, 25);
    return { reactions: page.map((reaction) => reactionJson(ctx, reaction)), next };
  });
}
