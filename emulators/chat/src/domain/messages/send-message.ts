/**
 * Sending a message: the sender's rights (replies, polls, pins, system messages, bans, frozen
 * channels), its checks (length, duplicate ids, thread and quote in the channel, the poll it
 * carries), members' unread counts, and who hears of it: watchers, members not watching (as a
 * notification), the app's webhook, and a thread's parent's watchers.
 */
import { z } from 'zod';
import type { Caller } from '../../lib/auth';
import { nowIso } from '../../lib/clock';
import { ApiError, featureDisabled, inputError, notAllowed } from '../../lib/errors';
import type { ChannelRecord, MessageRecord, PollRecord, UserRecord } from '../../state/types';
import { channelEvent } from '../channels/channel-events';
import { activeMembers, channelJson, configOf } from '../channels/channel-json';
import { countsAsUnread, inChannel } from '../channels/read-state';
import type { EmulatorContext } from '../context';
import { requireRight, rightsFor } from '../permissions/roles';
import { actingUser } from '../users/acting-user';
import { isChannelMuted, isUserMuted } from '../users/mutes';
import { unreadTotals } from '../users/unread-totals';
import { userJson } from '../users/user-json';
import { customMessageFields, mentionIds, mentionsSchema } from './message-fields';
import { messageJson } from './message-json';
import { sendChannelWebhook } from './message-webhooks';

/** A message as the SDK sends it (`channel.sendMessage`). */
export const messageInputSchema = z.looseObject({
  id: z.string().min(1).max(255).optional(),
  text: z.string().optional(),
  type: z.enum(['regular', 'system', 'reply']).optional(),
  attachments: z.array(z.looseObject({})).optional(),
  mentioned_users: mentionsSchema.optional(),
  parent_id: z.string().min(1).nullish(),
  show_in_channel: z.boolean().optional(),
  quoted_message_id: z.string().min(1).nullish(),
  silent: z.boolean().optional(),
  pinned: z.boolean().optional(),
  pin_expires: z.iso.datetime({ offset: true }).nullish(),
  poll_id: z.string().min(1).optional(),
  user_id: z.string().optional(),
  user: z.looseObject({ id: z.string() }).optional(),
});
type MessageInput = z.infer<typeof messageInputSchema>;

function checkSendRights(
  caller: Caller,
  channel: ChannelRecord,
  author: UserRecord,
  input: MessageInput,
): void {
  requireRight(caller, channel, author, 'sendMessages', 'CreateMessage');
  if (input.parent_id || input.quoted_message_id || (input.attachments?.length ?? 0) > 0) {
    requireRight(caller, channel, author, 'createPosts', 'CreateReply');
  }
  if (input.poll_id) requireRight(caller, channel, author, 'createPosts', 'SendPoll');
  if (input.pinned) requireRight(caller, channel, author, 'pinMessages', 'PinMessage');
  if (caller.kind === 'server') return;
  // System messages speak for the app ("Alice joined"): only the server writes them.
  if (input.type === 'system') {
    throw notAllowed(`User '${author.id}' is not allowed to send system messages`);
  }
  if (author.banned || channel.members[author.id]?.banned) {
    throw notAllowed(`User '${author.id}' is banned from channel '${channel.cid}'`);
  }
  if (channel.frozen && !rightsFor(channel, author).has('moderatePosts')) {
    throw notAllowed(`Channel '${channel.cid}' is frozen`);
  }
}

export function sendMessage(
  ctx: EmulatorContext,
  caller: Caller,
  channel: ChannelRecord,
  input: MessageInput,
): MessageRecord {
  const author = actingUser(ctx, caller, input.user_id ?? input.user?.id, 'SendMessage');
  checkSendRights(caller, channel, author, input);
  const config = configOf(ctx, channel);
  const text = input.text ?? '';
  const maxLength = Number(config.max_message_length ?? 5000);
  if (text.length > maxLength) {
    throw new ApiError(20, 400, `message is too long (${text.length} > ${maxLength} characters)`);
  }
  if (input.id && ctx.store.message(input.id)) {
    throw inputError(`a message with ID ${input.id} already exists`);
  }
  const parent = input.parent_id ? ctx.store.message(input.parent_id) : undefined;
  if (input.parent_id) {
    if (config.replies === false)
      throw featureDisabled('replies are disabled for this channel type');
    if (!parent || parent.cid !== channel.cid) {
      throw inputError(`parent message ${input.parent_id} does not exist in ${channel.cid}`);
    }
    if (parent.parent_id) throw new ApiError(21, 400, 'reply to a reply is not allowed');
  }
  if (input.quoted_message_id) {
    const quoted = ctx.store.message(input.quoted_message_id);
    if (!quoted || quoted.cid !== channel.cid) {
      throw inputError(
        `quoted message ${input.quoted_message_id} does not exist in ${channel.cid}`,
      );
    }
  }
  const poll = input.poll_id ? pollToSend(ctx, config, input.poll_id, author) : undefined;
  const at = nowIso();
  const message: MessageRecord = {
    id: input.id ?? crypto.randomUUID(),
    cid: channel.cid,
    type: input.type === 'system' ? 'system' : parent ? 'reply' : 'regular',
    text,
    user_id: author.id,
    attachments: input.attachments ?? [],
    mentioned_user_ids: mentionIds(input.mentioned_users),
    parent_id: parent?.id,
    show_in_channel: Boolean(parent && input.show_in_channel),
    quoted_message_id: input.quoted_message_id ?? undefined,
    silent: input.silent ?? false,
    pinned: input.pinned ?? false,
    pinned_at: input.pinned ? at : null,
    pinned_by_id: input.pinned ? author.id : null,
    pin_expires:
      input.pinned && input.pin_expires ? new Date(input.pin_expires).toISOString() : null,
    created_at: at,
    updated_at: at,
    deleted_at: null,
    message_text_updated_at: null,
    reply_ids: [],
    thread_participant_ids: [],
    reactions: [],
    poll_id: poll?.id,
    custom: customMessageFields(input),
  };
  ctx.store.state.messages[message.id] = message;
  if (poll) poll.message_id = message.id;
  if (inChannel(message)) {
    channel.message_ids.push(message.id);
    channel.last_message_at = at;
  }
  if (parent) {
    parent.reply_ids.push(message.id);
    for (const id of [parent.user_id, author.id]) {
      if (!parent.thread_participant_ids.includes(id)) parent.thread_participant_ids.push(id);
    }
  }
  const revealed = updateUnreadOnSend(ctx, channel, message);
  announceNewMessage(ctx, channel, message, author, parent, revealed);
  return message;
}

/**
 * A poll a message may carry (`poll_id`): polls on for the channel type, created by the
 * message's author, and not sent in another message yet.
 */
function pollToSend(
  ctx: EmulatorContext,
  config: Record<string, unknown>,
  pollId: string,
  author: UserRecord,
): PollRecord {
  if (config.polls !== true) throw featureDisabled('polls are disabled for this channel type');
  const poll = ctx.store.state.polls[pollId];
  if (!poll) throw inputError(`poll ${pollId} does not exist`);
  if (poll.created_by_id !== author.id) {
    throw notAllowed(`User '${author.id}' cannot send poll ${pollId}: only its creator can`);
  }
  if (poll.message_id && ctx.store.message(poll.message_id)) {
    throw inputError(`poll ${pollId} was already sent in message ${poll.message_id}`);
  }
  return poll;
}

/** Bumps members' unread counters; returns members for whom a hidden channel came back. */
function updateUnreadOnSend(
  ctx: EmulatorContext,
  channel: ChannelRecord,
  message: MessageRecord,
): string[] {
  if (!inChannel(message)) return [];
  const revealed: string[] = [];
  for (const member of Object.values(channel.members)) {
    if (member.status !== 'member') continue;
    if (member.hidden) {
      member.hidden = false;
      revealed.push(member.user_id);
    }
    if (member.user_id === message.user_id || !countsAsUnread(message)) continue;
    if (isUserMuted(ctx, member.user_id, message.user_id)) continue;
    if (isChannelMuted(ctx, member.user_id, channel.cid)) continue;
    member.unread_messages += 1;
    member.first_unread_message_id ??= message.id;
  }
  return revealed;
}

function announceNewMessage(
  ctx: EmulatorContext,
  channel: ChannelRecord,
  message: MessageRecord,
  author: UserRecord,
  parent: MessageRecord | undefined,
  revealed: string[],
): void {
  const totals = (userId: string) => unreadTotals(ctx, userId);
  for (const userId of revealed) {
    ctx.fanout.toUser(
      userId,
      channelEvent('channel.visible', channel, { user: userJson(ctx, author) }),
    );
  }
  const payload = messageJson(ctx, message, null);
  const watcherCount = ctx.connections.watcherUserIds(channel.cid).length;
  ctx.fanout.toWatchers(
    channel.cid,
    channelEvent('message.new', channel, {
      message: payload,
      user: payload.user,
      watcher_count: watcherCount,
    }),
    totals,
  );
  sendChannelWebhook(ctx, 'message.new', channel, {
    message: payload,
    message_id: message.id,
    user: author,
    watcher_count: watcherCount,
  });
  if (inChannel(message)) {
    // Members' connections that do not watch the channel hear about it as a notification.
    // Only members: a join request waiting on an `apply` community reads nothing yet.
    const notWatching = activeMembers(channel).flatMap(({ user_id: userId }) =>
      ctx.connections.ofUser(userId).filter((connection) => !connection.watching.has(channel.cid)),
    );
    if (notWatching.length > 0) {
      ctx.fanout.deliver(
        notWatching,
        channelEvent('notification.message_new', channel, {
          channel: channelJson(ctx, channel),
          message: payload,
          user: payload.user,
        }),
        totals,
      );
    }
  }
  if (parent) {
    const parentPayload = messageJson(ctx, parent, null);
    ctx.fanout.toWatchers(
      channel.cid,
      channelEvent('message.updated', channel, {
        message: parentPayload,
        user: parentPayload.user,
      }),
    );
    sendChannelWebhook(ctx, 'message.updated', channel, {
      message: parentPayload,
      message_id: parent.id,
      user: ctx.store.user(parent.user_id) ?? null,
    });
  }
}
